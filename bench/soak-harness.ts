/**
 * The load soak of issue 11, shared by `npm run test:soak` (bench/soak.ts: 500 traders, 2,000 watchers, 60 s) and
 * its short CI version (tests/server/attacks/load.test.ts): members trade through the real terminal API, watchers
 * follow the live board over socket.io, readers fetch the board over HTTP; then the traders close what is open,
 * the board comes to rest, and the run checks that every watcher converged on the last sequence number (a sample
 * rebuilt the very board the server holds) and that the platform's invariants hold.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PREFIX, type LeaderboardSnapshot } from '../server/src/contract.ts';
import { openTerminal, read, tallies, trade, type Terminal } from './soak-clients.ts';
import type { Ledger } from './soak-invariants.ts';
import type { SoakCommands } from './soak-platform.ts';
import { shown, type Watchers } from './soak-watchers.ts';

export type SoakOptions = {
  traders: number;
  watchers: number;
  /** HTTP readers of the board (top 100 and whole board in turn). */
  readers: number;
  durationMs: number;
  /** Mean time between two actions (order or close) of one trader, and between two reads of one reader. */
  tradePaceMs: number;
  readPaceMs: number;
  /** Watchers that rebuild the whole board, to compare with the server's at the end. */
  sampledBoards: number;
};

type Remote<C> = {
  [K in keyof C]: C[K] extends (...args: infer A) => infer R ? (...args: A) => Promise<Awaited<R>> : never;
};
/**
 * The platform under load: its loopback URL and the soak commands, and the watchers of a tournament (soak-watchers.ts),
 * each in this process or over IPC.
 */
export type SoakPlatform = {
  url: string;
  commands: Remote<SoakCommands>;
  watchers: (tournamentId: string) => Promise<Remote<Watchers>>;
};

/** How long the board may take to come to rest, and the watchers to reach its last sequence number. */
const SETTLE_TIMEOUT_MS = 30_000;
const CONVERGE_TIMEOUT_MS = 30_000;
const OPEN_BATCH = 50;

async function inBatches<T, R>(items: T[], size: number, each: (item: T) => Promise<R>) {
  const results: R[] = [];
  for (let start = 0; start < items.length; start += size)
    results.push(...(await Promise.all(items.slice(start, start + size).map(each))));
  return results;
}

export async function runSoak(platform: SoakPlatform, options: SoakOptions, log: (line: string) => void) {
  const { url, commands } = platform;
  log(`setup: a live tournament with ${options.traders} entered members`);
  const { tournamentId, members } = await commands.setup(options.traders);
  const tally = tallies();
  const ledger: Ledger = { orders: [], closes: [], unansweredOrders: 0, unansweredCloses: 0 };
  const audience = await platform.watchers(tournamentId);
  try {
    // First, while their one-minute embed tokens are fresh.
    log(`opening ${members.length} terminals`);
    const terminals: Terminal[] = await inBatches(members, OPEN_BATCH, (member) =>
      openTerminal(url, member, tally),
    );
    log(`opening ${options.watchers} watchers`);
    await audience.open(
      options.watchers,
      members.map((member) => member.token),
      options.sampledBoards,
    );

    log(`load for ${options.durationMs / 1000} s`);
    await commands.monitorStart();
    const stopAt = Date.now() + options.durationMs;
    const load = Promise.all([
      ...terminals.map((terminal) =>
        trade(url, terminal, { paceMs: options.tradePaceMs, stopAt }, tally, ledger),
      ),
      ...Array.from({ length: options.readers }, (_, index) =>
        read(
          url,
          members[index % members.length]!.token,
          tournamentId,
          { paceMs: options.readPaceMs, stopAt },
          tally,
        ),
      ),
    ]);
    await sleep(Math.max(0, stopAt - Date.now()));
    const resources = await commands.monitorStop();
    log('closing what is still open');
    await load;

    log('waiting for the board to come to rest');
    const openLeft = await commands.openPositions(tournamentId);
    let finalSeq = await commands.sequence(tournamentId);
    let isAtRest = false;
    for (const until = Date.now() + SETTLE_TIMEOUT_MS; !isAtRest && Date.now() < until;) {
      await sleep(2_000); // four pulses
      const seq = await commands.sequence(tournamentId);
      isAtRest = seq === finalSeq;
      finalSeq = seq;
    }
    const isConverged = await audience.reach(finalSeq, CONVERGE_TIMEOUT_MS);
    const response = await fetch(`${url}${API_PREFIX}/tournaments/leaderBoard/${tournamentId}`, {
      headers: { authorization: `Bearer ${members[0]!.token}` },
    });
    const board = (await response.json()) as LeaderboardSnapshot;
    const watched = await audience.summary(
      finalSeq,
      board.rows.map((row) => [row.accountId, shown(row)]),
    );

    log('checking invariants');
    const invariants = await commands.check(tournamentId, ledger);
    return {
      options,
      requests: tally.all(),
      ledger: {
        orders: ledger.orders.length,
        closes: ledger.closes.length,
        unansweredOrders: ledger.unansweredOrders,
        unansweredCloses: ledger.unansweredCloses,
        openLeft,
      },
      watchers: {
        ...watched,
        finalSeq,
        boardSeq: board.seq,
        isAtRest,
        isConverged,
      },
      resources,
      invariants,
    };
  } finally {
    await audience.close();
  }
}
export type SoakResult = Awaited<ReturnType<typeof runSoak>>;
