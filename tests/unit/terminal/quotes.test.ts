import { describe, expect, it } from 'vitest';
import { accountProfit, priceMove, spreadPoints } from '@/terminal/domain/quotes.ts';
import { nextBar, toLocalBar } from '@/terminal/domain/candles.ts';

describe('quotes', () => {
  it('tells the direction of a move', () => {
    expect(priceMove(undefined, 1.1)).toBe('flat');
    expect(priceMove(1.1, 1.1)).toBe('flat');
    expect(priceMove(1.1, 1.2)).toBe('up');
    expect(priceMove(1.2, 1.1)).toBe('down');
  });

  it('measures the spread in points of the last digit', () => {
    expect(spreadPoints({ bid: 1.0834, ask: 1.08352 }, 5)).toBe(12);
    expect(spreadPoints({ bid: 2000.1, ask: 2000.45 }, 2)).toBe(35);
  });

  it('counts profit from equity over the starting balance', () => {
    expect(accountProfit({ equity: 10_250.456, startingBalance: 10_000 })).toBe(250.46);
    expect(accountProfit({ equity: 9_900, startingBalance: 10_000 })).toBe(-100);
  });
});

describe('live candles', () => {
  const last = { time: 1_800_000_000 - 60, open: 1, high: 1.2, low: 0.9, close: 1.1 };

  it('grows the last bar within its minute and opens a new one after it', () => {
    const inMinute = nextBar(last, 1.3, (last.time + 30) * 1000);
    expect(inMinute).toEqual({ ...last, high: 1.3, close: 1.3 });
    const next = nextBar(last, 1.05, (last.time + 61) * 1000);
    expect(next).toEqual({ time: last.time + 60, open: 1.05, high: 1.05, low: 1.05, close: 1.05 });
  });

  it('ignores a quote older than the last bar', () => {
    expect(nextBar(last, 2, (last.time - 1) * 1000)).toBeNull();
  });

  it('shifts bars to local time for drawing only', () => {
    expect(toLocalBar(last, 3600)).toEqual({ ...last, time: last.time + 3600 });
  });
});
