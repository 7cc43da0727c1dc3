import {
  TRADING_MESSAGES,
  type CloseReason,
  type Instrument,
  type OrderRequest,
  type PriceQuote,
  type Side,
} from '../../contract.ts';

/** An open position as the engine sees it; money in USD, prices in the instrument's quote currency. */
export type OpenPosition = {
  id: string;
  accountId: string;
  symbol: string;
  side: Side;
  volume: number;
  openPrice: number;
  openedAt: Date;
  stopLoss: number | null;
  takeProfit: number | null;
  margin: number;
};

/** Below this margin level (equity over used margin, in percent) every position is closed: the stop-out. */
export const STOP_OUT_LEVEL = 50;

const cents = (value: number) => Math.round(value * 100) / 100;

/** A buy opens at the ask and closes at the bid; a sell the other way round. */
export const openPriceOf = (side: Side, quote: PriceQuote) => (side === 'buy' ? quote.ask : quote.bid);
export const closePriceOf = (side: Side, quote: PriceQuote) => (side === 'buy' ? quote.bid : quote.ask);

/** Converts an amount in the instrument's quote currency to USD at the given price. */
export function toUsd(amount: number, instrument: Instrument, price: number): number {
  if (instrument.quoteCurrency === 'USD') return amount;
  if (instrument.baseCurrency === 'USD') return amount / price;
  throw new Error(`No USD conversion for ${instrument.symbol}`);
}

export const marginOf = (instrument: Instrument, volume: number, price: number, leverage: number) =>
  cents(toUsd(instrument.contractSize * volume * price, instrument, price) / leverage);

export function profitOf(
  position: Pick<OpenPosition, 'side' | 'volume' | 'openPrice'>,
  instrument: Instrument,
  price: number,
): number {
  const move = position.side === 'buy' ? price - position.openPrice : position.openPrice - price;
  return cents(toUsd(move * instrument.contractSize * position.volume, instrument, price));
}

export type Refusal = { status: 409 | 422; message: string };
export type Accepted = { openPrice: number; margin: number };

const isOnStep = (volume: number, step: number) => Math.abs(volume / step - Math.round(volume / step)) < 1e-6;

/** Checks an order against the instrument, the price and the account's free margin. */
export function checkOrder(
  order: OrderRequest,
  instrument: Instrument,
  quote: PriceQuote,
  freeMargin: number,
  leverage: number,
): Accepted | Refusal {
  const { minVolume: min, maxVolume: max, volumeStep: step } = instrument;
  if (order.volume < min || order.volume > max || !isOnStep(order.volume, step))
    return {
      status: 422,
      message: TRADING_MESSAGES.badSize
        .replace('{min}', String(min))
        .replace('{max}', String(max))
        .replace('{step}', String(step)),
    };
  const openPrice = openPriceOf(order.side, quote);
  const exitPrice = closePriceOf(order.side, quote);
  const isBuy = order.side === 'buy';
  if (order.stopLoss != null && (isBuy ? order.stopLoss >= exitPrice : order.stopLoss <= exitPrice))
    return { status: 422, message: TRADING_MESSAGES.badStopLoss };
  if (order.takeProfit != null && (isBuy ? order.takeProfit <= exitPrice : order.takeProfit >= exitPrice))
    return { status: 422, message: TRADING_MESSAGES.badTakeProfit };
  const margin = marginOf(instrument, order.volume, openPrice, leverage);
  if (margin > freeMargin) return { status: 409, message: TRADING_MESSAGES.notEnoughMargin };
  return { openPrice, margin };
}

/** Whether the price has reached the position's stop loss or take profit. */
export function exitOf(position: OpenPosition, quote: PriceQuote): CloseReason | null {
  const price = closePriceOf(position.side, quote);
  const isBuy = position.side === 'buy';
  if (position.stopLoss !== null && (isBuy ? price <= position.stopLoss : price >= position.stopLoss))
    return 'stop_loss';
  if (position.takeProfit !== null && (isBuy ? price >= position.takeProfit : price <= position.takeProfit))
    return 'take_profit';
  return null;
}

export type Valued = OpenPosition & { currentPrice: number; profit: number };

/** Each position with the price it would close at now and its profit at that price. */
export function valuePositions(
  positions: Iterable<OpenPosition>,
  instruments: ReadonlyMap<string, Instrument>,
  quoteOf: (symbol: string) => PriceQuote | undefined,
): Valued[] {
  const valued: Valued[] = [];
  for (const position of positions) {
    const instrument = instruments.get(position.symbol);
    const quote = quoteOf(position.symbol);
    if (!instrument || !quote) continue;
    const currentPrice = closePriceOf(position.side, quote);
    valued.push({ ...position, currentPrice, profit: profitOf(position, instrument, currentPrice) });
  }
  return valued;
}

export type Summary = {
  balance: number;
  equity: number;
  margin: number;
  freeMargin: number;
  marginLevel: number | null;
  profit: number;
};

/** Balance, equity, margin and free margin of an account from its valued open positions. */
export function summarize(
  balance: number,
  startingBalance: number,
  positions: Array<Pick<Valued, 'margin' | 'profit'>>,
): Summary {
  const open = positions.reduce((sum, position) => sum + position.profit, 0);
  const margin = cents(positions.reduce((sum, position) => sum + position.margin, 0));
  const equity = cents(balance + open);
  return {
    balance,
    equity,
    margin,
    freeMargin: cents(equity - margin),
    marginLevel: margin > 0 ? cents((equity / margin) * 100) : null,
    profit: cents(equity - startingBalance),
  };
}

export const isStopOut = (summary: Summary) =>
  summary.marginLevel !== null && summary.marginLevel < STOP_OUT_LEVEL;
