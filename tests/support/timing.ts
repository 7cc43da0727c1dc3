/** Pure statistics for the one timing check of the attack suite (unknown vs known email). */

export const median = (values: readonly number[]) => quantile(values, 0.5);

export function quantile(values: readonly number[], q: number) {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const position = (sorted.length - 1) * q;
  const low = Math.floor(position);
  const high = Math.ceil(position);
  return sorted[low]! + (sorted[high]! - sorted[low]!) * (position - low);
}

const iqr = (values: readonly number[]) => quantile(values, 0.75) - quantile(values, 0.25);

export type TimingVerdict = {
  medianA: number;
  medianB: number;
  gap: number;
  ratio: number;
  noise: number;
  leaks: boolean;
};

/**
 * Whether two sets of response times (ms) differ measurably. Medians, not means, so a GC pause or a neighbour's
 * burst of CPU does not count. A leak is a gap of more than `floorMs` that is also either twice the faster side
 * (work done for one side only: argon2, a mail server) or three times the noise (the wider interquartile range);
 * a loaded machine slows both interleaved sides alike and so fails neither.
 */
export function compareTimings(a: readonly number[], b: readonly number[], floorMs = 10): TimingVerdict {
  const medianA = median(a);
  const medianB = median(b);
  const gap = Math.abs(medianA - medianB);
  const ratio = Math.max(medianA, medianB) / Math.max(Math.min(medianA, medianB), 0.001);
  const noise = Math.max(iqr(a), iqr(b));
  return { medianA, medianB, gap, ratio, noise, leaks: gap > floorMs && (ratio > 2 || gap > 3 * noise) };
}

/** Times `rounds` interleaved pairs of calls, in a random order within each pair so neither always goes first. */
export async function timeInterleaved(
  rounds: number,
  a: () => Promise<unknown>,
  b: () => Promise<unknown>,
): Promise<[number[], number[]]> {
  const times: [number[], number[]] = [[], []];
  const timed = async (call: () => Promise<unknown>, into: number[]) => {
    const start = performance.now();
    await call();
    into.push(performance.now() - start);
  };
  for (let round = 0; round < rounds; round += 1) {
    if (Math.random() < 0.5) {
      await timed(a, times[0]);
      await timed(b, times[1]);
    } else {
      await timed(b, times[1]);
      await timed(a, times[0]);
    }
  }
  return times;
}
