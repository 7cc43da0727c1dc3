// @vitest-environment node
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import {
  ALLIANCE_MESSAGES,
  ownerOnlyMessage,
  type AllianceDetail,
  type AllianceOwnerAction,
  type AlliancePage,
  type AllianceRanking,
  type MyMasterTournament,
} from '../../src/contract/index.ts';
import { DEMO_EMAIL } from '../../server/src/db/seed.ts';
import { callApi } from '../support/api.ts';
import { createMember } from '../support/build-app.ts';
import { enteredMember, liveTournament } from '../support/trading.ts';
import { useTestApp } from '../support/use-test-app.ts';

const testApp = useTestApp();
const app = () => testApp().app;
const db = () => testApp().db;
const call = callApi(app);

type Member = Awaited<ReturnType<typeof createMember>>;
const member = () => createMember(app());
const uniqueName = (base = 'Alliance') => `${base} ${randomUUID().slice(0, 8)}`;

async function createAlliance(owner: Member, fields: Record<string, unknown> = {}) {
  const response = await call('POST', '/alliances', owner.token, {
    name: uniqueName(),
    isApprovalRequired: false,
    ...fields,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AllianceDetail>();
}

const act = (who: Member, allianceId: string, action: 'join' | 'leave' | 'cancel') =>
  call('POST', `/alliances/${allianceId}/${action}`, who.token);
const ownerAct = (who: Member, allianceId: string, userId: string, action: 'accept' | 'reject' | 'kick') =>
  call('POST', `/alliances/${allianceId}/members/${userId}/${action}`, who.token);
const view = async (who: Member, allianceId: string) =>
  (await call('GET', `/alliances/${allianceId}`, who.token)).json<AllianceDetail>();
const rowOf = (alliance: AllianceDetail, userId: string) =>
  alliance.members.find((row) => row.userId === userId);

/** An alliance needing approval, with an accepted member and a pending request. */
async function allianceWithRequests() {
  const [owner, accepted, pending] = await Promise.all([member(), member(), member()]);
  const alliance = await createAlliance(owner, { isApprovalRequired: true });
  await act(accepted, alliance.id, 'join');
  await ownerAct(owner, alliance.id, accepted.user.id, 'accept');
  await act(pending, alliance.id, 'join');
  return { owner, accepted, pending, alliance };
}

describe('POST /alliances', () => {
  it('creates the alliance with its creator as owner and first accepted member', async () => {
    const owner = await member();
    const name = uniqueName('  Night Traders');
    const alliance = await createAlliance(owner, {
      name,
      description: ' Scalpers ',
      isApprovalRequired: true,
    });
    expect(alliance).toMatchObject({
      name: name.trim(),
      description: 'Scalpers',
      logo: null,
      isApprovalRequired: true,
      createdBy: { id: owner.user.id, name: `Test ${owner.user.lastname.slice(0, 1)}.` },
      memberCount: 1,
      pendingCount: 0,
      myStatus: 'accepted',
      isOwner: true,
    });
    expect(alliance.members).toEqual([
      expect.objectContaining({
        userId: owner.user.id,
        email: owner.user.email,
        status: 'accepted',
        isOwner: true,
        joinedAt: expect.any(String),
      }),
    ]);
  });

  it('refuses a name already taken in any case, and frees it when the alliance is deleted', async () => {
    const [first, second] = await Promise.all([member(), member()]);
    const name = uniqueName('Gold Bugs');
    const alliance = await createAlliance(first, { name });
    const taken = await call('POST', '/alliances', second.token, {
      name: ` ${name.toUpperCase()} `,
      isApprovalRequired: false,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({ message: ALLIANCE_MESSAGES.nameTaken });
    expect((await call('DELETE', `/alliances/${alliance.id}`, first.token)).statusCode).toBe(204);
    await createAlliance(second, { name });
  });

  it('makes one alliance when two members take the same name at once', async () => {
    const [first, second] = await Promise.all([member(), member()]);
    const name = uniqueName('Race');
    const answers = await Promise.all(
      [first, second].map((who) =>
        call('POST', '/alliances', who.token, { name, isApprovalRequired: false }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
  });

  it.each([
    [{ name: '', isApprovalRequired: false }, 'name must not be empty'],
    [{ name: '   ', isApprovalRequired: false }, ALLIANCE_MESSAGES.nameRequired],
    [{ isApprovalRequired: false }, 'name is required'],
    [{ name: 'No approval flag' }, 'isApprovalRequired is required'],
    [{ name: 'x'.repeat(61), isApprovalRequired: false }, 'name must be at most 60 characters'],
    [
      { name: 'Long', description: 'x'.repeat(501), isApprovalRequired: false },
      'description must be at most 500',
    ],
    [
      { name: 'Sneaky', isApprovalRequired: false, createdBy: randomUUID() },
      'createdBy is not an accepted field',
    ],
    [{ name: 'Typed', isApprovalRequired: 'yes' }, 'isApprovalRequired must be a boolean'],
  ])('refuses %j with 400', async (body, message) => {
    const response = await call('POST', '/alliances', (await member()).token, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toContain(message);
  });

  it('needs a signed-in member for every call', async () => {
    expect((await call('GET', '/alliances')).statusCode).toBe(401);
    expect(
      (await call('POST', '/alliances', undefined, { name: 'x', isApprovalRequired: false })).statusCode,
    ).toBe(401);
    expect((await call('POST', `/alliances/${randomUUID()}/join`)).statusCode).toBe(401);
  });
});

describe('joining', () => {
  it('accepts at once where no approval is needed', async () => {
    const [owner, joiner] = await Promise.all([member(), member()]);
    const alliance = await createAlliance(owner);
    const response = await act(joiner, alliance.id, 'join');
    expect(response.statusCode).toBe(200);
    const seen = response.json<AllianceDetail>();
    expect(seen).toMatchObject({ myStatus: 'accepted', memberCount: 2, isOwner: false });
    expect(rowOf(seen, joiner.user.id)).toMatchObject({ status: 'accepted', acceptedAt: null });
    expect(rowOf(seen, joiner.user.id)?.joinedAt).toBe(rowOf(seen, joiner.user.id)?.requestedAt);
  });

  it('asks the owner where approval is needed; the owner accepts or rejects', async () => {
    const [owner, first, second] = await Promise.all([member(), member(), member()]);
    const alliance = await createAlliance(owner, { isApprovalRequired: true });
    const asked = (await act(first, alliance.id, 'join')).json<AllianceDetail>();
    expect(asked).toMatchObject({ myStatus: 'pending', memberCount: 1 });
    expect(rowOf(asked, first.user.id)).toMatchObject({ status: 'pending', joinedAt: null });
    await act(second, alliance.id, 'join');
    expect(await view(owner, alliance.id)).toMatchObject({ pendingCount: 2 });

    const accepted = await ownerAct(owner, alliance.id, first.user.id, 'accept');
    expect(accepted.statusCode).toBe(200);
    const firstRow = rowOf(accepted.json<AllianceDetail>(), first.user.id);
    expect(firstRow).toMatchObject({ status: 'accepted', acceptedAt: expect.any(String) });
    expect(firstRow?.joinedAt).toBe(firstRow?.acceptedAt);

    const rejected = await ownerAct(owner, alliance.id, second.user.id, 'reject');
    expect(rowOf(rejected.json<AllianceDetail>(), second.user.id)).toMatchObject({
      status: 'rejected',
      rejectedAt: expect.any(String),
    });
    expect(rejected.json()).toMatchObject({ memberCount: 2, pendingCount: 0 });
    // A rejected member may ask again; the request starts afresh.
    const again = (await act(second, alliance.id, 'join')).json<AllianceDetail>();
    expect(rowOf(again, second.user.id)).toMatchObject({ status: 'pending', rejectedAt: null });
  });

  it('answers a second join with the membership as it is, changing nothing; refuses a kicked member for good', async () => {
    const { owner, accepted, pending, alliance } = await allianceWithRequests();
    const before = await view(owner, alliance.id);
    const twice = await act(pending, alliance.id, 'join');
    expect(twice.statusCode).toBe(200);
    expect(twice.json()).toMatchObject({ myStatus: 'pending' });
    const again = await act(accepted, alliance.id, 'join');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ myStatus: 'accepted', memberCount: before.memberCount });
    expect((await act(owner, alliance.id, 'join')).json()).toMatchObject({ memberCount: before.memberCount });
    expect(await view(owner, alliance.id)).toEqual(before);

    const kicked = await ownerAct(owner, alliance.id, accepted.user.id, 'kick');
    expect(kicked.statusCode).toBe(200);
    expect(rowOf(kicked.json<AllianceDetail>(), accepted.user.id)).toMatchObject({
      status: 'kicked',
      kickedAt: expect.any(String),
    });
    const back = await act(accepted, alliance.id, 'join');
    expect(back.statusCode).toBe(403);
    expect(back.json().message).toBe(ALLIANCE_MESSAGES.kickedCannotJoin);
  });

  it('makes one membership of concurrent joins by one member, and counts concurrent joiners exactly', async () => {
    const owner = await member();
    const alliance = await createAlliance(owner, { isApprovalRequired: true });
    const joiner = await member();
    const answers = await Promise.all(Array.from({ length: 6 }, () => act(joiner, alliance.id, 'join')));
    // One join makes the request; the others find it there and answer it as it is.
    expect(answers.map((answer) => answer.json<AllianceDetail>().myStatus)).toEqual(Array(6).fill('pending'));
    const rows = await db()
      .selectFrom('allianceMembers')
      .selectAll()
      .where('allianceId', '=', alliance.id)
      .where('userId', '=', joiner.user.id)
      .execute();
    expect(rows).toHaveLength(1);

    const open = await createAlliance(owner);
    const crowd = await Promise.all(Array.from({ length: 5 }, () => member()));
    const joined = await Promise.all(crowd.map((who) => act(who, open.id, 'join')));
    expect(joined.every((answer) => answer.statusCode === 200)).toBe(true);
    expect(await view(owner, open.id)).toMatchObject({ memberCount: 6 });
  });

  it('answers 404 for an unknown alliance and 400 for an id that is not one', async () => {
    const who = await member();
    const unknown = await act(who, randomUUID(), 'join');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(ALLIANCE_MESSAGES.notFound);
    expect((await call('GET', `/alliances/${randomUUID()}`, who.token)).statusCode).toBe(404);
    const bad = await call('GET', '/alliances/3', who.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('id must be a valid uuid');
  });
});

describe('leaving and cancelling', () => {
  it('lets an accepted member leave and come back, and refuses everyone else', async () => {
    const { owner, accepted, pending, alliance } = await allianceWithRequests();
    const stranger = await member();
    const cases: Array<[Member, number, string]> = [
      [stranger, 409, ALLIANCE_MESSAGES.notMember],
      [pending, 409, ALLIANCE_MESSAGES.pendingCannotLeave],
      [owner, 409, ALLIANCE_MESSAGES.ownerCannotLeave],
    ];
    for (const [who, status, message] of cases) {
      const response = await act(who, alliance.id, 'leave');
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toBe(message);
    }
    const left = await act(accepted, alliance.id, 'leave');
    expect(left.statusCode).toBe(200);
    expect(left.json()).toMatchObject({ myStatus: 'left', memberCount: 1 });
    expect(rowOf(left.json<AllianceDetail>(), accepted.user.id)).toMatchObject({
      status: 'left',
      leftAt: expect.any(String),
    });
    // Leaving again changes nothing: the answer is the alliance as it is.
    expect((await act(accepted, alliance.id, 'leave')).json()).toEqual(left.json());
    expect((await act(accepted, alliance.id, 'join')).json()).toMatchObject({ myStatus: 'pending' });
  });

  it('cancels one’s own pending request, and only that', async () => {
    const { owner, accepted, pending, alliance } = await allianceWithRequests();
    const cancelled = await act(pending, alliance.id, 'cancel');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ myStatus: null, pendingCount: 0 });
    expect(rowOf(cancelled.json<AllianceDetail>(), pending.user.id)).toBeUndefined();
    expect(await view(owner, alliance.id)).toMatchObject({ pendingCount: 0 });
    // Cancelling again changes nothing; members have no request to cancel.
    expect((await act(pending, alliance.id, 'cancel')).json()).toEqual(cancelled.json());
    for (const who of [accepted, owner]) {
      const response = await act(who, alliance.id, 'cancel');
      expect(response.statusCode).toBe(409);
      expect(response.json().message).toBe(ALLIANCE_MESSAGES.noPendingRequest);
    }
  });
});

describe('owner-only actions', () => {
  it('refuses every owner action to anyone but the owner, and changes nothing', async () => {
    const { owner, accepted, pending, alliance } = await allianceWithRequests();
    const stranger = await member();
    const actions: Array<[AllianceOwnerAction, (who: Member) => ReturnType<typeof call>]> = [
      [
        'update',
        (who) => call('PATCH', `/alliances/${alliance.id}`, who.token, { name: uniqueName('Mine') }),
      ],
      ['delete', (who) => call('DELETE', `/alliances/${alliance.id}`, who.token)],
      ['accept', (who) => ownerAct(who, alliance.id, pending.user.id, 'accept')],
      ['reject', (who) => ownerAct(who, alliance.id, pending.user.id, 'reject')],
      ['kick', (who) => ownerAct(who, alliance.id, accepted.user.id, 'kick')],
    ];
    for (const [action, attempt] of actions) {
      for (const who of [accepted, pending, stranger]) {
        const response = await attempt(who);
        expect(response.statusCode, `${action} by a non-owner`).toBe(403);
        expect(response.json()).toEqual({ message: ownerOnlyMessage(action) });
      }
    }
    const after = await view(owner, alliance.id);
    expect(after).toMatchObject({ name: alliance.name, memberCount: 2, pendingCount: 1 });
    expect(rowOf(after, accepted.user.id)?.status).toBe('accepted');
    expect(rowOf(after, pending.user.id)?.status).toBe('pending');
  });

  it('never removes the owner, and acts only on rows in the right state', async () => {
    const { owner, accepted, pending, alliance } = await allianceWithRequests();
    const stranger = await member();
    const cases: Array<[string, 'accept' | 'reject' | 'kick', number, string]> = [
      [owner.user.id, 'kick', 403, ALLIANCE_MESSAGES.ownerCannotBeKicked],
      [accepted.user.id, 'accept', 409, ALLIANCE_MESSAGES.onlyPendingAccepted],
      [accepted.user.id, 'reject', 409, ALLIANCE_MESSAGES.onlyPendingRejected],
      [pending.user.id, 'kick', 409, ALLIANCE_MESSAGES.onlyAcceptedKicked],
      [stranger.user.id, 'accept', 404, ALLIANCE_MESSAGES.memberNotFound],
      [randomUUID(), 'kick', 404, ALLIANCE_MESSAGES.memberNotFound],
    ];
    for (const [userId, action, status, message] of cases) {
      const response = await ownerAct(owner, alliance.id, userId, action);
      expect(response.statusCode, `${action} ${userId}`).toBe(status);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('PATCH and DELETE /alliances/{id}', () => {
  it('lets the owner change the alliance, refusing a taken name, nothing to change and unknown fields', async () => {
    const [owner, other] = await Promise.all([member(), member()]);
    const alliance = await createAlliance(owner);
    const taken = await createAlliance(other);
    const changed = await call('PATCH', `/alliances/${alliance.id}`, owner.token, {
      name: ' Renamed Desk ',
      description: 'Now with a plan',
      isApprovalRequired: true,
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({
      name: 'Renamed Desk',
      description: 'Now with a plan',
      isApprovalRequired: true,
    });
    const refusals: Array<[object, number, string]> = [
      [{ name: taken.name.toLowerCase() }, 409, ALLIANCE_MESSAGES.nameTaken],
      [{}, 400, ALLIANCE_MESSAGES.nothingToChange],
      [{ name: ' ' }, 400, ALLIANCE_MESSAGES.nameRequired],
      [{ createdBy: other.user.id }, 400, 'createdBy is not an accepted field'],
      [{ logoFileId: 'logo.png' }, 400, 'logoFileId'],
    ];
    for (const [body, status, message] of refusals) {
      const response = await call('PATCH', `/alliances/${alliance.id}`, owner.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().message).toContain(message);
    }
  });

  it('takes as logo only a file the owner uploaded for this alliance', async () => {
    const owner = await member();
    const alliance = await createAlliance(owner);
    const other = await createAlliance(owner);
    const fileFor = async (entityId: string, entity: 'alliance' | 'user' = 'alliance') =>
      (
        await db()
          .insertInto('files')
          .values({
            ownerId: owner.user.id,
            entity,
            entityId,
            storageKey: randomUUID(),
            name: 'logo.png',
            contentType: 'image/png',
            size: 10,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    for (const logoFileId of [randomUUID(), await fileFor(other.id), await fileFor(owner.user.id, 'user')]) {
      const refused = await call('PATCH', `/alliances/${alliance.id}`, owner.token, { logoFileId });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toBe(ALLIANCE_MESSAGES.logoInvalid);
    }
    const logoFileId = await fileFor(alliance.id);
    const withLogo = await call('PATCH', `/alliances/${alliance.id}`, owner.token, { logoFileId });
    expect(withLogo.json().logo).toEqual({
      id: logoFileId,
      signedURL: expect.stringContaining(`/api/v1/files/content/${logoFileId}?expires=`),
    });
    const without = await call('PATCH', `/alliances/${alliance.id}`, owner.token, { logoFileId: null });
    expect(without.json().logo).toBeNull();
  });

  it('deletes for the owner: gone from every answer, its rows kept as history', async () => {
    const { owner, accepted, alliance } = await allianceWithRequests();
    expect((await call('DELETE', `/alliances/${alliance.id}`, owner.token)).statusCode).toBe(204);
    expect((await call('GET', `/alliances/${alliance.id}`, accepted.token)).statusCode).toBe(404);
    expect((await act(accepted, alliance.id, 'leave')).statusCode).toBe(404);
    expect((await call('DELETE', `/alliances/${alliance.id}`, owner.token)).statusCode).toBe(404);
    const mine = (await call('GET', '/alliances?scope=mine', accepted.token)).json<AlliancePage>();
    expect(mine.results.map((row) => row.id)).not.toContain(alliance.id);
    const kept = await db()
      .selectFrom('allianceMembers')
      .select('status')
      .where('allianceId', '=', alliance.id)
      .execute();
    expect(kept).toHaveLength(3);
  });
});

describe('what members see', () => {
  it('shows pending requests only to the owner and to the member who asked; emails masked for others', async () => {
    const { owner, accepted, pending, alliance } = await allianceWithRequests();
    const stranger = await member();

    const ownerView = await view(owner, alliance.id);
    expect(ownerView.members.map((row) => row.status)).toEqual(['accepted', 'accepted', 'pending']);
    expect(ownerView.members[0]?.isOwner).toBe(true);
    expect(rowOf(ownerView, pending.user.id)?.email).toMatch(/^m\*\*\*@example\.com$/);

    for (const who of [accepted, stranger]) {
      const seen = await view(who, alliance.id);
      expect(seen.members.map((row) => row.userId).sort()).toEqual([owner.user.id, accepted.user.id].sort());
      expect(seen.pendingCount).toBe(0);
    }
    expect(rowOf(await view(accepted, alliance.id), accepted.user.id)?.email).toBe(accepted.user.email);
    expect(rowOf(await view(accepted, alliance.id), owner.user.id)?.email).not.toBe(owner.user.email);

    const pendingView = await view(pending, alliance.id);
    expect(pendingView.members.map((row) => row.userId)).toEqual([
      owner.user.id,
      accepted.user.id,
      pending.user.id,
    ]);
  });
});

describe('GET /alliances', () => {
  it('lists mine (owned, accepted, pending) and all, with my standing, search and pages', async () => {
    const [me, other] = await Promise.all([member(), member()]);
    const tag = randomUUID().slice(0, 6);
    const owned = await createAlliance(me, { name: `Owned ${tag}` });
    const joined = await createAlliance(other, { name: `Joined ${tag}` });
    const asked = await createAlliance(other, { name: `Asked ${tag}`, isApprovalRequired: true });
    const rejected = await createAlliance(other, { name: `Rejected ${tag}`, isApprovalRequired: true });
    const stranger = await createAlliance(other, { name: `Stranger ${tag}` });
    await act(me, joined.id, 'join');
    await act(me, asked.id, 'join');
    await act(me, rejected.id, 'join');
    await ownerAct(other, rejected.id, me.user.id, 'reject');

    const mine = (await call('GET', '/alliances?scope=mine', me.token)).json<AlliancePage>();
    expect(mine.results.map((row) => [row.name, row.myStatus, row.isOwner])).toEqual([
      [owned.name, 'accepted', true],
      [joined.name, 'accepted', false],
      [asked.name, 'pending', false],
    ]);
    expect(mine.totalResults).toBe(3);

    const all = (await call('GET', `/alliances?scope=all&search=${tag}`, me.token)).json<AlliancePage>();
    expect(all.totalResults).toBe(5);
    expect(Object.fromEntries(all.results.map((row) => [row.id, row.myStatus]))).toEqual({
      [owned.id]: 'accepted',
      [joined.id]: 'accepted',
      [asked.id]: 'pending',
      [rejected.id]: 'rejected',
      [stranger.id]: null,
    });
    // The largest first: only the one I joined has two members.
    expect(all.results.map((row) => row.memberCount)).toEqual([2, 1, 1, 1, 1]);
    expect(all.results[0]?.id).toBe(joined.id);

    const page = (
      await call('GET', `/alliances?search=${tag}&page=2&limit=2`, me.token)
    ).json<AlliancePage>();
    expect(page).toMatchObject({ page: 2, limit: 2, totalResults: 5, totalPages: 3 });
    expect(page.results).toHaveLength(2);
    expect((await call('GET', '/alliances?search=100%25', me.token)).json().results).toEqual([]);
  });

  it('refuses a query it does not know', async () => {
    const who = await member();
    for (const query of ['scope=everyone', 'limit=0', 'owner=me']) {
      expect((await call('GET', `/alliances?${query}`, who.token)).statusCode, query).toBe(400);
    }
  });
});

describe('GET /alliances/ranking', () => {
  it('ranks alliances by the sum of their accepted members’ profit in the main tournament', async () => {
    const start = app().now().getTime();
    const at = (hours: number) => new Date(start + hours * 3_600_000);
    // Ends before the seeded championship, so it is also the one the dashboard and the default ranking feature.
    const tournament = await liveTournament(app(), {
      type: 'master_tournament',
      registrationEndAt: at(1),
      endAt: at(2),
    });
    const player = async (profit: number) => {
      const entered = await enteredMember(app(), db(), tournament.id);
      await db()
        .updateTable('tradeAccounts')
        .set({ equity: 10_000 + profit, balance: 10_000 + profit })
        .where('id', '=', entered.accountId)
        .execute();
      return entered;
    };
    // One after another: provisioning runs for every entry at once.
    const a1 = await player(500);
    const a2 = await player(300);
    const pending = await player(5_000);
    const b1 = await player(1_000);
    const b2 = await player(-100);
    const c1 = await player(100);
    const leaver = await player(9_999);
    const e1 = await player(20_000);
    const idle = await member();
    const a = await createAlliance(a1, { isApprovalRequired: true });
    await act(a2, a.id, 'join');
    await ownerAct(a1, a.id, a2.user.id, 'accept');
    await act(pending, a.id, 'join');
    const b = await createAlliance(b1);
    await act(b2, b.id, 'join');
    await act(c1, b.id, 'join');
    const c = await createAlliance(c1);
    await act(leaver, c.id, 'join');
    await act(leaver, c.id, 'leave');
    await createAlliance(idle);
    const e = await createAlliance(e1);
    await call('DELETE', `/alliances/${e.id}`, e1.token);

    const ranking = async (who: { token: string }, query = `?tournamentId=${tournament.id}`) => {
      const response = await call('GET', `/alliances/ranking${query}`, who.token);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<AllianceRanking>();
    };
    const board = await ranking(c1);
    expect(board.tournament).toEqual({ id: tournament.id, title: tournament.title, status: 'live' });
    expect(board.rows.map((row) => [row.rank, row.allianceId, row.players, row.totalProfit])).toEqual([
      [1, b.id, 3, 1_000],
      [2, a.id, 2, 800],
      [3, c.id, 1, 100],
    ]);
    expect(board.rows[0]).toMatchObject({ name: b.name, memberCount: 3 });
    expect(board.mine.map((row) => [row.rank, row.allianceId])).toEqual([
      [1, b.id],
      [3, c.id],
    ]);
    expect((await ranking(a2)).mine.map((row) => row.rank)).toEqual([2]);
    expect((await ranking(idle)).mine).toEqual([]);
    expect((await ranking(a2, '')).tournament?.id).toBe(tournament.id);

    const dashboard = async (who: { token: string }) =>
      (await call('GET', '/tournaments/dashboard/myMasterTournament', who.token)).json<MyMasterTournament>();
    expect(await dashboard(a2)).toMatchObject({ tournament: { id: tournament.id }, groupRank: 2 });
    expect(await dashboard(c1)).toMatchObject({ groupRank: 1 });
    expect(await dashboard(idle)).toMatchObject({ groupRank: null });

    expect((await call('GET', `/alliances/ranking?tournamentId=${randomUUID()}`, a2.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/alliances/ranking?tournamentId=main', a2.token)).statusCode).toBe(400);
  });
});

describe('npm run admin -- list-alliances', () => {
  it('lists alliances with their owner and counts', async () => {
    const { owner, alliance } = await allianceWithRequests();
    const { stdout } = await promisify(execFile)(
      'node',
      ['--import', 'tsx', 'server/scripts/admin.ts', 'list-alliances', alliance.name],
      { env: { ...process.env, DATABASE_URL: testApp().url, NODE_ENV: 'test', LOG_LEVEL: 'silent' } },
    );
    expect(stdout.trim().split('\n')).toEqual([
      [
        alliance.id,
        alliance.name,
        `owner ${owner.user.email}`,
        '2 members',
        '1 pending',
        'approval required',
      ].join('\t'),
    ]);
  });
});

describe('the demo seed', () => {
  it('gives the demo member an alliance with a request to answer, and the main tournament a group rank', async () => {
    const demo = await db()
      .selectFrom('users')
      .selectAll()
      .where('email', '=', DEMO_EMAIL)
      .executeTakeFirstOrThrow();
    const token = (await app().sessions.create(demo.id)).token;
    const mine = (await call('GET', '/alliances?scope=mine', token)).json<AlliancePage>();
    expect(mine.results[0]).toMatchObject({ isOwner: true, isApprovalRequired: true, pendingCount: 1 });
    const all = (await call('GET', '/alliances', token)).json<AlliancePage>();
    expect(all.totalResults).toBeGreaterThanOrEqual(3);
    const championship = await db()
      .selectFrom('tournaments')
      .select('id')
      .where('title', '=', 'TradeArena Main Championship')
      .executeTakeFirstOrThrow();
    const ranking = (
      await call('GET', `/alliances/ranking?tournamentId=${championship.id}`, token)
    ).json<AllianceRanking>();
    expect(ranking.tournament).toMatchObject({ id: championship.id, status: 'live' });
    expect(ranking.rows.length).toBeGreaterThanOrEqual(3);
    expect(ranking.mine).toHaveLength(1);
  });
});
