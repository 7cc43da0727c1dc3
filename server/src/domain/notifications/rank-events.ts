import { SEVERITY_OF, type NotificationKind } from '../../contract.ts';
import type { RewardRow } from '../tournaments/rewards.ts';

/** What the rules read of a leaderboard row. */
export type RankRow = {
  userId: string;
  rank: number;
  profileName: string;
  isPrizeEligible: boolean;
};

export type RankEvent = {
  userId: string;
  kind: NotificationKind;
  severity: number;
  params: Record<string, string | number>;
};

type Context = {
  /** The last rank that wins a prize (0 when the tournament pays none). */
  prizePlaces: number;
  /** Each member's best rank so far in this tournament; a member missing here has none yet. */
  bestRanks: ReadonlyMap<string, number>;
  /** Whether the member wants to hear about this tournament. */
  isWatching: (userId: string) => boolean;
};

export const prizePlacesOf = (rewards: readonly RewardRow[]) =>
  rewards.reduce((last, reward) => (reward.share > 0 ? Math.max(last, reward.toRank) : last), 0);

const TOP = 3;

const event = (userId: string, kind: NotificationKind, params: RankEvent['params']): RankEvent => ({
  userId,
  kind,
  severity: SEVERITY_OF[kind],
  params,
});

/** Counts of ranks 1..size: how many are taken below a rank, and the k-th smallest taken (a Fenwick tree). */
function rankCounter(size: number) {
  const tree = new Int32Array(size + 1);
  const top = 2 ** Math.floor(Math.log2(Math.max(size, 1)));
  return {
    add(rank: number) {
      for (let index = rank; index <= size; index += index & -index) tree[index] = (tree[index] ?? 0) + 1;
    },
    below(rank: number) {
      let count = 0;
      for (let index = Math.min(rank - 1, size); index > 0; index -= index & -index)
        count += tree[index] ?? 0;
      return count;
    },
    kth(k: number) {
      let position = 0;
      let left = k;
      for (let step = top; step > 0; step >>= 1) {
        const next = position + step;
        if (next <= size && (tree[next] ?? 0) < left) {
          position = next;
          left -= tree[next] ?? 0;
        }
      }
      return position + 1;
    },
  };
}

/**
 * For each member who dropped, the rivals who passed them (ranked below before, above now): how many, and the one
 * now nearest above. O(n log n), so a leader's jump across a 10,000-player board stays cheap.
 */
function overtakers(before: ReadonlyMap<string, RankRow>, next: readonly RankRow[]) {
  const moved = next.flatMap((row) => {
    const was = before.get(row.userId);
    return was ? [{ row, was: was.rank }] : [];
  });
  const byRank = new Map(moved.map((item) => [item.row.rank, item.row]));
  const counter = rankCounter(Math.max(0, ...moved.map((item) => item.row.rank)));
  const result = new Map<string, { by: string; count: number }>();
  for (const item of moved.sort((a, b) => b.was - a.was)) {
    if (item.row.rank > item.was) {
      const count = counter.below(item.row.rank);
      const nearest = count > 0 ? byRank.get(counter.kth(count)) : undefined;
      if (nearest) result.set(item.row.userId, { by: nearest.profileName, count });
    }
    counter.add(item.row.rank);
  }
  return result;
}

/**
 * The events one board change means for each watching member, as a pure function of two consecutive boards. A
 * member gets at most one event per change, the most severe: entering the top three outranks entering the prizes
 * or a personal best, which outrank being passed by a rival. Members new to the board get nothing until they move.
 */
export function rankEvents(
  previous: readonly RankRow[],
  next: readonly RankRow[],
  context: Context,
): RankEvent[] {
  const before = new Map(previous.map((row) => [row.userId, row]));
  const inPrizes = (row: RankRow) => row.isPrizeEligible && row.rank <= context.prizePlaces;
  const passed = overtakers(before, next);
  const events: RankEvent[] = [];
  for (const row of next) {
    const was = before.get(row.userId);
    if (!was || was.rank === row.rank || !context.isWatching(row.userId)) continue;
    const candidates: RankEvent[] = [];
    const rank = { rank: row.rank, previousRank: was.rank };
    if (was.rank > TOP && row.rank <= TOP) candidates.push(event(row.userId, 'enteredTop3', rank));
    if (was.rank <= TOP && row.rank > TOP) candidates.push(event(row.userId, 'leftTop3', rank));
    if (!inPrizes(was) && inPrizes(row))
      candidates.push(event(row.userId, 'enteredPrizes', { ...rank, places: context.prizePlaces }));
    if (inPrizes(was) && !inPrizes(row))
      candidates.push(event(row.userId, 'leftPrizes', { ...rank, places: context.prizePlaces }));
    const best = context.bestRanks.get(row.userId) ?? was.rank;
    if (row.rank < best) candidates.push(event(row.userId, 'personalBest', rank));
    const rivals = passed.get(row.userId);
    if (rivals) candidates.push(event(row.userId, 'overtaken', { ...rank, ...rivals }));
    const chosen = candidates.reduce<RankEvent | undefined>(
      (top, item) => (!top || item.severity > top.severity ? item : top),
      undefined,
    );
    if (chosen) events.push(chosen);
  }
  return events;
}
