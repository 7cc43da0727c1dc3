import type { PriceQuote } from '../../contract/market.ts';
import type { AccountSummary } from '../../contract/trading.ts';

export type PriceMove = 'up' | 'down' | 'flat';

/** Direction of the last change, for the list's up/down tint. */
export function priceMove(previous: number | undefined, next: number): PriceMove {
  if (previous === undefined || previous === next) return 'flat';
  return next > previous ? 'up' : 'down';
}

/** Spread in points (the last decimal of the price), as trading platforms show it: 1.08340/1.08352 -> 12. */
export const spreadPoints = (quote: Pick<PriceQuote, 'bid' | 'ask'>, digits: number) =>
  Math.round((quote.ask - quote.bid) * 10 ** digits);

/** Profit of the competition: equity over the starting balance, open positions included. */
export const accountProfit = (account: Pick<AccountSummary, 'equity' | 'startingBalance'>) =>
  Math.round((account.equity - account.startingBalance) * 100) / 100;
