// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prizes, rank } from '../../../server/src/domain/tournaments/rewards.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 0, minute));
const standing = (accountId: string, totalProfit: number, tradeCount = 1, minute = 0) => ({
  accountId,
  userId: `u-${accountId}`,
  totalProfit,
  tradeCount,
  createdAt: at(minute),
});

describe('ranking (DECISIONS.md section 5)', () => {
  it('orders by profit, ties to the earlier account, and marks members without a closed trade', () => {
    const ranked = rank([
      standing('late', 50, 1, 9),
      standing('top', 90),
      standing('early', 50, 1, 1),
      standing('idle', 70, 0),
    ]);
    expect(ranked.map((entry) => [entry.accountId, entry.rank, entry.isPrizeEligible])).toEqual([
      ['top', 1, true],
      ['idle', 2, false],
      ['early', 3, true],
      ['late', 4, true],
    ]);
  });
});

describe('prizes', () => {
  const rewards = [
    { fromRank: 1, toRank: 1, share: 50 },
    { fromRank: 2, toRank: 3, share: 10 },
  ];

  it('pay each prize place its share of the pool; ineligible members do not take a place', () => {
    const ranked = rank([
      standing('a', 90),
      standing('idle', 80, 0),
      standing('b', 70),
      standing('c', 60),
      standing('d', 50),
    ]);
    expect(Object.fromEntries(prizes(ranked, rewards, 1000))).toEqual({ a: 500, b: 100, c: 100 });
  });

  it('floor each prize to the cent, so the payout never exceeds the pool', () => {
    const ranked = rank([standing('a', 3), standing('b', 2), standing('c', 1)]);
    const paid = prizes(ranked, [{ fromRank: 1, toRank: 3, share: 33.33 }], 100.01);
    expect([...paid.values()]).toEqual([33.33, 33.33, 33.33]);
  });
});
