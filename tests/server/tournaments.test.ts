// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { MyTournament, Tournament, TradeAccount } from '../../src/contract/index.ts';
import { callApi } from '../support/api.ts';
import { createMember } from '../support/build-app.ts';
import { createTournament, grantCredit } from '../support/tournaments.ts';
import { useTestApp } from '../support/use-test-app.ts';

const testApp = useTestApp();
const call = callApi(() => testApp().app);
const member = () => createMember(testApp().app);
const HOUR = 3_600_000;
const UNKNOWN = '00000000-0000-4000-8000-000000000000';

async function join(token: string, tournamentId: string) {
  const response = await call('POST', '/payments/checkout', token, { tournamentId, method: 'credit' });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().transaction as { id: string; accountId: string };
}

describe('tournament calls need a signed-in member', () => {
  it.each([
    '/tournaments/activeTournaments',
    `/tournaments/${UNKNOWN}`,
    '/tournaments/myTournaments',
    '/tournaments/searchTournament?search=cup',
    '/tournaments/dashboard/masterTournament',
  ])('GET %s answers 401 without a token', async (url) => {
    const response = await call('GET', url);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('Please sign in to continue');
  });
});

describe('every tournament route that takes an id', () => {
  it.each([
    ['GET', '/tournaments/{id}', 'id'],
    ['GET', '/tournaments/isTournamentClosed/{id}', 'id'],
    ['GET', '/tournaments/creditAndTickets/{id}', 'id'],
    ['GET', '/tournaments/tradeAccounts/{id}/live', 'id'],
    ['GET', `/tournaments/tradeTournament/{id}/${UNKNOWN}`, 'a'],
    ['GET', `/tournaments/tradeTournament/${UNKNOWN}/{id}`, 'b'],
    ['POST', '/tournaments/{id}/practice', 'id'],
    ['GET', '/payments/transactions/{id}', 'id'],
  ] as const)(
    '%s %s refuses an id that is not one, and answers 404 for an unknown one',
    async (method, route, field) => {
      const { token } = await member();
      const malformed = await call(method, route.replace('{id}', "x'%20or%201=1--"), token);
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe(`${field} must be a valid uuid`);
      const unknown = await call(method, route.replace('{id}', UNKNOWN), token);
      expect(unknown.statusCode).toBe(404);
    },
  );
});

describe('GET /api/v1/tournaments/activeTournaments', () => {
  it('lists open tournaments of every type, filters by type, and leaves final and deleted ones out', async () => {
    const { token } = await member();
    const mini = await createTournament(testApp().db, { type: 'mini_tournament' });
    const main = await createTournament(testApp().db, { type: 'master_tournament' });
    const ended = await createTournament(testApp().db, {});
    await testApp()
      .db.updateTable('tournaments')
      .set({ status: 'final' })
      .where('id', '=', ended.id)
      .execute();

    const all = (await call('GET', '/tournaments/activeTournaments', token)).json() as Tournament[];
    const ids = all.map((tournament) => tournament.id);
    expect(ids).toEqual(expect.arrayContaining([mini.id, main.id]));
    expect(ids).not.toContain(ended.id);
    expect(all.every((tournament) => !['final', 'deleted'].includes(tournament.status))).toBe(true);

    const minis = (
      await call('GET', '/tournaments/activeTournaments?type=mini_tournament', token)
    ).json() as Tournament[];
    expect(minis.map((tournament) => tournament.id)).toContain(mini.id);
    expect(minis.every((tournament) => tournament.type === 'mini_tournament')).toBe(true);
  });

  it('refuses an unknown type with a message', async () => {
    const { token } = await member();
    const response = await call('GET', '/tournaments/activeTournaments?type=mega', token);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('type is not one of the accepted values');
  });
});

describe('GET /api/v1/tournaments/{id}', () => {
  it('answers the tournament with its effective pool price and whether the member is in', async () => {
    const { token, user } = await member();
    const tournament = await createTournament(testApp().db, {
      price: 20,
      poolPrice: 1000,
      isDynamicPoolPrice: true,
      dynamicPoolPrice: 50,
      settingsPoolPrice: 400,
    });
    const before = (await call('GET', `/tournaments/${tournament.id}`, token)).json() as Tournament;
    expect(before).toMatchObject({
      id: tournament.id,
      price: 20,
      effectivePoolPrice: 1200,
      poolPriceSettings: { poolPrice: 400 },
      currency: 'USD',
      isEnrolled: false,
      players: 0,
    });
    await grantCredit(testApp().db, user.id, 20);
    await join(token, tournament.id);
    const after = (await call('GET', `/tournaments/${tournament.id}`, token)).json() as Tournament;
    expect(after).toMatchObject({ isEnrolled: true, players: 1, effectivePoolPrice: 1210 });
  });

  it('adds the leaderboard on request, best profit first', async () => {
    const { token } = await member();
    const tournament = await createTournament(testApp().db, {});
    const players = await Promise.all([member(), member(), member()]);
    for (const [index, player] of players.entries()) {
      await grantCredit(testApp().db, player.user.id, 10);
      await join(player.token, tournament.id);
      await testApp()
        .db.updateTable('tradeAccounts')
        .set({ equity: 10_000 + index * 100, tradeCount: index })
        .where('userId', '=', player.user.id)
        .execute();
    }
    const response = await call('GET', `/tournaments/${tournament.id}?leaderBoard=true`, token);
    const board = response.json().leaderBoard as Array<Record<string, unknown>>;
    expect(board.map((row) => row.rank)).toEqual([1, 2, 3]);
    expect(board.map((row) => row.totalProfit)).toEqual([200, 100, 0]);
    expect(board[2]).toMatchObject({ isPrizeEligible: false, tradeCount: 0 });
    expect(board[0]?.username).toMatch(/^Test M\.$/);
    expect((await call('GET', `/tournaments/${tournament.id}`, token)).json().leaderBoard).toBeUndefined();
  });

  it('answers 404 for an unknown tournament and 400 for an id that is not one', async () => {
    const { token } = await member();
    const unknown = await call('GET', `/tournaments/${UNKNOWN}`, token);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Tournament not found');
    const malformed = await call('GET', "/tournaments/1'%20or%201=1", token);
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('id must be a valid uuid');
  });
});

describe('GET /api/v1/tournaments/isTournamentClosed/{id}', () => {
  it('says closed once the leaderboard is being calculated', async () => {
    const { token } = await member();
    const tournament = await createTournament(testApp().db, {});
    const open = await call('GET', `/tournaments/isTournamentClosed/${tournament.id}`, token);
    expect(open.json()).toEqual({ isClosed: false, status: 'registration' });
    await testApp()
      .db.updateTable('tournaments')
      .set({ status: 'calculating' })
      .where('id', '=', tournament.id)
      .execute();
    const closed = await call('GET', `/tournaments/isTournamentClosed/${tournament.id}`, token);
    expect(closed.json()).toEqual({ isClosed: true, status: 'calculating' });
  });
});

describe('GET /api/v1/tournaments/creditAndTickets/{id}', () => {
  it('counts the credit and the tickets valid for this tournament type', async () => {
    const { token, user } = await member();
    const mini = await createTournament(testApp().db, { type: 'mini_tournament', price: 7 });
    await grantCredit(testApp().db, user.id, 12.5);
    await testApp()
      .db.insertInto('tickets')
      .values([
        { userId: user.id, tournamentType: null },
        { userId: user.id, tournamentType: 'mini_tournament' },
        { userId: user.id, tournamentType: 'master_tournament' },
      ])
      .execute();
    const response = await call('GET', `/tournaments/creditAndTickets/${mini.id}`, token);
    expect(response.json()).toEqual({ credit: 12.5, tickets: 2, price: 7 });
  });
});

describe('GET /api/v1/tournaments/searchTournament', () => {
  it('finds tournaments by title, case-insensitively, with the spec’s fields', async () => {
    const { token } = await member();
    const tournament = await createTournament(testApp().db, { title: 'Zebra Stripes Invitational' });
    const response = await call('GET', '/tournaments/searchTournament?search=zebra%20STRIPES', token);
    expect(response.json()).toEqual([
      { id: tournament.id, title: 'Zebra Stripes Invitational', tournamentType: 'mini_tournament' },
    ]);
  });

  it('treats % and _ as text, and refuses an empty search', async () => {
    const { token } = await member();
    expect((await call('GET', '/tournaments/searchTournament?search=%25%25', token)).json()).toEqual([]);
    const empty = await call('GET', '/tournaments/searchTournament?search=', token);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('search must not be empty');
  });
});

describe('my tournaments and trading accounts', () => {
  it('lists current entries with P&L and rank, and past ones once closed', async () => {
    const { token, user } = await member();
    const rival = await member();
    const tournament = await createTournament(testApp().db, {});
    for (const player of [user.id, rival.user.id]) await grantCredit(testApp().db, player, 10);
    await join(token, tournament.id);
    await join(rival.token, tournament.id);
    await testApp()
      .db.updateTable('tradeAccounts')
      .set({ equity: 10_250.5, tradeCount: 4 })
      .where('userId', '=', user.id)
      .execute();

    const current = (await call('GET', '/tournaments/myTournaments', token)).json() as MyTournament[];
    expect(current).toHaveLength(1);
    expect(current[0]).toMatchObject({
      tournament: { id: tournament.id, isEnrolled: true },
      account: { mode: 'live', status: 'creating' },
      pnl: 250.5,
      trades: 4,
      profitCredit: 0,
      rank: 1,
    });
    expect((await call('GET', '/tournaments/myPastTournaments', token)).json()).toEqual([]);

    await testApp()
      .db.updateTable('tournaments')
      .set({ status: 'final' })
      .where('id', '=', tournament.id)
      .execute();
    await testApp()
      .db.updateTable('tradeAccounts')
      .set({ finalRank: 1 })
      .where('userId', '=', user.id)
      .execute();
    const past = (await call('GET', '/tournaments/myPastTournaments', token)).json() as MyTournament[];
    expect(past.map((entry) => entry.tournament.id)).toEqual([tournament.id]);
    expect(past[0]?.rank).toBe(1);
    expect((await call('GET', '/tournaments/myTournaments', token)).json()).toEqual([]);
  });

  it('tells the member to wait while the account is created, then answers it; never another member’s', async () => {
    const { token, user } = await member();
    const other = await member();
    const tournament = await createTournament(testApp().db, {});
    await grantCredit(testApp().db, user.id, 10);
    const { accountId } = await join(token, tournament.id);

    const waiting = await call('GET', `/tournaments/tradeAccounts/${tournament.id}/live`, token);
    expect(waiting.statusCode).toBe(409);
    expect(waiting.json().message).toBe(
      'Your trading account is still being created. Please wait a moment and try again.',
    );
    await testApp()
      .db.updateTable('tradeAccounts')
      .set({ status: 'ready', login: '77' })
      .where('id', '=', accountId)
      .execute();

    const account = (
      await call('GET', `/tournaments/tradeAccounts/${tournament.id}/live`, token)
    ).json() as TradeAccount;
    expect(account).toMatchObject({ accountId, status: 'ready', login: '77', startingBalance: 10_000 });
    const trade = await call('GET', `/tournaments/tradeTournament/${tournament.id}/${accountId}`, token);
    expect(trade.json()).toMatchObject({ tournament: { id: tournament.id }, account: { accountId } });

    expect(
      (await call('GET', `/tournaments/tradeTournament/${tournament.id}/${accountId}`, other.token))
        .statusCode,
    ).toBe(404);
    expect(
      (await call('GET', `/tournaments/tradeAccounts/${tournament.id}/live`, other.token)).statusCode,
    ).toBe(404);
    expect((await call('GET', `/tournaments/tradeAccounts/${tournament.id}/demo`, token)).statusCode).toBe(
      400,
    );
  });

  it('opens one practice account while practice is open, and refuses once it has closed', async () => {
    const { token } = await member();
    const tournament = await createTournament(testApp().db, {});
    const first = await call('POST', `/tournaments/${tournament.id}/practice`, token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ mode: 'practice', status: 'ready', tournamentId: tournament.id });
    expect(first.json().login).toMatch(/^\d{8}$/);
    const again = await call('POST', `/tournaments/${tournament.id}/practice`, token);
    expect(again.json().accountId).toBe(first.json().accountId);

    const long = new Date(Date.now() - 30 * 24 * HOUR);
    const old = await createTournament(testApp().db, {}, long);
    const refused = await call('POST', `/tournaments/${old.id}/practice`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Practice is not open for this tournament');
  });
});

describe('dashboard calls', () => {
  it('feature the live main tournament and where the member stands in it', async () => {
    const { token, user } = await member();
    const master = (await call('GET', '/tournaments/dashboard/masterTournament', token)).json() as Tournament;
    expect(master.type).toBe('master_tournament');
    expect(master.status).toBe('live');

    const mine = (await call('GET', '/tournaments/dashboard/myMasterTournament', token)).json();
    expect(mine).toMatchObject({ tournament: { id: master.id }, entry: null, rank: null, groupRank: null });
    expect(mine.players).toBe(master.players);

    await grantCredit(testApp().db, user.id, master.price);
    await join(token, master.id);
    const entered = (await call('GET', '/tournaments/dashboard/myMasterTournament', token)).json();
    expect(entered.entry.account.mode).toBe('live');
    expect(entered.rank).toBeGreaterThan(0);
    expect(entered.players).toBe(master.players + 1);
  });

  it('list the member’s running tournaments, best P&L first', async () => {
    const { token, user } = await member();
    const [low, high] = [await createTournament(testApp().db, {}), await createTournament(testApp().db, {})];
    await grantCredit(testApp().db, user.id, 20);
    for (const tournament of [low, high]) await join(token, tournament.id);
    await testApp()
      .db.updateTable('tradeAccounts')
      .set({ equity: 10_500 })
      .where('tournamentId', '=', high.id)
      .execute();
    const top = (await call('GET', '/tournaments/dashboard/myTournaments', token)).json() as MyTournament[];
    expect(top.map((entry) => entry.tournament.id)).toEqual([high.id, low.id]);
  });
});
