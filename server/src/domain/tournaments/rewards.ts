import { compareEntries } from '../leaderboard/board.ts';
import { fromCents, toCents } from './pricing.ts';

export type RewardRow = { fromRank: number; toRank: number; share: number };
export type Standing = {
  accountId: string;
  userId: string;
  totalProfit: number;
  tradeCount: number;
  createdAt: Date;
};

/**
 * Ranking of DECISIONS.md section 5: total profit descending, ties to the earlier account. Members without a
 * closed trade are ranked too but cannot win.
 */
export function rank<T extends Standing>(
  standings: T[],
): Array<T & { rank: number; isPrizeEligible: boolean }> {
  return [...standings]
    .sort((a, b) =>
      compareEntries(
        { accountId: a.accountId, profitCents: toCents(a.totalProfit), createdAtMs: a.createdAt.getTime() },
        { accountId: b.accountId, profitCents: toCents(b.totalProfit), createdAtMs: b.createdAt.getTime() },
      ),
    )
    .map((standing, index) => ({ ...standing, rank: index + 1, isPrizeEligible: standing.tradeCount > 0 }));
}

/**
 * Prizes of the final ranking: each eligible rank inside a reward row gets that row's share of the pool.
 * Ineligible members do not take a place in the prize table: the eligible ones move up into it.
 */
export function prizes(
  ranked: Array<{ accountId: string; isPrizeEligible: boolean }>,
  rewards: RewardRow[],
  pool: number,
) {
  const poolCents = toCents(pool);
  const awarded = new Map<string, number>();
  ranked
    .filter((entry) => entry.isPrizeEligible)
    .forEach((entry, index) => {
      const place = index + 1;
      const row = rewards.find((reward) => place >= reward.fromRank && place <= reward.toRank);
      if (row) awarded.set(entry.accountId, fromCents(Math.floor((poolCents * row.share) / 100)));
    });
  return awarded;
}
