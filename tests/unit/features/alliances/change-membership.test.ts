import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AllianceDetail, AlliancePage } from '@/contract/alliances.ts';
import { HttpError } from '@/contract/http-error.ts';
import { changeMembership, settleMembership } from '@/features/alliances/api/change-membership.ts';
import { allianceKeys, pageWith } from '@/features/alliances/cache.ts';
import { clearAllData, db } from '@/lib/db.ts';
import { notifications } from '@/lib/notifications.ts';
import { drain, startOutbox, stopOutbox } from '@/lib/outbox.ts';
import {
  ALLIANCE_ID,
  allianceFixture,
  detailFixture,
  ME,
  memberFixture,
  ownerRow,
  pageOf,
} from './fixtures.ts';

const ALL = allianceKeys.all(1, '');
const DETAIL = allianceKeys.detail(ALLIANCE_ID);
const cached = async <T>(key: string) => (await db.resources.get(key))?.data as T;

beforeEach(async () => {
  notifications.items = [];
  await db.resources.bulkPut([
    { key: allianceKeys.mine, ownerId: ME, updatedAt: 1, data: pageOf([]) },
    { key: ALL, ownerId: ME, updatedAt: 1, data: pageOf([allianceFixture()]) },
    { key: DETAIL, ownerId: ME, updatedAt: 1, data: detailFixture() },
  ]);
});
afterEach(async () => {
  stopOutbox();
  await clearAllData();
});

describe('POST /alliances/{id}/join|leave|cancel through the outbox', () => {
  it('queues the request with kind alliance and changes every cached copy in the same transaction', async () => {
    await changeMembership(ME, allianceFixture(), 'join', 'Join Gold Bulls');
    const [row] = await db.outbox.toArray();
    expect(row).toMatchObject({
      ownerId: ME,
      kind: 'alliance',
      method: 'POST',
      path: `/alliances/${ALLIANCE_ID}/join`,
      body: {},
      label: 'Join Gold Bulls',
      status: 'pending',
    });
    expect((await cached<AlliancePage>(ALL)).results[0]?.myStatus).toBe('pending');
    expect((await cached<AlliancePage>(allianceKeys.mine)).results.map((item) => item.id)).toEqual([
      ALLIANCE_ID,
    ]);
    expect((await cached<AllianceDetail>(DETAIL)).myStatus).toBe('pending');
    // The undo entries are the snapshots taken before the change.
    expect(row?.undo.map((entry) => entry.key).sort()).toEqual([ALL, DETAIL, allianceKeys.mine].sort());
    expect(row?.undo.every((entry) => entry.table === 'resources')).toBe(true);
  });

  it("leaving takes the alliance out of My alliances and marks the member's own row as left", async () => {
    const member = allianceFixture({ myStatus: 'accepted', isApprovalRequired: false });
    await db.resources.bulkPut([
      { key: allianceKeys.mine, ownerId: ME, updatedAt: 1, data: pageOf([member]) },
      {
        key: DETAIL,
        ownerId: ME,
        updatedAt: 1,
        data: detailFixture({ myStatus: 'accepted' }, [ownerRow, memberFixture()]),
      },
    ]);
    await changeMembership(ME, member, 'leave', 'Leave Gold Bulls', new Date('2026-05-10T12:00:00Z'));
    expect((await cached<AlliancePage>(allianceKeys.mine)).results).toEqual([]);
    const detail = await cached<AllianceDetail>(DETAIL);
    expect(detail.memberCount).toBe(2);
    expect(detail.members[1]).toMatchObject({ status: 'left', leftAt: '2026-05-10T12:00:00.000Z' });
  });

  it('a refusal rolls every cached copy back and says why', async () => {
    await changeMembership(ME, allianceFixture(), 'join', 'Join Gold Bulls');
    startOutbox(() => ME, {
      transport: () => Promise.reject(new HttpError(403, 'Forbidden', 'You were removed from this alliance')),
    });
    await drain();
    await drain();
    expect(await db.outbox.count()).toBe(0);
    expect((await cached<AlliancePage>(ALL)).results[0]?.myStatus).toBeNull();
    expect((await cached<AlliancePage>(allianceKeys.mine)).results).toEqual([]);
    expect((await cached<AllianceDetail>(DETAIL)).myStatus).toBeNull();
    expect(notifications.items.at(-1)?.message).toContain('You were removed from this alliance');
  });

  it("the platform's answer replaces the optimistic copy once nothing else waits for the alliance", async () => {
    await changeMembership(ME, allianceFixture(), 'join', 'Join');
    await changeMembership(ME, allianceFixture({ myStatus: 'pending' }), 'cancel', 'Cancel');
    const [join, cancel] = await db.outbox.toArray();
    const answer = detailFixture({ myStatus: 'pending' }, [ownerRow, memberFixture({ status: 'pending' })]);
    // The cancel still waits: the join's answer must not bring the request back on screen.
    await db.outbox.delete(join?.seq as number);
    await settleMembership(join!, answer);
    expect((await cached<AllianceDetail>(DETAIL)).myStatus).toBeNull();

    await db.outbox.delete(cancel?.seq as number);
    await settleMembership(cancel!, detailFixture({ memberCount: 3 }));
    expect((await cached<AllianceDetail>(DETAIL)).members).toEqual([ownerRow]);
    expect((await cached<AlliancePage>(allianceKeys.mine)).results).toEqual([]);
  });
});

describe('pageWith', () => {
  const page = pageOf([allianceFixture({ id: 'a' }), allianceFixture({ id: 'b' })]);

  it('answers the same page when the alliance is not in a global list', () => {
    expect(pageWith(page, 'c', allianceFixture({ id: 'c' }), false)).toBe(page);
  });

  it('puts an owned alliance first in My alliances and counts it', () => {
    const owned = allianceFixture({ id: 'c', isOwner: true, myStatus: 'accepted' });
    const next = pageWith(page, 'c', owned, true);
    expect(next.results.map((item) => item.id)).toEqual(['c', 'a', 'b']);
    expect(next.totalResults).toBe(3);
  });

  it('removes a deleted alliance everywhere', () => {
    const next = pageWith(page, 'a', undefined, false);
    expect(next.results.map((item) => item.id)).toEqual(['b']);
    expect(next.totalResults).toBe(1);
  });
});
