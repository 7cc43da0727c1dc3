import { ALLIANCE_MESSAGES, type AllianceMemberStatus } from '../../contract.ts';

/** A membership row's state: its status and the times of the current membership. */
export type MemberState = {
  status: AllianceMemberStatus;
  requestedAt: Date;
  acceptedAt: Date | null;
  rejectedAt: Date | null;
  leftAt: Date | null;
  kickedAt: Date | null;
  joinedAt: Date | null;
};

/**
 * What an action does to the row: sets a new state, removes the row (a cancelled request), keeps it (the member's
 * wish already holds), or is refused.
 */
export type Change =
  | { kind: 'set'; state: MemberState }
  | { kind: 'remove' }
  | { kind: 'keep' }
  | { kind: 'refuse'; statusCode: 403 | 404 | 409; message: string };

export type SelfAction = 'join' | 'leave' | 'cancel';
export type OwnerAction = 'accept' | 'reject' | 'kick';

const refuse = (statusCode: 403 | 404 | 409, message: string): Change => ({
  kind: 'refuse',
  statusCode,
  message,
});
const set = (state: MemberState): Change => ({ kind: 'set', state });

/** A fresh membership: accepted at once when the alliance needs no approval, else a pending request. */
export const newMembership = (isApprovalRequired: boolean, now: Date): MemberState => ({
  status: isApprovalRequired ? 'pending' : 'accepted',
  requestedAt: now,
  acceptedAt: null,
  rejectedAt: null,
  leftAt: null,
  kickedAt: null,
  joinedAt: isApprovalRequired ? null : now,
});

/**
 * A member acting for themself. Join: a new request after leaving or a rejection starts the membership again;
 * a kicked member may not come back (the owner's decision stands). Leave: accepted members only, never the owner
 * (there is no transfer: the owner deletes the alliance). Cancel: one's own pending request, which is removed.
 * A wish that already holds (joining as a member or with a request pending, leaving after leaving, cancelling
 * with no request) changes nothing and is answered with the alliance as it is: a queued change sent again, or
 * sent from a second device, then settles the portal's cache instead of rolling it back with a notice.
 */
export function selfChange(
  action: SelfAction,
  current: MemberState | null,
  context: { isOwner: boolean; isApprovalRequired: boolean; now: Date },
): Change {
  const status = current?.status ?? null;
  switch (action) {
    case 'join':
      if (status === 'accepted' || status === 'pending') return { kind: 'keep' };
      if (status === 'kicked') return refuse(403, ALLIANCE_MESSAGES.kickedCannotJoin);
      return set(newMembership(context.isApprovalRequired, context.now));
    case 'leave':
      if (context.isOwner) return refuse(409, ALLIANCE_MESSAGES.ownerCannotLeave);
      if (status === 'left') return { kind: 'keep' };
      if (status === 'pending') return refuse(409, ALLIANCE_MESSAGES.pendingCannotLeave);
      if (!current || status !== 'accepted') return refuse(409, ALLIANCE_MESSAGES.notMember);
      return set({ ...current, status: 'left', leftAt: context.now });
    case 'cancel':
      if (!current) return { kind: 'keep' };
      if (status !== 'pending') return refuse(409, ALLIANCE_MESSAGES.noPendingRequest);
      return { kind: 'remove' };
  }
}

/**
 * The owner acting on another member's row (the caller has already been checked to be the owner): accept or
 * reject a pending request, remove an accepted member. The owner's own row is never removed.
 */
export function ownerChange(
  action: OwnerAction,
  target: MemberState | null,
  context: { isTargetOwner: boolean; now: Date },
): Change {
  if (action === 'kick' && context.isTargetOwner) return refuse(403, ALLIANCE_MESSAGES.ownerCannotBeKicked);
  if (!target) return refuse(404, ALLIANCE_MESSAGES.memberNotFound);
  const { now } = context;
  switch (action) {
    case 'accept':
      if (target.status !== 'pending') return refuse(409, ALLIANCE_MESSAGES.onlyPendingAccepted);
      return set({ ...target, status: 'accepted', acceptedAt: now, joinedAt: now });
    case 'reject':
      if (target.status !== 'pending') return refuse(409, ALLIANCE_MESSAGES.onlyPendingRejected);
      return set({ ...target, status: 'rejected', rejectedAt: now });
    case 'kick':
      if (target.status !== 'accepted') return refuse(409, ALLIANCE_MESSAGES.onlyAcceptedKicked);
      return set({ ...target, status: 'kicked', kickedAt: now });
  }
}
