/**
 * npm run bench: prints figures with their spread and their ratio to a baseline measured in the same run, and
 * writes them to bench/results/. It asserts nothing (timings vary by machine); the budgets are tests.
 *
 * Order matters on a 2-core machine, and the whole run must stay under 10 minutes. Lighthouse runs alone first.
 * The portal's 5-minute heap soak (one browser tab on a board at 20 updates a second) then runs beside the bundle
 * (byte counts), the platform's load and the engine: a light, steady load next to them, said in the note. The live
 * board's own figures and the offline warm start run alone.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildIfStale } from '../scripts/build-if-stale.ts';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { startPlatform } from '../tests/e2e/support/platform.ts';
import { startTestCluster } from '../tests/support/postgres.ts';
import { crowdedBoard } from './board-feed.ts';
import { boardPulseFigures } from './board-pulse.ts';
import { bundleFigures } from './bundle.ts';
import { engineFigures } from './engine.ts';
import { lighthouseFigures } from './lighthouse.ts';
import { liveBoardFigures } from './live-board.ts';
import { platformFigures } from './platform-load.ts';
import { table, type Figure } from './stats.ts';
import { warmStartFigures } from './warm-start.ts';

const started = Date.now();
const step = (name: string) => console.error(`[${((Date.now() - started) / 1000).toFixed(0)} s] ${name}`);

await buildIfStale();
const figures: Figure[] = [];
const cluster = await startTestCluster();
try {
  const platform = await startPlatform(cluster.url);
  const browser = await launchBrowser();
  try {
    step('Lighthouse (alone: its CPU throttling multiplies the main-thread time it observes)');
    figures.push(...(await lighthouseFigures(platform)));
    step('a 10,000-player live board');
    const { tournament, member, path } = await crowdedBoard(platform);
    const board = { path, tournamentId: tournament.id, accountId: member.accountId, token: member.token };
    step('live board in the browser');
    const live = await liveBoardFigures(browser, platform, board);
    figures.push(...live.figures);
    step('bundle (beside the heap soak)');
    figures.push(...(await bundleFigures(platform)));
    for (const [name, measure] of [
      ['platform load, fan-out and memory (beside the heap soak)', platformFigures],
      ['engine (beside the heap soak)', engineFigures],
    ] as const) {
      step(name);
      // Each builds the platform on its own fresh database cloned from the cluster's seeded template.
      figures.push(...(await measure(cluster.url)));
    }
    step('heap soak: waiting for the end of its 5 minutes');
    figures.push(...(await live.heap()));
    step('offline warm start');
    figures.push(...(await warmStartFigures(platform, board)));
  } finally {
    await browser.close();
    await platform.close();
  }
} finally {
  await cluster.stop();
}
step('board pulse');
figures.push(...boardPulseFigures());
step('done');

console.log(table(figures));
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), figures }, null, 2));
console.log(`\nWritten to ${file}`);
process.exit(0);
