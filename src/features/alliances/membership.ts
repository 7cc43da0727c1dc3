import type { Alliance, AllianceDetail, AllianceMember, AllianceMemberStatus } from '@/contract/alliances.ts';

/** What a member does to their own membership: these may wait in the outbox (DECISIONS.md section 6). */
export type SelfAction = 'join' | 'leave' | 'cancel';

/** The one thing a card or the alliance's page offers the member about their own standing. */
export type MemberAction = 'manage' | 'join' | 'request' | 'cancel' | 'leave' | 'none';

/** How a standing reads: the spec's three states, plus left and kicked, and the owner apart. */
export type Standing = 'owner' | 'member' | 'pending' | 'rejected' | 'left' | 'kicked';

type StandingFields = { isOwner: boolean; myStatus: AllianceMemberStatus | null };

/**
 * Spec section 6: the owner manages (no transfer, so the owner cannot leave); a requester may cancel; a member may
 * leave; anyone else may join ("request to join" when approval is required), again after a rejection or leaving.
 * A kicked member may not come back (the platform answers 403), so nothing is offered.
 */
export function memberAction({
  isOwner,
  myStatus,
  isApprovalRequired,
}: StandingFields & Pick<Alliance, 'isApprovalRequired'>): MemberAction {
  if (isOwner) return 'manage';
  if (myStatus === 'pending') return 'cancel';
  if (myStatus === 'accepted') return 'leave';
  if (myStatus === 'kicked') return 'none';
  return isApprovalRequired ? 'request' : 'join';
}

/** The request an action sends; null for the owner's page link and for no action. */
export const selfActionOf = (action: MemberAction): SelfAction | null =>
  action === 'join' || action === 'request'
    ? 'join'
    : action === 'cancel' || action === 'leave'
      ? action
      : null;

export function standingOf({ isOwner, myStatus }: StandingFields): Standing | null {
  if (isOwner) return 'owner';
  if (myStatus === null) return null;
  return myStatus === 'accepted' ? 'member' : myStatus;
}

/** Where a member stands once the platform takes the action (what the optimistic copy shows meanwhile). */
export function statusAfter(
  action: SelfAction,
  { isApprovalRequired }: Pick<Alliance, 'isApprovalRequired'>,
): AllianceMemberStatus | null {
  if (action === 'join') return isApprovalRequired ? 'pending' : 'accepted';
  return action === 'leave' ? 'left' : null;
}

/** The alliance's summary after the action: the member's standing and the member count. */
export function allianceAfter<T extends Alliance>(alliance: T, action: SelfAction): T {
  const myStatus = statusAfter(action, alliance);
  const change = (myStatus === 'accepted' ? 1 : 0) - (alliance.myStatus === 'accepted' ? 1 : 0);
  return { ...alliance, myStatus, memberCount: Math.max(0, alliance.memberCount + change) };
}

function rowAfter(row: AllianceMember, status: AllianceMemberStatus, now: string): AllianceMember {
  if (status === 'left') return { ...row, status, leftAt: now };
  // A new request starts the membership afresh (docs/decisions.md, Alliances: one row, the current membership).
  return {
    ...row,
    status,
    requestedAt: now,
    acceptedAt: null,
    rejectedAt: null,
    leftAt: null,
    kickedAt: null,
    joinedAt: status === 'accepted' ? now : null,
  };
}

/**
 * The alliance's page after the action: the summary and the member's own row (a cancelled request is removed).
 * A first request has no row yet to change; the platform's answer brings it.
 */
export function detailAfter(
  detail: AllianceDetail,
  action: SelfAction,
  userId: string,
  now: string,
): AllianceDetail {
  const next = allianceAfter(detail, action);
  const members = detail.members.flatMap((row) => {
    if (row.userId !== userId) return [row];
    return next.myStatus === null ? [] : [rowAfter(row, next.myStatus, now)];
  });
  return { ...next, members };
}

/** One or two letters standing in for a missing logo: the first letters of the first two words. */
export function initialsOf(name: string) {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[1]] : [words[0] ?? ''];
  return letters
    .map((word) => Array.from(word ?? '').at(0) ?? '')
    .join('')
    .toLocaleUpperCase();
}
