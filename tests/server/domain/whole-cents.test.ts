import { describe, expect, it } from 'vitest';
import { isWholeCents } from '../../../server/src/domain/tournaments/validation.ts';

describe('isWholeCents (money an operator types: prices, pools, credit grants)', () => {
  it('accepts every amount with at most 2 decimals, though x * 100 is not exact in binary', () => {
    for (const amount of [0, 0.07, 1.1, 4.35, 19.99, 33.33, 1_000_000.01])
      expect(isWholeCents(amount)).toBe(true);
  });

  it('refuses fractions of a cent and non-numbers', () => {
    for (const amount of [1.005, 0.001, 19.999, Number.NaN, Number.POSITIVE_INFINITY])
      expect(isWholeCents(amount)).toBe(false);
  });
});
