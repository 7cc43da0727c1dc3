/** mulberry32: a small, fast, seeded generator, so a seed replays the same market in tests. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A standard normal draw (Box-Muller) from a uniform generator. */
export function normal(random: () => number): number {
  const u = Math.max(random(), Number.EPSILON);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

/** Pull towards the starting level per step, so weeks of ticks keep prices plausible. */
const MEAN_REVERSION = 0.00002;

/**
 * One step of a mean-reverting random walk of the log price: `sigma` is the step's standard deviation
 * (the minute volatility scaled by the square root of the step's share of a minute).
 */
export function stepPrice(price: number, anchor: number, sigma: number, random: () => number): number {
  const drift = -MEAN_REVERSION * Math.log(price / anchor);
  return price * Math.exp(drift + sigma * normal(random));
}

export const roundTo = (value: number, digits: number) => {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
};
