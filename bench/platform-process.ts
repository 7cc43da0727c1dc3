/**
 * The platform for the platform figures, in a child process of its own (forked by platform-load.ts through
 * platform-ipc.ts) so that its RSS is its own and the load client does not share its event loop. It runs with
 * production's board pulse and lifecycle clock, the market paused, and answers the parent's commands: its URL, its
 * memory and the embedded PostgreSQL's, members, live tournaments, a crowded one, and broadcasts of one leaderboard
 * update through socket.io or, as the baseline, through a bare `ws` server in this same process. Each broadcast is
 * stamped with performance.timeOrigin + performance.now() just before it is sent, for the clients to compute its
 * latency.
 *
 * Usage (by platform-load.ts): fork with argv [databaseUrl]; buildTestApp clones its own database from there.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { sql } from 'kysely';
import { WebSocketServer } from 'ws';
import type { LeaderboardRow } from '../server/src/contract.ts';
import { hashPassword } from '../server/src/lib/passwords.ts';
import { buildTestApp, createMember } from '../tests/support/build-app.ts';
import { liveTournament } from '../tests/support/trading.ts';
import { crowdedTournament } from './crowd.ts';
import { processMemory, postgresMemory } from './platform-memory.ts';
import { serve } from './platform-ipc.ts';

/** Rows changed by one update: what a pulse sends when 50 players moved (as in the live board figures). */
const UPDATE_ROWS = 50;
const PASSWORD = 'bench-password-1';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: platform-process.ts <databaseUrl>');

const harness = await buildTestApp(databaseUrl, {
  // Production's board pulse and lifecycle clock (the defaults of config.ts). The market is paused (it ticks on
  // demand only): with 10,000 open positions valued every 250 ms, one pulse took 0.2 to 14 s on this machine and the
  // event loop was never idle (issue 10's report), which would measure that and not the requests.
  marketTickMs: 0,
  pulseMs: 500,
  lifecycleTickMs: 5_000,
  // One loopback client stands for many members: the global per-IP limit (600 a minute) would answer 429s. The
  // limiter still runs on every request; the sign-in limits keep buildTestApp's test values.
  rateLimitMax: 1_000_000,
});
const { app } = harness;
// The test app logs nothing: a failure the load would only count as a 5xx is told here.
// (A request whose client hung up as a load run ended fails in the rate limiter, request.ip being undefined: not
// told, nobody waits for it.)
app.addHook('onError', async (request, _reply, error) => {
  if ((error.statusCode ?? 500) >= 500 && !request.raw.socket.destroyed)
    console.error(`platform: ${request.method} ${request.url} failed:`, error);
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });

const rows: LeaderboardRow[] = Array.from({ length: UPDATE_ROWS }, (_, index) => ({
  accountId: randomUUID(),
  userId: randomUUID(),
  rank: index + 1,
  username: `Bench P.`,
  profileName: `P-Player ${index + 1}`,
  country: 'FR',
  tradeCount: 1 + (index % 20),
  totalProfit: 4_321.5 - index * 17.25,
  isPrizeEligible: true,
}));
const stamp = () => performance.timeOrigin + performance.now();

let wss: WebSocketServer | undefined;
let wsSeq = 0;

const commands = {
  url: () => url,

  /** This process's RSS (after a full GC when asked) and the embedded PostgreSQL's, in bytes. */
  async memory(collect: boolean) {
    if (collect) globalThis.gc?.();
    const { rows: backend } = await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(app.db);
    return { platform: processMemory(process.pid), postgres: postgresMemory(backend[0]?.pid ?? 0) };
  },

  /** A member with a session and a password, for signed-in calls and sign-in itself. */
  async member() {
    const { user, token } = await createMember(app);
    await app.db
      .updateTable('users')
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where('id', '=', user.id)
      .execute();
    return { token, email: user.email, password: PASSWORD };
  },

  liveTournament: async () => (await liveTournament(app)).id,

  /** A live tournament of `players` on its board, each with an open position held by the engine. */
  async crowd(players: number) {
    const tournament = await crowdedTournament(app, players, { withPositions: true });
    // Statistics as a database in service has them (autovacuum would take up to a minute to gather them).
    await sql`analyze users, trade_accounts, positions`.execute(app.db);
    await app.boards.sync();
    const accounts = await app.db
      .selectFrom('tradeAccounts')
      .select('id')
      .where('tournamentId', '=', tournament.id)
      .execute();
    await app.book.holdMany(accounts.map((account) => account.id));
    const board = await app.boards.snapshot(tournament.id, 0);
    return { id: tournament.id, players: board.rows.length };
  },

  /** The baseline server: bare `ws` on its own loopback port, in this process. */
  async wsStart() {
    const server = new WebSocketServer({ host: '127.0.0.1', port: 0 });
    wss = server;
    await new Promise((resolve) => server.once('listening', resolve));
    const address = server.address();
    return `ws://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  },

  async wsStop() {
    const server = wss;
    wss = undefined;
    for (const client of server?.clients ?? []) client.terminate();
    await new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
  },

  /** One leaderboard update to every subscriber, stamped now; answers its sequence number. */
  broadcast(kind: 'socket.io' | 'ws', tournamentId: string) {
    if (kind === 'socket.io')
      return app.realtime.emit('leaderboardUpdate', tournamentId, { rows, removed: [], at: stamp() });
    wsSeq += 1;
    // Encoded once for every client, as socket.io does for a room.
    const data = Buffer.from(JSON.stringify({ rows, removed: [], at: stamp(), tournamentId, seq: wsSeq }));
    for (const client of wss?.clients ?? []) client.send(data, { binary: false });
    return wsSeq;
  },
};
export type PlatformCommands = typeof commands;

serve(commands, async () => {
  await commands.wsStop();
  await harness.close();
});
