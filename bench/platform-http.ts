/**
 * HTTP figures: autocannon on loopback, the same settings for the platform and for its ceiling (a bare Fastify
 * answering a body of the same size, platform-ceiling.ts): requests per second and p50/p99 latency, each the median
 * of 3 runs with the ceiling's median as baseline. Latencies are recorded per response at microsecond resolution
 * (autocannon's own histogram keeps whole milliseconds). Any answer other than 2xx fails the figure: a 429 or a 500
 * measured as a fast answer would flatter the platform.
 */
import autocannon from 'autocannon';
import { median, percentile, summarize, type Figure } from './stats.ts';

/** Ten members asking at once, one request at a time each (no pipelining, which browsers do not do). */
const CONNECTIONS = 10;
const DURATION_S = 2.5;
const WARM_UP_S = 0.5;
const RUNS = 3;

export type Target = {
  /** As in the figure names: `platform: <name>, rps`. */
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers?: Record<string, string>;
  body?: string;
};

type Run = { rps: number; p50: number; p99: number };

async function load(url: string, target: Target, duration: number): Promise<Run> {
  const latencies: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: `${url}${target.path}`,
        method: target.method,
        headers: { ...target.headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
        body: target.body,
        connections: CONNECTIONS,
        pipelining: 1,
        duration,
      },
      (error, done) => (error ? reject(error as Error) : resolve(done)),
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
    });
  });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(
      `${target.name} at ${url}: ${result.non2xx} non-2xx answers (${JSON.stringify(result.statusCodeStats)}), ` +
        `${result.errors} errors`,
    );
  return {
    rps: latencies.length / result.duration,
    p50: percentile(latencies, 0.5),
    p99: percentile(latencies, 0.99),
  };
}

async function runs(url: string, target: Target) {
  await load(url, target, WARM_UP_S);
  const measured: Run[] = [];
  for (let run = 0; run < RUNS; run += 1) measured.push(await load(url, target, DURATION_S));
  return measured;
}

/** rps, p50 and p99 of one target on the platform, each against the same on the ceiling. */
export async function httpFigures(
  platformUrl: string,
  ceilingUrl: string,
  target: Target,
): Promise<Figure[]> {
  const platform = await runs(platformUrl, target);
  const ceiling = await runs(ceilingUrl, target);
  const baseline = 'bare Fastify, same body';
  const figure = (key: keyof Run, label: string, unit: string) =>
    summarize(
      `platform: ${target.name}, ${label}`,
      unit,
      platform.map((run) => run[key]),
      { name: baseline, value: median(ceiling.map((run) => run[key])) },
    );
  return [figure('rps', 'rps', 'req/s'), figure('p50', 'p50', 'ms'), figure('p99', 'p99', 'ms')];
}
