import { describe, expect, it } from 'vitest';
import type { AllianceMemberStatus } from '@/contract/alliances.ts';
import { changesOf, checkAllianceName } from '@/features/alliances/form.ts';
import { logoProblem } from '@/features/alliances/logo-file.ts';
import {
  allianceAfter,
  detailAfter,
  initialsOf,
  memberAction,
  selfActionOf,
  standingOf,
  statusAfter,
} from '@/features/alliances/membership.ts';
import { allianceFixture, detailFixture, ME, memberFixture, ownerRow } from './fixtures.ts';

const NOW = '2026-05-10T12:00:00.000Z';

describe('memberAction: what a member may do for each standing (spec section 6)', () => {
  const cases: Array<[AllianceMemberStatus | null, boolean, string]> = [
    [null, false, 'join'],
    [null, true, 'request'],
    ['pending', true, 'cancel'],
    ['pending', false, 'cancel'],
    ['accepted', true, 'leave'],
    ['rejected', true, 'request'],
    ['rejected', false, 'join'],
    ['left', false, 'join'],
    ['left', true, 'request'],
    ['kicked', false, 'none'],
    ['kicked', true, 'none'],
  ];
  it.each(cases)('status %s, approval required %s: %s', (myStatus, isApprovalRequired, action) => {
    expect(memberAction({ isOwner: false, myStatus, isApprovalRequired })).toBe(action);
  });

  it('the owner manages, whatever the status (the owner cannot leave)', () => {
    expect(memberAction({ isOwner: true, myStatus: 'accepted', isApprovalRequired: true })).toBe('manage');
  });

  it('maps each action to the request it sends', () => {
    expect(selfActionOf('join')).toBe('join');
    expect(selfActionOf('request')).toBe('join');
    expect(selfActionOf('cancel')).toBe('cancel');
    expect(selfActionOf('leave')).toBe('leave');
    expect(selfActionOf('manage')).toBeNull();
    expect(selfActionOf('none')).toBeNull();
  });
});

describe('standingOf', () => {
  it('reads Owner, Member, Pending, Rejected, Left, Kicked, or nothing', () => {
    expect(standingOf({ isOwner: true, myStatus: 'accepted' })).toBe('owner');
    expect(standingOf({ isOwner: false, myStatus: 'accepted' })).toBe('member');
    expect(standingOf({ isOwner: false, myStatus: 'pending' })).toBe('pending');
    expect(standingOf({ isOwner: false, myStatus: 'rejected' })).toBe('rejected');
    expect(standingOf({ isOwner: false, myStatus: 'left' })).toBe('left');
    expect(standingOf({ isOwner: false, myStatus: 'kicked' })).toBe('kicked');
    expect(standingOf({ isOwner: false, myStatus: null })).toBeNull();
  });
});

describe('the optimistic copy of a join, leave or cancel', () => {
  it('a join is pending when approval is required, else a membership', () => {
    expect(statusAfter('join', { isApprovalRequired: true })).toBe('pending');
    expect(statusAfter('join', { isApprovalRequired: false })).toBe('accepted');
    expect(statusAfter('leave', { isApprovalRequired: true })).toBe('left');
    expect(statusAfter('cancel', { isApprovalRequired: true })).toBeNull();
  });

  it('counts members who join without approval, and those who leave', () => {
    const open = allianceFixture({ isApprovalRequired: false, memberCount: 3 });
    expect(allianceAfter(open, 'join')).toMatchObject({ myStatus: 'accepted', memberCount: 4 });
    const gated = allianceFixture({ memberCount: 3 });
    expect(allianceAfter(gated, 'join')).toMatchObject({ myStatus: 'pending', memberCount: 3 });
    const member = allianceFixture({ myStatus: 'accepted', memberCount: 3 });
    expect(allianceAfter(member, 'leave')).toMatchObject({ myStatus: 'left', memberCount: 2 });
    const pending = allianceFixture({ myStatus: 'pending', memberCount: 3 });
    expect(allianceAfter(pending, 'cancel')).toMatchObject({ myStatus: null, memberCount: 3 });
  });

  it("changes the member's own row on the alliance's page and no one else's", () => {
    const detail = detailFixture({ myStatus: 'accepted' }, [ownerRow, memberFixture()]);
    const left = detailAfter(detail, 'leave', ME, NOW);
    expect(left.members[0]).toBe(ownerRow);
    expect(left.members[1]).toMatchObject({
      status: 'left',
      leftAt: NOW,
      joinedAt: memberFixture().joinedAt,
    });
  });

  it('a new request starts the row afresh; a cancelled one is removed', () => {
    const rejected = memberFixture({ status: 'rejected', acceptedAt: null, joinedAt: null, rejectedAt: NOW });
    const again = detailAfter(detailFixture({ myStatus: 'rejected' }, [ownerRow, rejected]), 'join', ME, NOW);
    expect(again.members[1]).toMatchObject({
      status: 'pending',
      requestedAt: NOW,
      rejectedAt: null,
      joinedAt: null,
    });
    const cancelled = detailAfter(
      detailFixture({ myStatus: 'pending' }, [ownerRow, memberFixture({ status: 'pending' })]),
      'cancel',
      ME,
      NOW,
    );
    expect(cancelled.members).toEqual([ownerRow]);
    expect(cancelled.myStatus).toBeNull();
  });
});

describe('helpers of the form and the logo', () => {
  it('initials: the first letters of the first two words', () => {
    expect(initialsOf('Gold Bulls')).toBe('GB');
    expect(initialsOf('  bears ')).toBe('B');
    expect(initialsOf('the big short club')).toBe('TB');
    expect(initialsOf('')).toBe('');
  });

  it('requires a name (spec section 5)', () => {
    expect(checkAllianceName('   ')).toBe('validation.required');
    expect(checkAllianceName('Bulls')).toBeNull();
  });

  it('sends only what changed, trimmed', () => {
    const before = { name: 'Bulls', description: 'Old', isApprovalRequired: false };
    expect(changesOf(before, { ...before, name: ' Bulls ' })).toEqual({});
    expect(changesOf(before, { name: 'Bears', description: ' New ', isApprovalRequired: true })).toEqual({
      name: 'Bears',
      description: 'New',
      isApprovalRequired: true,
    });
  });

  it('takes a single JPEG, PNG or WebP image up to 5 MB', () => {
    expect(logoProblem([{ type: 'image/png', size: 1_000 }])).toBeNull();
    expect(logoProblem([])).toBe('single');
    expect(
      logoProblem([
        { type: 'image/png', size: 1 },
        { type: 'image/png', size: 1 },
      ]),
    ).toBe('single');
    expect(logoProblem([{ type: 'image/svg+xml', size: 1_000 }])).toBe('type');
    expect(logoProblem([{ type: 'image/webp', size: 6 * 1024 * 1024 }])).toBe('size');
  });
});
