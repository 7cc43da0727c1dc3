import type { Reward } from '@/contract/tournament.ts';

export type RewardLine = { fromRank: number; toRank: number; share: number; amount: number };

/**
 * The rewards table as shown: each rank range, its share of the pool and what that is in USD for each rank in
 * it. Amounts are floored to the cent, as the platform pays them.
 */
export const rewardLines = (rewards: readonly Reward[], pool: number): RewardLine[] =>
  [...rewards]
    .sort((a, b) => a.fromRank - b.fromRank)
    .map((reward) => ({
      ...reward,
      amount: Math.floor((Math.round(pool * 100) * reward.share) / 100) / 100,
    }));

/** "1", or "2 – 5" for a range. */
export const rankRange = ({ fromRank, toRank }: Pick<Reward, 'fromRank' | 'toRank'>) =>
  fromRank === toRank ? String(fromRank) : `${fromRank} – ${toRank}`;
