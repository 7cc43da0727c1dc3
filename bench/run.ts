/**
 * npm run bench: prints figures and ratios, asserts nothing (timings vary by machine; the tests hold behaviour).
 * The full benchmark suite arrives with its own issue; today it measures the live leaderboard's hot path.
 */
import { compareEntries, LiveBoard, type BoardEntry } from '../server/src/domain/leaderboard/board.ts';
import { seededRandom } from '../server/src/domain/market/random-walk.ts';

const PLAYERS = 10_000;
const ROUNDS = 40;

const random = seededRandom(2026);
const entries: BoardEntry[] = Array.from({ length: PLAYERS }, (_, id) => ({
  accountId: `a${id}`,
  userId: `u${id}`,
  username: `Player ${id}`,
  profileName: `P${id}`,
  country: null,
  tradeCount: 1,
  profitCents: Math.round((random() - 0.5) * 2e7),
  createdAtMs: id,
}));

/** One pulse: `share` of the players' profit moves a little (a tick's worth), then the changed rows are read. */
function incremental(board: LiveBoard, share: number) {
  const start = performance.now();
  let sent = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let change = 0; change < PLAYERS * share; change += 1) {
      const entry = entries[Math.floor(random() * PLAYERS)]!;
      entry.profitCents += Math.round((random() - 0.5) * 20_000);
      board.update({ accountId: entry.accountId, profitCents: entry.profitCents });
    }
    sent += board.flush().rows.length;
  }
  return { ms: (performance.now() - start) / ROUNDS, rows: sent / ROUNDS };
}

/** The same moves on a copy, re-ranked by sorting everyone each pulse. */
function fullSort(share: number) {
  const copy = entries.map((entry) => ({ ...entry }));
  const start = performance.now();
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let change = 0; change < PLAYERS * share; change += 1) {
      const entry = copy[Math.floor(random() * PLAYERS)]!;
      entry.profitCents += Math.round((random() - 0.5) * 20_000);
    }
    [...copy].sort(compareEntries).map((entry, index) => ({ ...entry, rank: index + 1 }));
  }
  return (performance.now() - start) / ROUNDS;
}

const board = new LiveBoard(entries);
console.log(`Live leaderboard, ${PLAYERS.toLocaleString('en')} players, mean of ${ROUNDS} pulses`);
for (const share of [0.01, 0.1, 0.5]) {
  const step = incremental(board, share);
  const sort = fullSort(share);
  console.log(
    `  ${String(share * 100).padStart(3)} % of players move: incremental ${step.ms.toFixed(2)} ms ` +
      `(${Math.round(step.rows)} rows sent) | full sort ${sort.toFixed(2)} ms | ratio ${(sort / step.ms).toFixed(1)}x`,
  );
}
