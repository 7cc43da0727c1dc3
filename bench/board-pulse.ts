/** The platform's live leaderboard: an incremental pulse against sorting everyone, on 10,000 players. */
import { compareEntries, LiveBoard, type BoardEntry } from '../server/src/domain/leaderboard/board.ts';
import { seededRandom } from '../server/src/domain/market/random-walk.ts';
import { summarize, type Figure } from './stats.ts';

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

export function boardPulseFigures(): Figure[] {
  const board = new LiveBoard(entries);
  return [0.01, 0.1, 0.5].map((share) => {
    const step = incremental(board, share);
    return summarize(
      `engine: board pulse, ${share * 100} % of ${PLAYERS.toLocaleString('en')} players move`,
      'ms',
      [step.ms],
      { name: 'full sort', value: fullSort(share) },
    );
  });
}
