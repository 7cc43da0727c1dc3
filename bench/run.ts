/**
 * npm run bench: prints figures with their spread and their ratio to a baseline measured in the same run, and
 * writes them to bench/results/. It asserts nothing (timings vary by machine); the budgets are tests.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { buildIfStale } from '../scripts/build-if-stale.ts';
import { startPlatform } from '../tests/e2e/support/platform.ts';
import { startTestCluster } from '../tests/support/postgres.ts';
import { bundleFigures } from './bundle.ts';
import { liveBoardFigures } from './live-board.ts';
import { table, type Figure } from './stats.ts';

await buildIfStale();
const figures: Figure[] = [];
const cluster = await startTestCluster();
const platform = await startPlatform(cluster.url);
try {
  figures.push(...(await bundleFigures(platform)));
} finally {
  await platform.close();
  await cluster.stop();
}
figures.push(...liveBoardFigures());

console.log(table(figures));
mkdirSync('bench/results', { recursive: true });
const file = `bench/results/${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
writeFileSync(file, JSON.stringify({ at: new Date().toISOString(), figures }, null, 2));
console.log(`\nWritten to ${file}`);
process.exit(0);
