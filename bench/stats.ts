/** One figure of `npm run bench`: the median of its runs, their spread, and its ratio to the baseline. */
export type Figure = {
  name: string;
  unit: string;
  runs: number[];
  median: number;
  spread: number;
  baseline?: { name: string; value: number; ratio: number };
};

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** The nearest-rank percentile of unsorted values; `share` from 0 to 1. */
export function percentile(values: readonly number[], share: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))] ?? NaN;
}

export function summarize(
  name: string,
  unit: string,
  runs: number[],
  baseline?: { name: string; value: number },
): Figure {
  const middle = median(runs);
  return {
    name,
    unit,
    runs,
    median: middle,
    spread: Math.max(...runs) - Math.min(...runs),
    baseline: baseline && { ...baseline, ratio: middle / baseline.value },
  };
}

const round = (value: number) => (Math.abs(value) >= 100 ? value.toFixed(0) : value.toFixed(2));

/** The figures as an aligned table. */
export function table(figures: Figure[]) {
  const rows = figures.map((figure) => [
    figure.name,
    `${round(figure.median)} ${figure.unit}`,
    `±${round(figure.spread / 2)}`,
    figure.baseline ? `${figure.baseline.ratio.toFixed(2)}x ${figure.baseline.name}` : '',
  ]);
  const widths = [0, 1, 2].map((column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column] ?? 0)).join('  ')).join('\n');
}
