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

/** The rival who passed the member and now sits nearest above them, and how many passed. */
function overtaking(
  member: RankRow,
  before: RankRow,
  previous: ReadonlyMap<string, RankRow>,
  next: readonly RankRow[],
) {
  const passers = next.filter((other) => {
    const was = previous.get(other.userId);
    return (
      other.userId !== member.userId &&
      was !== undefined &&
      was.rank > before.rank &&
      other.rank < member.rank
    );
  });
  const nearest = passers.reduce<RankRow | undefined>(
    (best, other) => (!best || other.rank > best.rank ? other : best),
    undefined,
  );
  return nearest ? { by: nearest.profileName, count: passers.length } : undefined;
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
    if (row.rank > was.rank) {
      const passed = overtaking(row, was, before, next);
      if (passed) candidates.push(event(row.userId, 'overtaken', { ...rank, ...passed }));
    }
    const chosen = candidates.reduce<RankEvent | undefined>(
      (top, item) => (!top || item.severity > top.severity ? item : top),
      undefined,
    );
    if (chosen) events.push(chosen);
  }
  return events;
}
