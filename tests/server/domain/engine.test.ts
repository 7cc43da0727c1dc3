// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TRADING_MESSAGES, type PriceQuote } from '../../../src/contract/index.ts';
import { INSTRUMENTS, toInstrument } from '../../../server/src/domain/market/instruments.ts';
import {
  checkOrder,
  exitOf,
  isStopOut,
  marginOf,
  profitOf,
  summarize,
  valuePositions,
  type OpenPosition,
} from '../../../server/src/domain/trading/engine.ts';
import { OrderLimiter } from '../../../server/src/domain/trading/order-limiter.ts';
import { createSimulatedFeed } from '../../../server/src/market/simulated-feed.ts';

const instrument = (symbol: string) => toInstrument(INSTRUMENTS.find((model) => model.symbol === symbol)!);
const EURUSD = instrument('EURUSD');
const USDJPY = instrument('USDJPY');
const quote = (bid: number, ask: number, symbol = 'EURUSD'): PriceQuote => ({ symbol, bid, ask, time: 0 });
const position = (fields: Partial<OpenPosition> = {}): OpenPosition => ({
  id: 'p1',
  accountId: 'a1',
  symbol: 'EURUSD',
  side: 'buy',
  volume: 1,
  openPrice: 1.1,
  openedAt: new Date(0),
  stopLoss: null,
  takeProfit: null,
  margin: 1100,
  ...fields,
});

describe('P&L and margin', () => {
  it('values a buy at the bid and a sell at the ask, in USD', () => {
    expect(profitOf({ side: 'buy', volume: 1, openPrice: 1.1 }, EURUSD, 1.1012)).toBe(120);
    expect(profitOf({ side: 'sell', volume: 0.5, openPrice: 1.1 }, EURUSD, 1.1012)).toBe(-60);
    // A yen-quoted pair converts its profit with the closing price: 1 lot, 1 yen up = 100,000 JPY.
    expect(profitOf({ side: 'buy', volume: 1, openPrice: 150 }, USDJPY, 151)).toBe(662.25);
  });

  it('holds notional over leverage as margin', () => {
    expect(marginOf(EURUSD, 1, 1.1, 100)).toBe(1100);
    expect(marginOf(USDJPY, 2, 150, 50)).toBe(4000);
  });

  it('sums balance, open profit and margin into equity and free margin', () => {
    const valued = valuePositions(
      [position(), position({ id: 'p2', side: 'sell' })],
      new Map([['EURUSD', EURUSD]]),
      () => quote(1.101, 1.1012),
    );
    expect(valued.map((item) => item.profit)).toEqual([100, -120]);
    expect(summarize(10_000, 9_000, valued)).toEqual({
      balance: 10_000,
      equity: 9_980,
      margin: 2_200,
      freeMargin: 7_780,
      marginLevel: 453.64,
      profit: 980,
    });
  });

  it('stops out below half the used margin', () => {
    expect(isStopOut(summarize(1_000, 1_000, [{ margin: 1_100, profit: -500 }]))).toBe(true);
    expect(isStopOut(summarize(1_000, 1_000, [{ margin: 1_100, profit: -400 }]))).toBe(false);
    expect(isStopOut(summarize(1_000, 1_000, []))).toBe(false);
  });
});

describe('orders', () => {
  const order = { symbol: 'EURUSD', side: 'buy' as const, volume: 1 };

  it('opens a buy at the ask with its margin', () => {
    expect(checkOrder(order, EURUSD, quote(1.1, 1.1002), 5_000, 100)).toEqual({
      openPrice: 1.1002,
      margin: 1100.2,
    });
  });

  it('refuses a size outside the limits or off the step', () => {
    const badSize = { status: 422, message: 'Size must be between 0.01 and 50 lots, in steps of 0.01.' };
    expect(checkOrder({ ...order, volume: 0.005 }, EURUSD, quote(1.1, 1.1002), 5_000, 100)).toEqual(badSize);
    expect(checkOrder({ ...order, volume: 51 }, EURUSD, quote(1.1, 1.1002), 1e9, 100)).toEqual(badSize);
    expect(checkOrder({ ...order, volume: 1.015 }, EURUSD, quote(1.1, 1.1002), 5_000, 100)).toEqual(badSize);
  });

  it('refuses an order the free margin cannot hold', () => {
    expect(checkOrder(order, EURUSD, quote(1.1, 1.1002), 1_000, 100)).toEqual({
      status: 409,
      message: TRADING_MESSAGES.notEnoughMargin,
    });
  });

  it('refuses a stop loss or take profit on the wrong side of the price', () => {
    const at = quote(1.1, 1.1002);
    expect(checkOrder({ ...order, stopLoss: 1.2 }, EURUSD, at, 5_000, 100)).toMatchObject({
      message: TRADING_MESSAGES.badStopLoss,
    });
    expect(checkOrder({ ...order, takeProfit: 1.09 }, EURUSD, at, 5_000, 100)).toMatchObject({
      message: TRADING_MESSAGES.badTakeProfit,
    });
    expect(checkOrder({ ...order, side: 'sell', stopLoss: 1.09 }, EURUSD, at, 5_000, 100)).toMatchObject({
      message: TRADING_MESSAGES.badStopLoss,
    });
    expect(checkOrder({ ...order, stopLoss: 1.09, takeProfit: 1.11 }, EURUSD, at, 5_000, 100)).toHaveProperty(
      'margin',
    );
  });

  it('limits orders per account in a sliding window', () => {
    const limiter = new OrderLimiter(2, 1_000);
    expect([limiter.allow('a', 0), limiter.allow('a', 10), limiter.allow('a', 20)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(limiter.allow('b', 20)).toBe(true);
    expect(limiter.allow('a', 1_005)).toBe(true);
  });
});

describe('stops on a seeded feed', () => {
  it('fires the stop loss or the take profit first reached, as the seeded market moves', () => {
    const feed = createSimulatedFeed({ seed: 7, tickMs: 0, now: () => new Date(Date.UTC(2026, 10, 22)) });
    const start = feed.quote('EURUSD')!;
    const buy = position({
      openPrice: start.ask,
      stopLoss: start.bid - 0.0004,
      takeProfit: start.bid + 0.0004,
    });
    let reason = null;
    let ticks = 0;
    while (!reason && ticks < 100_000) {
      feed.tick();
      ticks += 1;
      reason = exitOf(buy, feed.quote('EURUSD')!);
    }
    const at = feed.quote('EURUSD')!;
    expect(reason).toBe(at.bid <= buy.stopLoss! ? 'stop_loss' : 'take_profit');
    expect(at.bid <= buy.stopLoss! || at.bid >= buy.takeProfit!).toBe(true);
  });

  it('replays the same prices from the same seed, and other prices from another', () => {
    const now = () => new Date(Date.UTC(2026, 10, 22));
    const prices = (seed: number) => {
      const feed = createSimulatedFeed({ seed, tickMs: 0, now });
      return Array.from({ length: 20 }, () => feed.tick().find((q) => q.symbol === 'BTCUSD')?.bid);
    };
    expect(prices(3)).toEqual(prices(3));
    expect(prices(3)).not.toEqual(prices(4));
  });

  it('keeps one-minute candles whose range holds every tick', () => {
    let time = Date.UTC(2026, 10, 22, 12, 0, 10);
    const feed = createSimulatedFeed({ seed: 1, tickMs: 0, now: () => new Date(time) });
    const bids: number[] = [];
    for (let tick = 0; tick < 40; tick += 1) {
      time += 250;
      bids.push(feed.tick().find((q) => q.symbol === 'XAUUSD')?.bid ?? feed.quote('XAUUSD')!.bid);
    }
    const last = feed.candles('XAUUSD', 1)[0]!;
    expect(last.time).toBe(Date.UTC(2026, 10, 22, 12, 0) / 1000);
    expect(last.high).toBeGreaterThanOrEqual(Math.max(...bids));
    expect(last.low).toBeLessThanOrEqual(Math.min(...bids));
    expect(last.close).toBe(bids.at(-1));
    expect(feed.candles('XAUUSD', 500).length).toBeGreaterThan(250);
  });
});
