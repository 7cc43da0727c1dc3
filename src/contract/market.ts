import { Type, type Static } from '@sinclair/typebox';

/** Asset classes of the simulated market (DECISIONS.md section 5). */
export const InstrumentKind = Type.Union([
  Type.Literal('forex'),
  Type.Literal('metal'),
  Type.Literal('index'),
  Type.Literal('crypto'),
]);
export type InstrumentKind = Static<typeof InstrumentKind>;

export const Instrument = Type.Object({
  symbol: Type.String(),
  name: Type.String(),
  kind: InstrumentKind,
  /** Decimal places of a price. */
  digits: Type.Integer({ minimum: 0 }),
  /** Units of the asset in one lot. */
  contractSize: Type.Number({ exclusiveMinimum: 0 }),
  minVolume: Type.Number({ exclusiveMinimum: 0 }),
  maxVolume: Type.Number({ exclusiveMinimum: 0 }),
  volumeStep: Type.Number({ exclusiveMinimum: 0 }),
  /** Prices are quoted in this currency; profit is converted to USD with the closing price when it is not USD. */
  quoteCurrency: Type.String(),
  baseCurrency: Type.String(),
});
export type Instrument = Static<typeof Instrument>;

export const PriceQuote = Type.Object({
  symbol: Type.String(),
  bid: Type.Number(),
  ask: Type.Number(),
  /** Server time of the price, epoch milliseconds. */
  time: Type.Integer(),
});
export type PriceQuote = Static<typeof PriceQuote>;

/** One-minute candle; `time` is the minute's start in epoch seconds (lightweight-charts' UTCTimestamp). */
export const Candle = Type.Object({
  time: Type.Integer(),
  open: Type.Number(),
  high: Type.Number(),
  low: Type.Number(),
  close: Type.Number(),
});
export type Candle = Static<typeof Candle>;

export const CANDLE_SECONDS = 60;

/** The minute a price at `timeMs` belongs to, in epoch seconds. */
export const candleTime = (timeMs: number) => Math.floor(timeMs / 1000 / CANDLE_SECONDS) * CANDLE_SECONDS;

/**
 * Folds one price into a candle series (charts use the bid): the last candle grows, or a new minute starts.
 * Shared by the platform's candle store and the terminal's live chart so both draw the same bars.
 */
export function foldPrice(last: Candle | undefined, price: number, timeMs: number): Candle {
  const time = candleTime(timeMs);
  if (!last || time > last.time) return { time, open: price, high: price, low: price, close: price };
  return { ...last, high: Math.max(last.high, price), low: Math.min(last.low, price), close: price };
}

export const CandlesQuery = Type.Object(
  {
    symbol: Type.String({ minLength: 1, maxLength: 16 }),
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000, default: 300 })),
  },
  { additionalProperties: false },
);
export type CandlesQuery = Static<typeof CandlesQuery>;
