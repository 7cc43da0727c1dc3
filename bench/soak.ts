/**
 * npm run test:soak: the load bullet of issue 11. 500 members trade through the terminal API (an order or a close
 * every 3 s each on average: about 170 a second in all) and 2,000 socket.io clients watch the live board of their
 * tournament (20 HTTP readers fetch its top 100 and whole board every 2 s) for 60 s, against the platform in a
 * child process (soak-process.ts) on an embedded PostgreSQL, with production's market tick, pulse and clock; the
 * watchers in another (soak-watcher-process.ts), the traders and readers here.
 * Prints the figures and answers by status, writes them to bench/results/soak-<time>.json, and exits 1 when a
 * correctness bound fails (soak-report.ts), never for a timing.
 *
 * Smaller runs for trying things: `npx tsx bench/soak.ts <traders> <watchers> <seconds>`.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { startTestCluster } from '../tests/support/postgres.ts';
import { startChild } from './platform-ipc.ts';
import { runSoak, type SoakOptions, type SoakPlatform } from './soak-harness.ts';
import type { SoakProcessCommands } from './soak-process.ts';
import type { WatcherCommands } from './soak-watcher-process.ts';
import { soakFailures, soakFigures, statusLines } from './soak-report.ts';
import { table } from './stats.ts';

const [traders = 500, watchers = 2_000, seconds = 60] = process.argv.slice(2).map(Number);
const options: SoakOptions = {
  traders,
  watchers,
  readers: 20,
  durationMs: seconds * 1000,
  tradePaceMs: 3_000,
  readPaceMs: 2_000,
  sampledBoards: 50,
};

const started = Date.now();
const log = (line: string) => console.error(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${line}`);

const cluster = await startTestCluster();
let exitCode = 1;
try {
  const child = await startChild<SoakProcessCommands>(new URL('./soak-process.ts', import.meta.url), [
    cluster.url,
  ]);
  const audience = await startChild<WatcherCommands>(new URL('./soak-watcher-process.ts', import.meta.url));
  try {
    const url = await child.call('url');
    const platform: SoakPlatform = {
      url,
      commands: {
        setup: (players) => child.call('setup', players),
        monitorStart: () => child.call('monitorStart'),
        monitorStop: () => child.call('monitorStop'),
        sequence: (id) => child.call('sequence', id),
        openPositions: (id) => child.call('openPositions', id),
        check: (id, ledger) => child.call('check', id, ledger),
      },
      async watchers(id) {
        await audience.call('start', url, id);
        return {
          open: (...args) => audience.call('open', ...args),
          reach: (...args) => audience.call('reach', ...args),
          summary: (...args) => audience.call('summary', ...args),
          close: () => audience.call('close'),
        };
      },
    };
    const result = await runSoak(platform, options, log);
    const figures = soakFigures(result);
    const failures = soakFailures(result);
    console.log(table(figures));
    console.log(`\nAnswers by status:\n  ${statusLines(result).join('\n  ')}`);
    console.log(`\nInvariants: ${JSON.stringify({ ...result.invariants, failures: undefined })}`);
    console.log(`Watchers: ${JSON.stringify(result.watchers)}`);
    console.log(failures.length ? `\nFAILED:\n  ${failures.join('\n  ')}` : '\nAll correctness bounds hold.');
    mkdirSync('bench/results', { recursive: true });
    const file = `bench/results/soak-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
    const { requests, ...rest } = result;
    const answers = Object.fromEntries(
      Object.entries(requests).map(([kind, tally]) => [
        kind,
        { attempted: tally.attempted, byStatus: tally.byStatus },
      ]),
    );
    writeFileSync(
      file,
      JSON.stringify({ at: new Date().toISOString(), ...rest, answers, figures, failures }, null, 2),
    );
    console.log(`\nWritten to ${file}`);
    exitCode = failures.length > 0 ? 1 : 0;
  } finally {
    await Promise.all([child.close(), audience.close()]);
  }
} finally {
  await cluster.stop();
}
process.exit(exitCode);
