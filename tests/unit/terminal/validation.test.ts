import { describe, expect, it } from 'vitest';
import { TRADING_MESSAGES } from '@/contract/trading.ts';
import { parseOptionalPrice, validateOrder, type OrderDraft } from '@/terminal/domain/validation.ts';
import { EURUSD as eurusd } from './fixtures.ts';

const order = (draft: Partial<OrderDraft>): OrderDraft => ({
  side: 'buy',
  volume: 0.1,
  stopLoss: null,
  takeProfit: null,
  ...draft,
});

describe('validateOrder', () => {
  it('lets a plain market order through', () => {
    expect(validateOrder(order({}), eurusd, 1.1)).toBeNull();
  });

  it('refuses a size out of limits or off the step with the limits filled in', () => {
    const message = 'Size must be between 0.01 and 50 lots, in steps of 0.01.';
    expect(validateOrder(order({ volume: 0 }), eurusd, 1.1)).toBe(message);
    expect(validateOrder(order({ volume: 51 }), eurusd, 1.1)).toBe(message);
    expect(validateOrder(order({ volume: 0.105 }), eurusd, 1.1)).toBe(message);
  });

  it('wants the stop loss below the price for a buy and above it for a sell', () => {
    expect(validateOrder(order({ stopLoss: 1.09 }), eurusd, 1.1)).toBeNull();
    expect(validateOrder(order({ stopLoss: 1.11 }), eurusd, 1.1)).toBe(TRADING_MESSAGES.badStopLoss);
    expect(validateOrder(order({ stopLoss: 1.1 }), eurusd, 1.1)).toBe(TRADING_MESSAGES.badStopLoss);
    expect(validateOrder(order({ side: 'sell', stopLoss: 1.11 }), eurusd, 1.1)).toBeNull();
    expect(validateOrder(order({ side: 'sell', stopLoss: 1.09 }), eurusd, 1.1)).toBe(
      TRADING_MESSAGES.badStopLoss,
    );
  });

  it('wants the take profit on the other side', () => {
    expect(validateOrder(order({ takeProfit: 1.12 }), eurusd, 1.1)).toBeNull();
    expect(validateOrder(order({ takeProfit: 1.08 }), eurusd, 1.1)).toBe(TRADING_MESSAGES.badTakeProfit);
    expect(validateOrder(order({ side: 'sell', takeProfit: 1.08 }), eurusd, 1.1)).toBeNull();
    expect(validateOrder(order({ side: 'sell', takeProfit: 1.12 }), eurusd, 1.1)).toBe(
      TRADING_MESSAGES.badTakeProfit,
    );
  });

  it('refuses a price field that is not a number', () => {
    expect(validateOrder(order({ stopLoss: Number.NaN }), eurusd, 1.1)).toBe(TRADING_MESSAGES.badStopLoss);
  });
});

describe('parseOptionalPrice', () => {
  it('reads empty as none, decimals with a point or a comma, and the rest as NaN', () => {
    expect(parseOptionalPrice('  ')).toBeNull();
    expect(parseOptionalPrice('1.0850')).toBe(1.085);
    expect(parseOptionalPrice('1,085')).toBe(1.085);
    expect(parseOptionalPrice('.5')).toBe(0.5);
    expect(parseOptionalPrice('1.2.3')).toBeNaN();
    expect(parseOptionalPrice('-1')).toBeNaN();
    expect(parseOptionalPrice('abc')).toBeNaN();
  });
});
