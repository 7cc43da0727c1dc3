/**
 * The platform side of the load soak (issue 11), on one built app: a live tournament with N members entered in
 * bulk (as bench/crowd.ts does: signing each one up through the API would take minutes), each with a session and an
 * embed token for its terminal; a monitor of the process (RSS, CPU, event-loop delay) and of its PostgreSQL
 * connections; and the end-of-run invariants, read from the database and the engine.
 * Served over IPC by soak-process.ts for `npm run test:soak`, called in-process by the CI test.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { sql } from 'kysely';
import type { App } from '../server/src/app.ts';
import type { Config } from '../server/src/config.ts';
import { liveTournament } from '../tests/support/trading.ts';
import { checkInvariants, type Ledger } from './soak-invariants.ts';

export const SOAK_SYMBOLS = ['EURUSD', 'XAUUSD', 'BTCUSD', 'ETHUSD'];

/**
 * Production's clocks (config.ts defaults): the market ticks every 250 ms, the pulse moves boards and terminals
 * every 500 ms, the lifecycle clock runs every 5 s. Demo bots off, as in production. Raised for loopback load:
 * every client comes from 127.0.0.1, so the global per-IP limit (600 a minute) would answer 429s to what stands
 * for 2,500 people; the limiter still runs on every request. The per-account order limit (10 in 10 s) is kept.
 */
export const SOAK_CONFIG: Partial<Config> = {
  marketTickMs: 250,
  pulseMs: 500,
  lifecycleTickMs: 5_000,
  botsEnabled: false,
  rateLimitMax: 1_000_000,
};

export type SoakMember = { userId: string; accountId: string; token: string; embedToken: string };

type Sample = { rss: number; connections: number; active: number; waiting: number };

export function soakCommands(app: App) {
  let samples: Sample[] = [];
  let timer: NodeJS.Timeout | undefined;
  let cpuStart = process.cpuUsage();
  let wallStart = 0;
  const loopDelay = monitorEventLoopDelay({ resolution: 10 });

  /** What the active backends were doing, summed over the samples: a wait event, or `running` (on the CPU). */
  let waits: Record<string, number> = {};

  const sample = async (): Promise<Sample> => {
    const { rows } = await sql<{ state: string | null; wait: string; count: number }>`
      select state, coalesce(wait_event_type || ':' || wait_event, 'running') as wait, count(*)::int as count
      from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() group by 1, 2`.execute(
      app.db,
    );
    const sum = (keep: (row: (typeof rows)[number]) => boolean) =>
      rows.filter(keep).reduce((total, row) => total + row.count, 0);
    for (const row of rows) if (row.state === 'active') waits[row.wait] = (waits[row.wait] ?? 0) + row.count;
    return {
      rss: process.memoryUsage.rss(),
      // The monitor's own connection is not counted: it is not the platform's.
      connections: sum(() => true),
      active: sum((row) => row.state === 'active'),
      waiting: sum((row) => row.wait.startsWith('Lock:')),
    };
  };

  return {
    /** A live tournament with `players` entered members, each ready to trade, on the live board. */
    async setup(players: number) {
      const tournament = await liveTournament(app, { instruments: SOAK_SYMBOLS, capacity: null });
      const tag = tournament.id.slice(0, 8);
      await sql`
        insert into users (firstname, lastname, email, affiliate_code, country, is_email_verified)
        select 'Soak', 'Trader ' || n, 'soak-' || ${tag} || '-' || n || '@example.com', 'S' || ${tag} || n,
          (array['AE', 'FR', 'DE', 'US', null])[1 + n % 5], true
        from generate_series(1, ${players}) n`.execute(app.db);
      const accounts = await sql<{ userId: string; accountId: string }>`
        insert into trade_accounts (user_id, tournament_id, mode, status, profile_name, starting_balance, balance,
          equity, ready_at)
        select u.id, ${tournament.id}, 'live', 'ready', 'S-' || u.lastname, 10000, 10000, 10000, now()
        from users u where u.email like ${`soak-${tag}-%`}
        returning user_id, id as account_id`.execute(app.db);
      const members: SoakMember[] = [];
      for (const { userId, accountId } of accounts.rows) {
        const session = await app.sessions.create(userId);
        const embed = await app.terminalTokens.issueEmbed({
          accountId,
          userId,
          sessionId: session.sessionId,
        });
        members.push({ userId, accountId, token: session.token, embedToken: embed.token });
      }
      await sql`analyze users, trade_accounts`.execute(app.db);
      await app.boards.sync();
      return { tournamentId: tournament.id, members };
    },

    async monitorStart() {
      samples = [];
      waits = {};
      cpuStart = process.cpuUsage();
      wallStart = performance.now();
      loopDelay.reset();
      loopDelay.enable();
      // A sample that cannot get a connection (the pool exhausted) is skipped: the requests tell of it.
      timer = setInterval(
        () =>
          void sample().then(
            (taken) => samples.push(taken),
            () => undefined,
          ),
        1_000,
      );
    },

    /** Peaks over the run, the CPU it used (100 = one core) and the event loop's delay. */
    async monitorStop() {
      clearInterval(timer);
      loopDelay.disable();
      const cpu = process.cpuUsage(cpuStart);
      const wall = performance.now() - wallStart;
      samples.push(
        await sample().catch(() => samples.at(-1) ?? { rss: 0, connections: 0, active: 0, waiting: 0 }),
      );
      const peak = (key: keyof Sample) => Math.max(...samples.map((taken) => taken[key]));
      return {
        rssPeak: peak('rss'),
        rssEnd: samples.at(-1)?.rss ?? 0,
        cpuPercent: ((cpu.user + cpu.system) / 1_000 / wall) * 100,
        connectionsPeak: peak('connections'),
        activePeak: peak('active'),
        lockWaitPeak: peak('waiting'),
        loopDelayP99: loopDelay.percentile(99) / 1e6,
        loopDelayMax: loopDelay.max / 1e6,
        waits,
      };
    },

    sequence: async (tournamentId: string) => app.realtime.sequence(tournamentId),

    openPositions: async (tournamentId: string) =>
      (
        await app.db
          .selectFrom('positions as p')
          .innerJoin('tradeAccounts as a', 'a.id', 'p.accountId')
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .where('a.tournamentId', '=', tournamentId)
          .where('p.status', '=', 'open')
          .executeTakeFirstOrThrow()
      ).count,

    check: (tournamentId: string, ledger: Ledger) => checkInvariants(app, tournamentId, ledger),
  };
}
export type SoakCommands = ReturnType<typeof soakCommands>;
