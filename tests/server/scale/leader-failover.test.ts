// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import type { Socket } from 'socket.io-client';
import {
  eventName,
  TRADING_MESSAGES,
  type Candle,
  type LeaderboardRow,
} from '../../../server/src/contract.ts';
import { missingServices } from '../../support/external-services.ts';
import { platformProcess, type PlatformProcess } from '../../support/platform-process.ts';
import {
  api,
  eventually,
  isLeader,
  liveOnLeader,
  RUNNING,
  sharedServices,
  terminalOn,
  type SharedServices,
} from '../../support/scale.ts';
import { socketClients } from '../../support/sockets.ts';
import { enteredMember } from '../../support/trading.ts';

/*
 * Issue 12: two real platform processes on one PostgreSQL and one Redis, with their market, pulse and clock
 * running. One leads (the market, the clock, the boards); a trade through the other moves the board on the
 * sockets of both. When the leader is killed, the other takes the singletons over, and each close and each
 * payment job is done once.
 */
const missing = missingServices();
if (missing.length > 0) console.log(`Skipping the leader failover tests; missing: ${missing.join('; ')}`);

describe.skipIf(missing.length > 0)('the leading process and its successor', () => {
  let services: SharedServices;
  let data: SharedServices['data'];
  let leader: PlatformProcess;
  let follower: PlatformProcess;
  let toLeader: ReturnType<typeof socketClients>;
  let toFollower: ReturnType<typeof socketClients>;

  beforeAll(async () => {
    services = await sharedServices();
    data = services.data;
    const env = { REDIS_URL: services.redis.url, ...RUNNING };
    leader = await platformProcess(data.url, env);
    await eventually('the first process is elected', async () =>
      (await isLeader(leader)) ? true : undefined,
    );
    follower = await platformProcess(data.url, env);
    toLeader = socketClients(() => leader.url);
    toFollower = socketClients(() => follower.url);
  }, 180_000);

  afterAll(async () => {
    toLeader?.closeAll();
    toFollower?.closeAll();
    await Promise.all([leader?.stop(), follower?.stop()]);
    await services?.stop();
  }, 60_000);

  /** A subscribed socket and the board rows it has been sent (the snapshot's, then each update's). */
  async function watch(clients: ReturnType<typeof socketClients>, token: string, tournamentId: string) {
    const socket: Socket = clients.open(token);
    const rows: LeaderboardRow[] = [];
    const closes: unknown[] = [];
    socket.on(eventName('leaderboardUpdate', tournamentId), (update: { rows: LeaderboardRow[] }) =>
      rows.push(...update.rows),
    );
    socket.on(eventName('tournamentClose', tournamentId), (event: unknown) => closes.push(event));
    await clients.connected(socket);
    await clients.subscribe(socket, tournamentId);
    const traded = (accountId: string, trades: number) =>
      eventually(`a board row with ${trades} trade(s) reaches the socket`, async () =>
        rows.find((row) => row.accountId === accountId && row.tradeCount === trades),
      );
    return { traded, closes };
  }

  it('only one process leads, and says so in its health answer', async () => {
    expect([await isLeader(leader), await isLeader(follower)]).toEqual([true, false]);
  });

  it('a trade through the follower moves the board on the sockets of both processes', async () => {
    const tournament = await liveOnLeader(data.db);
    const trader = await enteredMember(data.app, data.db, tournament.id);
    const watcher = await enteredMember(data.app, data.db, tournament.id);
    // The follower's board is the leader's, mirrored: it lists both once the leader has taken them in.
    await eventually('the follower serves the leader’s board with both players', async () => {
      const board = await api(
        follower.url,
        'GET',
        `/tournaments/leaderBoard/${tournament.id}`,
        watcher.token,
      );
      return (board.body.rows as LeaderboardRow[] | undefined)?.length === 2 ? true : undefined;
    });
    const onLeader = await watch(toLeader, watcher.token, tournament.id);
    const onFollower = await watch(toFollower, watcher.token, tournament.id);

    const terminal = await terminalOn(follower.url, trader.token, tournament.id, trader.accountId);
    const opened = await terminal.order();
    expect(opened.status).toBe(200);
    expect((await terminal.close(opened.body.id as string)).status).toBe(200);

    const [seenOnLeader, seenOnFollower] = await Promise.all([
      onLeader.traded(trader.accountId, 1),
      onFollower.traded(trader.accountId, 1),
    ]);
    expect(seenOnFollower).toEqual(seenOnLeader);
    const mirrored = await api(
      follower.url,
      'GET',
      `/tournaments/leaderBoard/${tournament.id}`,
      watcher.token,
    );
    expect(mirrored.body.rows).toContainEqual(
      expect.objectContaining({ accountId: trader.accountId, tradeCount: 1 }),
    );
  }, 120_000);

  it('when the leader dies the follower takes over: boards move, a close and an expiry happen once', async () => {
    const ending = await liveOnLeader(data.db);
    const holder = await enteredMember(data.app, data.db, ending.id);
    const watcher = await enteredMember(data.app, data.db, ending.id);
    const terminal = await terminalOn(follower.url, holder.token, ending.id, holder.accountId);
    expect((await terminal.order(2)).status).toBe(200);
    const invoice = await api(follower.url, 'POST', '/payments/checkout', watcher.token, {
      tournamentId: (await liveOnLeader(data.db)).id,
      method: 'crypto',
      chainType: 4,
    });
    expect(invoice.status).toBe(201);
    const paymentId = (invoice.body.transaction as { id: string }).id;
    const onFollower = await watch(toFollower, watcher.token, ending.id);

    await leader.kill();
    await eventually('the follower is elected', async () => ((await isLeader(follower)) ? true : undefined));

    // Due now: the new leader's clock must close the tournament and expire the invoice.
    await sql`update tournaments set end_at = now() - interval '1 second' where id = ${ending.id}`.execute(
      data.db,
    );
    await sql`update transactions set expires_at = now() - interval '1 second' where id = ${paymentId}`.execute(
      data.db,
    );
    await eventually('the tournament closes', async () => (onFollower.closes.length > 0 ? true : undefined));
    await eventually('the invoice expires', async () => {
      const row = await data.db
        .selectFrom('transactions')
        .select('status')
        .where('id', '=', paymentId)
        .executeTakeFirst();
      return row?.status === 'expired' ? true : undefined;
    });
    // A few more clock ticks: a second close would be sent, and a second expiry would fail the counts below.
    await new Promise((resolve) => setTimeout(resolve, 2_000));

    expect(onFollower.closes).toHaveLength(1);
    const positions = await data.db
      .selectFrom('positions')
      .select(['status', 'closeReason', 'profit'])
      .where('accountId', '=', holder.accountId)
      .execute();
    expect(positions).toEqual([expect.objectContaining({ status: 'closed', closeReason: 'tournament_end' })]);
    const account = await data.db
      .selectFrom('tradeAccounts')
      .select(['balance', 'startingBalance', 'tradeCount'])
      .where('id', '=', holder.accountId)
      .executeTakeFirstOrThrow();
    expect(account.tradeCount).toBe(1);
    expect(Number(account.balance)).toBeCloseTo(
      Number(account.startingBalance) + Number(positions[0]?.profit),
      2,
    );
    const payments = await data.db
      .selectFrom('transactions')
      .select('status')
      .where('userId', '=', watcher.user.id)
      .where('method', '=', 'crypto')
      .execute();
    expect(payments).toEqual([{ status: 'expired' }]);

    // The new leader computes the boards: a trade through it reaches its own sockets.
    const live = await liveOnLeader(data.db);
    const trader = await enteredMember(data.app, data.db, live.id);
    const board = await watch(toFollower, trader.token, live.id);
    const liveTerminal = await terminalOn(follower.url, trader.token, live.id, trader.accountId);
    const opened = await liveTerminal.order();
    expect((await liveTerminal.close(opened.body.id as string)).status).toBe(200);
    expect(await board.traded(trader.accountId, 1)).toMatchObject({ accountId: trader.accountId, rank: 1 });
  }, 120_000);

  it('a process started again follows the leader; cut off from it, it refuses to price orders at old quotes', async () => {
    await leader.start();
    expect([await isLeader(follower), await isLeader(leader)]).toEqual([true, false]);
    const tournament = await liveOnLeader(data.db);
    const trader = await enteredMember(data.app, data.db, tournament.id);
    const terminal = await terminalOn(leader.url, trader.token, tournament.id, trader.accountId);
    expect((await terminal.order(0.01)).status).toBe(200);
    // Its market is the leader's: the same candles (the minutes before the last two, which may still be forming).
    const settled = (candles: Candle[]) => candles.filter((candle) => candle.time < Date.now() - 120_000);
    const [ours, leaders] = await Promise.all([terminal.candles(leader.url), terminal.candles(follower.url)]);
    expect(settled(ours).length).toBeGreaterThan(100);
    expect(settled(ours)).toEqual(settled(leaders));

    await services.redis.stop();
    // Past the 20 quiet ticks (5 s at 250 ms) after which a follower stops trusting its last quotes.
    await new Promise((resolve) => setTimeout(resolve, 8_000));

    const refused = await terminal.order(0.01);
    expect([refused.status, refused.body, refused.headers.get('retry-after')]).toEqual([
      503,
      { message: TRADING_MESSAGES.pricesUnavailable },
      '5',
    ]);
  }, 120_000);
});
