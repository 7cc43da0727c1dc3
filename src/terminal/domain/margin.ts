import type { Instrument, PriceQuote } from '../../contract/market.ts';

type Rates = Readonly<Record<string, Pick<PriceQuote, 'bid' | 'ask'> | undefined>>;

/**
 * Converts an amount in `currency` to USD with the quotes the terminal already has: XXXUSD multiplies by its bid,
 * USDXXX divides by its ask. Null when no pair links the currency to USD (the ticket then shows no estimate
 * rather than a wrong one).
 */
export function toUsd(amount: number, currency: string, rates: Rates): number | null {
  if (currency === 'USD') return amount;
  const direct = rates[`${currency}USD`];
  if (direct && direct.bid > 0) return amount * direct.bid;
  const inverse = rates[`USD${currency}`];
  if (inverse && inverse.ask > 0) return amount / inverse.ask;
  return null;
}

/**
 * Margin an order would hold, in USD: contract size x lots x price / leverage, in the quote currency. A pair with
 * USD as its base is already in USD before the price (100,000 USDJPY is $100,000), so the price drops out.
 * An estimate only: the server fills at its own price and is the authority.
 */
export function requiredMargin(
  instrument: Pick<Instrument, 'symbol' | 'contractSize' | 'baseCurrency' | 'quoteCurrency'>,
  volume: number,
  price: number,
  leverage: number,
  rates: Rates = {},
): number | null {
  if (!(volume > 0) || !(price > 0) || !(leverage > 0)) return null;
  const units = instrument.contractSize * volume;
  const margin =
    instrument.baseCurrency === 'USD'
      ? units / leverage
      : toUsd((units * price) / leverage, instrument.quoteCurrency, rates);
  return margin === null ? null : Math.round(margin * 100) / 100;
}
