// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  effectivePoolPrice,
  poolAfterEntry,
  poolAfterRefund,
  priceEntry,
  promoProblem,
  type Promo,
} from '../../../server/src/domain/tournaments/pricing.ts';

const pricing = {
  poolPrice: 0,
  price: 0,
  isDynamicPoolPrice: false,
  dynamicPoolPrice: 0,
  settingsPoolPrice: 0,
};

describe('effective pool price (spec section 9)', () => {
  it('with dynamic pricing: the base pool price plus the dynamic percent of the settings pool price', () => {
    expect(
      effectivePoolPrice({
        ...pricing,
        poolPrice: 1000,
        isDynamicPoolPrice: true,
        dynamicPoolPrice: 40,
        settingsPoolPrice: 250,
      }),
    ).toBe(1100);
    // Percent of cents, floored: 33% of $0.10 is 3 cents.
    expect(
      effectivePoolPrice({
        ...pricing,
        poolPrice: 1,
        isDynamicPoolPrice: true,
        dynamicPoolPrice: 33,
        settingsPoolPrice: 0.1,
      }),
    ).toBe(1.03);
  });

  it('without: the pool price, else the price, else 0', () => {
    expect(
      effectivePoolPrice({
        ...pricing,
        poolPrice: 500,
        price: 10,
        dynamicPoolPrice: 90,
        settingsPoolPrice: 9999,
      }),
    ).toBe(500);
    expect(effectivePoolPrice({ ...pricing, price: 10 })).toBe(10);
    expect(effectivePoolPrice(pricing)).toBe(0);
  });

  it('grows by each paid amount and shrinks back on a refund, never below zero, without float drift', () => {
    let pool = 0;
    for (let entry = 0; entry < 10; entry += 1) pool = poolAfterEntry(pool, 0.1);
    expect(pool).toBe(1);
    expect(poolAfterRefund(pool, 0.3)).toBe(0.7);
    expect(poolAfterRefund(0.2, 5)).toBe(0);
  });
});

describe('entry price with a promo code', () => {
  it('takes a percent or a fixed amount off, never below zero', () => {
    expect(priceEntry(40, { kind: 'percent', value: 25 })).toEqual({ price: 40, discount: 10, total: 30 });
    expect(priceEntry(9.99, { kind: 'percent', value: 33 })).toEqual({
      price: 9.99,
      discount: 3.3,
      total: 6.69,
    });
    expect(priceEntry(10, { kind: 'fixed', value: 2.5 })).toEqual({ price: 10, discount: 2.5, total: 7.5 });
    expect(priceEntry(10, { kind: 'fixed', value: 25 })).toEqual({ price: 10, discount: 10, total: 0 });
    expect(priceEntry(10, null)).toEqual({ price: 10, discount: 0, total: 10 });
  });
});

describe('promo code problems', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const promo: Promo = {
    kind: 'percent',
    value: 10,
    expiresAt: null,
    usageCap: null,
    uses: 0,
    tournamentId: null,
  };

  it('is usable when unexpired, under its cap and for this (or any) tournament', () => {
    expect(promoProblem(promo, 't1', now)).toBeNull();
    expect(
      promoProblem(
        { ...promo, usageCap: 3, uses: 2, tournamentId: 't1', expiresAt: new Date('2026-06-02') },
        't1',
        now,
      ),
    ).toBeNull();
  });

  it('names why it is not', () => {
    expect(promoProblem({ ...promo, expiresAt: now }, 't1', now)).toBe('expired');
    expect(promoProblem({ ...promo, usageCap: 2, uses: 2 }, 't1', now)).toBe('exhausted');
    expect(promoProblem({ ...promo, tournamentId: 't2' }, 't1', now)).toBe('otherTournament');
  });
});
