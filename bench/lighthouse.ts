/**
 * Lighthouse 12 on the system Chromium, mobile (default) and desktop presets, 3 runs each, every run a first
 * visit in a fresh profile: performance, accessibility and best-practices scores, LCP, TBT and CLS of the login
 * page, the signed-in dashboard and a signed-in leaderboard detail, plus the machine's `benchmarkIndex`.
 * Baseline, measured in the same runs and served by the same platform (same headers, same compression): a bare
 * page where React mounts one heading. The bare page's CLS and TBT are (nearly always) 0, so CLS is set against
 * its goal and TBT against Lighthouse's "good" threshold instead, the bare page's TBT shown in the baseline's name.
 * `benchmarkIndex` is the machine's own calibration: no baseline. Audits that weigh in no score are skipped
 * (lighthouse-run.ts), so the scores are those of a full run.
 */
import type { Platform } from '../tests/e2e/support/platform.ts';
import { demoMember, screensOf } from '../tests/e2e/support/screens.ts';
import { buildBarePage } from './lighthouse-bare.ts';
import { lighthouseRun, type Audit, type Preset } from './lighthouse-run.ts';
import { median, summarize, type Figure } from './stats.ts';

const RUNS = 3;
/** A run can fail under load (an audit erroring in the trace); it is retried, and the bench stops after this many. */
const ATTEMPTS = 3;
const PRESETS: Preset[] = ['mobile', 'desktop'];
const BARE = 'bare React page';
const CLS_GOAL = 0.02;

type Target = { name: string; path: string; token?: string };

type Metric = {
  key: Exclude<keyof Audit, 'failing' | 'benchmarkIndex' | 'tbtGood'>;
  label: string;
  unit: string;
};
const METRICS: Metric[] = [
  { key: 'performance', label: 'performance', unit: 'score' },
  { key: 'accessibility', label: 'accessibility', unit: 'score' },
  { key: 'bestPractices', label: 'best practices', unit: 'score' },
  { key: 'lcp', label: 'LCP', unit: 'ms' },
  { key: 'tbt', label: 'TBT', unit: 'ms' },
  { key: 'cls', label: 'CLS', unit: '' },
];

/** The goals of issue 10, shown in the figure's name. */
function goalOf(preset: Preset, metric: Metric['key']) {
  if (metric === 'performance' && preset === 'mobile') return ' (goal ≥95)';
  if (metric === 'accessibility') return ' (goal 100)';
  if (metric === 'cls') return ` (goal <${CLS_GOAL})`;
  return '';
}

/** The bare page's median; for CLS the goal, for TBT Lighthouse's "good" threshold (a ratio to 0 means nothing). */
function baselineOf(metric: Metric, audits: Audit[], bare: Audit[]) {
  const bareValue = median(bare.map((audit) => audit[metric.key]));
  if (metric.key === 'cls') return { name: `goal ${CLS_GOAL}`, value: CLS_GOAL };
  if (metric.key === 'tbt') {
    const good = audits[0]?.tbtGood ?? NaN;
    return { name: `Lighthouse's "good" ${good} ms (${BARE}: ${Math.round(bareValue)} ms)`, value: good };
  }
  return { name: BARE, value: bareValue };
}

function pageFigures(preset: Preset, page: string, audits: Audit[], bare: Audit[]): Figure[] {
  return METRICS.map((metric) => {
    const name = `lighthouse ${preset}: ${page}, ${metric.label}${goalOf(preset, metric.key)}`;
    const runs = audits.map((audit) => audit[metric.key]);
    return summarize(name, metric.unit, runs, baselineOf(metric, audits, bare));
  });
}

/** The accessibility and best-practices audits that failed, once per preset, page and audit. */
function printFailing(results: Map<string, Audit[]>) {
  const lines = new Set<string>();
  for (const [key, audits] of results)
    for (const audit of audits) for (const failing of audit.failing) lines.add(`${key}: ${failing}`);
  for (const line of lines) console.log(`lighthouse: failing ${line}`);
}

async function runWithRetries(url: string, preset: Preset, token: string | undefined): Promise<Audit> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await lighthouseRun(url, preset, token);
    } catch (error) {
      if (attempt >= ATTEMPTS) throw error;
      console.error(
        `lighthouse: retrying ${preset} ${url}: ${error instanceof Error ? error.message : error}`,
      );
    }
  }
}

async function targetsOf(platform: Platform, barePath: string): Promise<Target[]> {
  const { token } = await demoMember(platform);
  const screens = await screensOf(platform);
  const detail = screens.find((screen) => screen.name === 'leader-board-detail')!;
  return [
    { name: BARE, path: barePath },
    { name: 'login', path: '/auth/login' },
    { name: 'dashboard', path: '/', token },
    { name: 'leaderboard detail', path: detail.path, token },
  ];
}

/** The Lighthouse figures of issue 10; runs are interleaved so that a slower spell of the machine hits every page. */
export async function lighthouseFigures(platform: Platform): Promise<Figure[]> {
  const bare = await buildBarePage();
  try {
    const targets = await targetsOf(platform, bare.path);
    const results = new Map<string, Audit[]>();
    for (let run = 0; run < RUNS; run += 1)
      for (const preset of PRESETS)
        for (const target of targets) {
          // The bare page scores the same every time; once per preset keeps the section near 3 minutes.
          if (run > 0 && target.name === BARE) continue;
          const audit = await runWithRetries(`${platform.url}${target.path}`, preset, target.token);
          const key = `${preset} ${target.name}`;
          results.set(key, [...(results.get(key) ?? []), audit]);
        }
    printFailing(results);
    const of = (preset: Preset, name: string) => results.get(`${preset} ${name}`) ?? [];
    const figures = PRESETS.flatMap((preset) =>
      targets
        .filter((target) => target.name !== BARE)
        .flatMap((target) => pageFigures(preset, target.name, of(preset, target.name), of(preset, BARE))),
    );
    const indexes = [...results.values()].flat().map((audit) => audit.benchmarkIndex);
    figures.push(summarize('lighthouse: benchmarkIndex of this machine (no baseline)', '', indexes));
    return figures;
  } finally {
    bare.remove();
  }
}
