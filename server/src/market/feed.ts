import type { Candle, Instrument, PriceQuote } from '../contract.ts';

/**
 * Where prices come from. The simulator implements it; a real market-data source (a broker's stream) could
 * implement the same and nothing else in the platform would change.
 */
export type MarketFeed = {
  readonly instruments: readonly Instrument[];
  instrument: (symbol: string) => Instrument | undefined;
  quote: (symbol: string) => PriceQuote | undefined;
  quotes: () => PriceQuote[];
  /** One-minute candles of the bid, oldest first, the forming minute last. */
  candles: (symbol: string, limit: number) => Candle[];
  /** Called with the quotes that changed, after every tick. Returns the unsubscribe function. */
  onQuotes: (listener: (quotes: PriceQuote[]) => void) => () => void;
  stop: () => void;
  /**
   * Whether the quotes are current. False on a process cut off from the prices (a follower that stopped hearing
   * the leader's, issue 12): an order or a close there would be priced at an old quote, so it is refused.
   */
  isCurrent: () => boolean;
};
