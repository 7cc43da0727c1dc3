// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { eventName } from '../../src/contract/index.ts';
import { callApi } from '../support/api.ts';
import { createMember, testClock } from '../support/build-app.ts';
import { createTournament, grantCredit } from '../support/tournaments.ts';
import { socketClients } from '../support/sockets.ts';
import { useTestApp } from '../support/use-test-app.ts';

const HOUR = 3_600_000;
const clock = testClock();
let url = '';
const testApp = useTestApp(
  {},
  async ({ app }) => {
    url = await app.listen({ host: '127.0.0.1', port: 0 });
  },
  clock.now,
);
const call = callApi(() => testApp().app);
const db = () => testApp().db;
const { listen, closeAll } = socketClients(() => url);
afterAll(closeAll);

const statusOf = async (id: string) =>
  (await db().selectFrom('tournaments').select('status').where('id', '=', id).executeTakeFirstOrThrow())
    .status;

/** An entry whose closed trades left it at `equity` (balance and equity agree: no position is open). */
async function enter(tournamentId: string, equity: number, tradeCount: number, price = 10) {
  const member = await createMember(testApp().app);
  await grantCredit(db(), member.user.id, price);
  const response = await call('POST', '/payments/checkout', member.token, { tournamentId, method: 'credit' });
  expect(response.statusCode, response.body).toBe(201);
  await db()
    .updateTable('tradeAccounts')
    .set({ balance: equity, equity, tradeCount })
    .where('userId', '=', member.user.id)
    .execute();
  return member;
}

describe('the lifecycle clock', () => {
  it('moves a tournament through registration, live, calculating (announcing the close) and final', async () => {
    const start = clock.now().getTime();
    const at = (hours: number) => new Date(start + hours * HOUR);
    const tournament = await createTournament(
      db(),
      {
        registrationStartAt: at(1),
        registrationEndAt: at(2.5),
        startAt: at(2),
        endAt: at(3),
        poolPrice: 1000,
      },
      clock.now(),
    );
    await testApp().app.clock.tick();
    expect(await statusOf(tournament.id)).toBe('scheduled');

    clock.advance(1.5 * HOUR);
    await testApp().app.clock.tick();
    expect(await statusOf(tournament.id)).toBe('registration');
    const winner = await enter(tournament.id, 10_400, 5);
    const second = await enter(tournament.id, 10_100, 2);
    const idle = await enter(tournament.id, 10_900, 0);
    const closes = await listen(winner.token, eventName('tournamentClose', tournament.id), tournament.id);

    clock.advance(0.75 * HOUR);
    await testApp().app.clock.tick();
    expect(await statusOf(tournament.id)).toBe('live');

    clock.advance(0.8 * HOUR);
    await testApp().app.clock.tick();
    expect(await statusOf(tournament.id)).toBe('calculating');
    await expect.poll(() => closes.length).toBe(1);
    expect(closes[0]).toMatchObject({ tournamentId: tournament.id, seq: 1 });
    const ended = await db()
      .selectFrom('tradeAccounts')
      .select('status')
      .where('tournamentId', '=', tournament.id)
      .execute();
    expect(ended.every((account) => account.status === 'ended')).toBe(true);

    clock.advance(testApp().app.config.calculationMs);
    await testApp().app.clock.tick();
    expect(await statusOf(tournament.id)).toBe('final');
    const accounts = await db()
      .selectFrom('tradeAccounts')
      .select(['userId', 'finalRank', 'profitCredit'])
      .where('tournamentId', '=', tournament.id)
      .execute();
    const byUser = new Map(accounts.map((account) => [account.userId, account]));
    // The idle member made the most but closed no trade: listed first, paid nothing; the others move up.
    expect(byUser.get(idle.user.id)).toMatchObject({ finalRank: 1, profitCredit: '0.00' });
    expect(byUser.get(winner.user.id)).toMatchObject({ finalRank: 2, profitCredit: '500.00' });
    expect(byUser.get(second.user.id)).toMatchObject({ finalRank: 3, profitCredit: '200.00' });
    const credit = await db()
      .selectFrom('users')
      .select('credit')
      .where('id', '=', winner.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(credit.credit)).toBe(500);

    // Another tick pays nothing twice.
    await testApp().app.clock.tick();
    const prizes = await db()
      .selectFrom('creditMovements')
      .select('amount')
      .where('reason', '=', 'prize')
      .where('tournamentId', '=', tournament.id)
      .execute();
    expect(prizes.map((row) => Number(row.amount)).sort()).toEqual([200, 500]);
  });

  it('provisions a new account once its creation time is up, with a login', async () => {
    const tournament = await createTournament(db(), {}, clock.now());
    const member = await enter(tournament.id, 10_000, 0);
    await testApp().app.clock.tick();
    const before = await db()
      .selectFrom('tradeAccounts')
      .selectAll()
      .where('userId', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(before).toMatchObject({ status: 'creating', login: null });
    clock.advance(testApp().app.config.provisionDelayMs);
    await testApp().app.clock.tick();
    const after = await db()
      .selectFrom('tradeAccounts')
      .selectAll()
      .where('userId', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(after.status).toBe('ready');
    expect(after.login).toMatch(/^\d{8}$/);
  });

  it('announces a grown dynamic pool to subscribers after a paid entry', async () => {
    const tournament = await createTournament(
      db(),
      { price: 20, poolPrice: 100, isDynamicPoolPrice: true, dynamicPoolPrice: 50 },
      clock.now(),
    );
    const watcher = await createMember(testApp().app);
    const pools = await listen(watcher.token, eventName('poolPriceUpdate', tournament.id), tournament.id);
    await enter(tournament.id, 10_000, 0, 20);
    await enter(tournament.id, 10_000, 0, 20);
    await expect.poll(() => pools.length).toBe(2);
    expect(pools).toEqual([
      { tournamentId: tournament.id, seq: 1, poolPrice: 110 },
      { tournamentId: tournament.id, seq: 2, poolPrice: 120 },
    ]);
  });

  it('ends practice accounts a week after their tournament', async () => {
    const start = clock.now().getTime();
    const tournament = await createTournament(
      db(),
      {
        registrationStartAt: new Date(start - HOUR),
        registrationEndAt: new Date(start + HOUR),
        startAt: new Date(start - HOUR),
        endAt: new Date(start + HOUR),
      },
      clock.now(),
    );
    const member = await createMember(testApp().app);
    const opened = await call('POST', `/tournaments/${tournament.id}/practice`, member.token);
    expect(opened.json().status).toBe('ready');
    clock.advance(7 * 24 * HOUR);
    await testApp().app.clock.tick();
    expect(
      (await call('GET', `/tournaments/tradeAccounts/${tournament.id}/practice`, member.token)).json().status,
    ).toBe('ready');
    clock.advance(2 * HOUR);
    await testApp().app.clock.tick();
    expect(
      (await call('GET', `/tournaments/tradeAccounts/${tournament.id}/practice`, member.token)).json().status,
    ).toBe('ended');
  });
});
