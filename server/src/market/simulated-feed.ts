import { foldPrice, type Candle, type PriceQuote } from '../contract.ts';
import { INSTRUMENTS, toInstrument, type InstrumentModel } from '../domain/market/instruments.ts';
import { roundTo, seededRandom, stepPrice } from '../domain/market/random-walk.ts';
import type { MarketState } from '../lib/cluster-events.ts';
import type { MarketFeed } from './feed.ts';

const MINUTE_MS = 60_000;
const KEPT_CANDLES = 1_440;
const HISTORY_MINUTES = 300;
const HISTORY_STEPS_PER_MINUTE = 12;

type Track = {
  model: InstrumentModel;
  mid: number;
  random: () => number;
  candles: Candle[];
  quote: PriceQuote;
};

export type SimulatedFeedOptions = {
  seed: number;
  /** Milliseconds between ticks, for the size of a step; the market plugin's timer calls `tick()`. */
  tickMs: number;
  now: () => Date;
};

/**
 * The simulated market (DECISIONS.md section 5): a seeded random walk per instrument, a fixed spread around
 * the mid, ticking several times a second, with one-minute candles kept for charts. The same seed and clock
 * replay the same prices.
 */
export function createSimulatedFeed({ seed, tickMs, now }: SimulatedFeedOptions) {
  const listeners = new Set<(quotes: PriceQuote[]) => void>();
  const stepMs = tickMs > 0 ? tickMs : 250;
  const tracks = new Map<string, Track>();

  const quoteOf = (model: InstrumentModel, mid: number, time: number): PriceQuote => ({
    symbol: model.symbol,
    bid: roundTo(mid - model.spread / 2, model.digits),
    ask: roundTo(mid + model.spread / 2, model.digits),
    time,
  });

  /** The instrument's new quote, folded into its forming candle (a quote older than that candle is not). */
  const record = (track: Track, quote: PriceQuote) => {
    track.quote = quote;
    const last = track.candles.at(-1);
    const next = foldPrice(last, quote.bid, quote.time);
    if (last && next.time === last.time) track.candles[track.candles.length - 1] = next;
    else if (!last || next.time > last.time) track.candles.push(next);
    if (track.candles.length > KEPT_CANDLES) track.candles.shift();
  };

  const advance = (track: Track, sigma: number, time: number) => {
    track.mid = stepPrice(track.mid, track.model.startPrice, sigma, track.random);
    record(track, quoteOf(track.model, track.mid, time));
  };

  // History before now, so a chart opened on a fresh start has hours of bars to show.
  const startMs = now().getTime();
  INSTRUMENTS.forEach((model, index) => {
    const track: Track = {
      model,
      mid: model.startPrice,
      random: seededRandom(seed * 31 + index),
      candles: [],
      quote: quoteOf(model, model.startPrice, startMs),
    };
    const sigma = model.minuteVolatility / Math.sqrt(HISTORY_STEPS_PER_MINUTE);
    for (let step = HISTORY_MINUTES * HISTORY_STEPS_PER_MINUTE; step > 0; step -= 1)
      advance(track, sigma, startMs - (step * MINUTE_MS) / HISTORY_STEPS_PER_MINUTE);
    tracks.set(model.symbol, track);
  });

  const instruments = INSTRUMENTS.map(toInstrument);
  const bySymbol = new Map(instruments.map((instrument) => [instrument.symbol, instrument]));

  /** One step of every instrument; answers the quotes that changed. */
  const tick = () => {
    const time = now().getTime();
    const changed: PriceQuote[] = [];
    for (const track of tracks.values()) {
      const before = track.quote;
      advance(track, track.model.minuteVolatility * Math.sqrt(stepMs / MINUTE_MS), time);
      if (track.quote.bid !== before.bid || track.quote.ask !== before.ask) changed.push(track.quote);
    }
    notify(changed);
    return changed;
  };

  /** When this feed last ticked or heard the leader's quotes. */
  let heardAt = now().getTime();
  const notify = (quotes: PriceQuote[]) => {
    heardAt = now().getTime();
    for (const listener of listeners) listener(quotes);
  };

  /** Takes quotes from the leading process's feed (issue 12): this one follows, and may lead from here on. */
  const follow = (quotes: readonly PriceQuote[]) => {
    for (const quote of quotes) {
      const track = tracks.get(quote.symbol);
      if (!track) continue;
      track.mid = (quote.bid + quote.ask) / 2;
      record(track, quote);
    }
    notify([...quotes]);
  };

  const market: MarketFeed = {
    instruments,
    instrument: (symbol) => bySymbol.get(symbol),
    quote: (symbol) => tracks.get(symbol)?.quote,
    quotes: () => [...tracks.values()].map((track) => track.quote),
    candles: (symbol, limit) => tracks.get(symbol)?.candles.slice(-limit) ?? [],
    onQuotes(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stop: () => listeners.clear(),
    isCurrent: () => true,
  };

  return {
    ...market,
    tick,
    follow,
    /** Milliseconds since this feed last ticked or followed. */
    silentFor: () => now().getTime() - heardAt,
    /** The whole market, for a process that starts following. */
    state: (): MarketState => ({
      quotes: [...tracks.values()].map((track) => track.quote),
      candles: Object.fromEntries([...tracks].map(([symbol, track]) => [symbol, track.candles])),
    }),
    /** Replaces the market with the leader's. */
    load(state: MarketState) {
      for (const [symbol, candles] of Object.entries(state.candles)) {
        const track = tracks.get(symbol);
        if (track) track.candles = candles.slice(-KEPT_CANDLES);
      }
      follow(state.quotes);
    },
  };
}
export type SimulatedFeed = ReturnType<typeof createSimulatedFeed>;
