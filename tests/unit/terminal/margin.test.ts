import { describe, expect, it } from 'vitest';
import { requiredMargin, toUsd } from '@/terminal/domain/margin.ts';

const pair = (base: string, quote: string, contractSize = 100_000) => ({
  symbol: `${base}${quote}`,
  baseCurrency: base,
  quoteCurrency: quote,
  contractSize,
});

describe('requiredMargin', () => {
  it('takes the notional over the leverage when prices are in USD', () => {
    // 0.1 lot EURUSD at 1.1000, 1:100: 10,000 EUR = 11,000 USD, margin 110 USD.
    expect(requiredMargin(pair('EUR', 'USD'), 0.1, 1.1, 100)).toBe(110);
    // 1 lot of gold (100 oz) at 2,000 with 1:50.
    expect(requiredMargin(pair('XAU', 'USD', 100), 1, 2000, 50)).toBe(4000);
  });

  it('needs no price when USD is the base currency', () => {
    expect(requiredMargin(pair('USD', 'JPY'), 1, 150, 100)).toBe(1000);
    expect(requiredMargin(pair('USD', 'JPY'), 1, 90, 100)).toBe(1000);
  });

  it('converts a cross through the quotes it has', () => {
    // 1 lot EURGBP at 0.85 with 1:100 = 850 GBP; GBPUSD bid 1.25 -> 1,062.50 USD.
    const rates = { GBPUSD: { bid: 1.25, ask: 1.2502 } };
    expect(requiredMargin(pair('EUR', 'GBP'), 1, 0.85, 100, rates)).toBe(1062.5);
    // EURJPY: 1 lot at 160 = 16,000,000 JPY / 100 = 160,000 JPY; USDJPY ask 160 -> 1,000 USD.
    expect(requiredMargin(pair('EUR', 'JPY'), 1, 160, 100, { USDJPY: { bid: 159.9, ask: 160 } })).toBe(1000);
  });

  it('gives no estimate rather than a wrong one', () => {
    expect(requiredMargin(pair('EUR', 'GBP'), 1, 0.85, 100)).toBeNull();
    expect(requiredMargin(pair('EUR', 'USD'), Number.NaN, 1.1, 100)).toBeNull();
    expect(requiredMargin(pair('EUR', 'USD'), 0, 1.1, 100)).toBeNull();
  });
});

describe('toUsd', () => {
  it('leaves USD as it is', () => {
    expect(toUsd(12, 'USD', {})).toBe(12);
  });
});
