/**
 * A live 10,000-player board for the browser figures, fed at a fixed rate: each update changes 50 rows and keeps
 * the board consistent (the changed rows swap places among themselves), and the leader's profit carries a marker
 * the page can spot on screen, to time an event from its arrival to its row being drawn.
 */
import type { LeaderboardRow } from '../src/contract/index.ts';
import type { Platform } from '../tests/e2e/support/platform.ts';
import { enteredMember } from '../tests/support/trading.ts';
import { crowdedTournament } from './crowd.ts';

export const PLAYERS = 10_000;
const ROWS_PER_EVENT = 50;
/** The leader's profit in event k: far above everyone, and ending in .25 so the page can tell it apart. */
const MARKER_BASE = 900_000.25;
export const MARKER_PATTERN = /9\d\d,?\d{3}\.25/;

export async function crowdedBoard(platform: Platform) {
  const tournament = await crowdedTournament(platform.app, PLAYERS - 1);
  const member = await enteredMember(platform.app, platform.db, tournament.id);
  await platform.app.boards.open(tournament.id);
  return { tournament, member, path: `/leader-board/${tournament.id}` };
}

/** A small deterministic generator, so every run sends the same updates. */
function generator(seed: number) {
  let state = seed;
  const random = () => (state = (state * 1_103_515_245 + 12_345) % 2_147_483_648) / 2_147_483_648;
  return {
    /** `count` distinct integers in [from, to), ascending. */
    distinct(count: number, from: number, to: number) {
      const chosen = new Set<number>();
      while (chosen.size < count) chosen.add(from + Math.floor(random() * (to - from)));
      return [...chosen].sort((a, b) => a - b);
    },
    shuffled<T>(items: readonly T[]) {
      const copy = [...items];
      for (let index = copy.length - 1; index > 0; index -= 1) {
        const other = Math.floor(random() * (index + 1));
        [copy[index], copy[other]] = [copy[other]!, copy[index]!];
      }
      return copy;
    },
  };
}

/** Emits `perSecond` updates through the platform's own realtime channel until stopped. */
export async function feedBoard(platform: Platform, tournamentId: string, perSecond: number) {
  const snapshot = await platform.app.boards.snapshot(tournamentId, 0);
  const rows: LeaderboardRow[] = [...snapshot.rows].sort((a, b) => a.rank - b.rank);
  const random = generator(2026);
  let sent = 0;
  const next = () => {
    // The leader moves on; 49 others trade places among themselves, their profits following their new ranks.
    const chosen = random.distinct(ROWS_PER_EVENT - 1, 1, rows.length);
    const profits = chosen.map((index) => rows[index]!.totalProfit);
    const moved = random.shuffled(chosen).map((from, place) => ({
      ...rows[from]!,
      rank: chosen[place]! + 1,
      totalProfit: profits[place]!,
    }));
    for (const row of moved) rows[row.rank - 1] = row;
    rows[0] = { ...rows[0]!, totalProfit: MARKER_BASE + sent };
    sent += 1;
    platform.app.realtime.emit('leaderboardUpdate', tournamentId, {
      at: Date.now(),
      rows: [rows[0]!, ...moved],
      removed: [],
    });
  };
  const timer = setInterval(next, 1_000 / perSecond);
  return { sent: () => sent, stop: () => clearInterval(timer) };
}
