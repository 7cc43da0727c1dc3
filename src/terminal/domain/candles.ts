import { candleTime, foldPrice, type Candle } from '../../contract/market.ts';

/**
 * lightweight-charts draws timestamps as UTC. Shifting each bar by the device's UTC offset makes the time axis read
 * in local time, like every other time in the terminal; the shift is for drawing only, never for folding.
 */
export const utcOffsetSeconds = (at: Date = new Date()) => -at.getTimezoneOffset() * 60;

export const toLocalBar = (candle: Candle, offsetSeconds: number): Candle => ({
  ...candle,
  time: candle.time + offsetSeconds,
});

/**
 * The last bar after a new bid, or null when the quote is older than the bar (a late event): the chart only
 * moves forwards, and lightweight-charts refuses to update a bar before the last one.
 */
export function nextBar(last: Candle | undefined, bid: number, timeMs: number): Candle | null {
  if (last && candleTime(timeMs) < last.time) return null;
  return foldPrice(last, bid, timeMs);
}
