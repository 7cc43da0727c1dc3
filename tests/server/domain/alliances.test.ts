// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ALLIANCE_MESSAGES, type AllianceMemberStatus } from '../../../src/contract/index.ts';
import {
  newMembership,
  ownerChange,
  selfChange,
  type MemberState,
} from '../../../server/src/domain/alliances/membership.ts';

const requested = new Date(Date.UTC(2026, 5, 1, 12));
const now = new Date(Date.UTC(2026, 5, 2, 12));
const row = (status: AllianceMemberStatus): MemberState => ({
  ...newMembership(status === 'pending', requested),
  status,
});
const member = { isOwner: false, isApprovalRequired: true, now };

describe('a member acting for themself', () => {
  it('joins at once without approval, else asks; the times say which', () => {
    expect(selfChange('join', null, { ...member, isApprovalRequired: false })).toEqual({
      kind: 'set',
      state: { ...newMembership(false, now), acceptedAt: null, joinedAt: now },
    });
    expect(selfChange('join', null, member)).toMatchObject({
      kind: 'set',
      state: { status: 'pending', requestedAt: now, joinedAt: null },
    });
  });

  it('asks again after leaving or a rejection, starting afresh; keeps a membership or request; never after a kick', () => {
    for (const status of ['left', 'rejected'] as const) {
      const change = selfChange('join', { ...row(status), rejectedAt: requested, leftAt: requested }, member);
      expect(change).toEqual({ kind: 'set', state: newMembership(true, now) });
    }
    expect(selfChange('join', row('pending'), member)).toEqual({ kind: 'keep' });
    expect(selfChange('join', row('accepted'), member)).toEqual({ kind: 'keep' });
    expect(selfChange('join', row('kicked'), member)).toMatchObject({ statusCode: 403 });
  });

  it('leaves only as an accepted member other than the owner', () => {
    expect(selfChange('leave', row('accepted'), member)).toMatchObject({
      kind: 'set',
      state: { status: 'left', leftAt: now, joinedAt: requested },
    });
    expect(selfChange('leave', row('accepted'), { ...member, isOwner: true })).toMatchObject({
      message: ALLIANCE_MESSAGES.ownerCannotLeave,
    });
    expect(selfChange('leave', row('left'), member)).toEqual({ kind: 'keep' });
    for (const status of [null, 'rejected', 'kicked'] as const)
      expect(selfChange('leave', status && row(status), member)).toMatchObject({
        message: ALLIANCE_MESSAGES.notMember,
      });
  });

  it('cancels only a pending request, which is removed', () => {
    expect(selfChange('cancel', row('pending'), member)).toEqual({ kind: 'remove' });
    expect(selfChange('cancel', null, member)).toEqual({ kind: 'keep' });
    expect(selfChange('cancel', row('accepted'), member)).toMatchObject({ kind: 'refuse', statusCode: 409 });
  });
});

describe('the owner acting on a member', () => {
  const context = { isTargetOwner: false, now };
  it('accepts or rejects pending requests only', () => {
    expect(ownerChange('accept', row('pending'), context)).toMatchObject({
      state: { status: 'accepted', acceptedAt: now, joinedAt: now, requestedAt: requested },
    });
    expect(ownerChange('reject', row('pending'), context)).toMatchObject({
      state: { status: 'rejected', rejectedAt: now, joinedAt: null },
    });
    for (const status of ['accepted', 'rejected', 'left', 'kicked'] as const) {
      expect(ownerChange('accept', row(status), context)).toMatchObject({ statusCode: 409 });
      expect(ownerChange('reject', row(status), context)).toMatchObject({ statusCode: 409 });
    }
    expect(ownerChange('accept', null, context)).toMatchObject({ statusCode: 404 });
  });

  it('removes accepted members, never the owner', () => {
    expect(ownerChange('kick', row('accepted'), context)).toMatchObject({
      state: { status: 'kicked', kickedAt: now },
    });
    expect(ownerChange('kick', row('pending'), context)).toMatchObject({ statusCode: 409 });
    expect(ownerChange('kick', row('accepted'), { ...context, isTargetOwner: true })).toMatchObject({
      statusCode: 403,
      message: ALLIANCE_MESSAGES.ownerCannotBeKicked,
    });
  });
});
