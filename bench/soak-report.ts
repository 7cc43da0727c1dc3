/**
 * What a soak run tells: its figures (for bench/stats.ts's table and the JSON), its answers by status, and the
 * reasons it fails. Only correctness fails a run, never a timing:
 * - any 500 (DECISIONS.md: a refused request is a 4xx, an unhandled error a bug);
 * - more than 0.1% of requests answered 5xx (a 503 is the platform's honest "briefly unavailable", e.g. its
 *   database pool exhausted) or not answered at all: about ten in the full run's ~10,000 orders and closes, the
 *   three nines a member would call "it works" (the CI run allows none, see load.test.ts);
 * - a broken invariant, a watcher that lost its socket or did not reach the last sequence, a sampled watcher whose
 *   rebuilt board differs from the server's. A gap is not one: a slow socket skips board updates (the platform
 *   bounds what it queues per socket) and refetches the snapshot, as the portal does; the run reports how many.
 */
import type { Kind, Tally } from './soak-clients.ts';
import type { SoakResult } from './soak-harness.ts';
import { percentile, summarize, type Figure } from './stats.ts';

export const MAX_SERVER_ERROR_SHARE = 0.001;
const MB = 1024 * 1024;

const isServerError = (status: string) => !/^\d+$/.test(status) || Number(status) >= 500;
const count = (tally: Tally | undefined, keep: (status: string) => boolean) =>
  Object.entries(tally?.byStatus ?? {}).reduce((sum, [status, times]) => sum + (keep(status) ? times : 0), 0);

/** Requests of every kind: how many, how many not 2xx, how many 5xx or unanswered, how many 500. */
export function errorsOf(result: SoakResult) {
  const tallies = Object.values(result.requests);
  const sum = (keep: (status: string) => boolean) =>
    tallies.reduce((total, tally) => total + count(tally, keep), 0);
  const attempted = tallies.reduce((total, tally) => total + tally.attempted, 0);
  const notOk = sum((status) => !/^2\d\d$/.test(status));
  const server = sum(isServerError);
  return { attempted, notOk, server, internal: sum((status) => status === '500'), share: server / attempted };
}

export function soakFigures(result: SoakResult): Figure[] {
  const one = (name: string, unit: string, value: number) => summarize(name, unit, [value]);
  const { requests, watchers, resources, options } = result;
  const errors = errorsOf(result);
  const latency = (kind: Kind, share: number) => percentile(requests[kind]?.latencies ?? [], share);
  const order = requests.order;
  return [
    one('soak: orders attempted', 'orders', order?.attempted ?? 0),
    one('soak: orders succeeded (2xx)', 'orders', order?.latencies.length ?? 0),
    one('soak: closes attempted (in the run)', 'closes', requests.close?.attempted ?? 0),
    one('soak: order rate', 'orders/s', (order?.attempted ?? 0) / (options.durationMs / 1000)),
    one('soak: requests, all kinds', 'requests', errors.attempted),
    one('soak: error rate (not 2xx)', '%', (errors.notOk / errors.attempted) * 100),
    one('soak: 5xx or unanswered', '%', errors.share * 100),
    one('soak: order latency p50', 'ms', latency('order', 0.5)),
    one('soak: order latency p95', 'ms', latency('order', 0.95)),
    one('soak: order latency p99', 'ms', latency('order', 0.99)),
    one('soak: close latency p99', 'ms', latency('close', 0.99)),
    one('soak: top-100 read p99', 'ms', latency('top-100', 0.99)),
    one('soak: whole board read p99', 'ms', latency('whole board', 0.99)),
    one('soak: leaderboard events per watcher (median)', 'events', watchers.eventsMedian),
    one('soak: leaderboard events per watcher (fewest)', 'events', watchers.eventsMin),
    one('soak: gaps refetched by watchers (skipped while slow)', 'gaps', watchers.gaps),
    one('soak: watchers that lost their socket', 'watchers', watchers.disconnected),
    one('soak: fan-out lag p50', 'ms', watchers.lagP50),
    one('soak: fan-out lag p99', 'ms', watchers.lagP99),
    one('soak: platform RSS peak', 'MB', resources.rssPeak / MB),
    one('soak: platform RSS at the end of the load', 'MB', resources.rssEnd / MB),
    one('soak: platform CPU (100 = one core)', '%', resources.cpuPercent),
    one('soak: platform event-loop delay p99', 'ms', resources.loopDelayP99),
    one('soak: PostgreSQL connections peak', 'connections', resources.connectionsPeak),
    one('soak: PostgreSQL connections active peak', 'connections', resources.activePeak),
  ];
}

/** Answers by status, one line per kind of request. */
export const statusLines = (result: SoakResult) =>
  Object.entries(result.requests).map(
    ([kind, tally]) =>
      `${kind}: ${tally.attempted} attempted, ${Object.entries(tally.byStatus)
        .map(([status, times]) => `${times} × ${status}`)
        .join(', ')}`,
  );

/** Why the run fails; empty when it passes. `maxServerShare` 0 allows no 5xx and no unanswered request. */
export function soakFailures(result: SoakResult, maxServerShare = MAX_SERVER_ERROR_SHARE) {
  const { watchers, invariants } = result;
  const errors = errorsOf(result);
  const failures = [...invariants.failures];
  if (errors.internal > 0) failures.push(`${errors.internal} answers were 500`);
  if (errors.share > maxServerShare)
    failures.push(
      `${errors.server} of ${errors.attempted} requests answered 5xx or not at all (bound ${maxServerShare * 100}%)`,
    );
  if (watchers.count !== result.options.watchers)
    failures.push(`${watchers.count} of ${result.options.watchers} watchers subscribed`);
  if (watchers.disconnected > 0) failures.push(`${watchers.disconnected} watchers lost their socket`);
  if (!watchers.isConverged)
    failures.push(`${watchers.behind} watchers never reached the last sequence ${watchers.finalSeq}`);
  if (!watchers.isAtRest || result.ledger.openLeft > 0)
    failures.push(`the board did not come to rest (${result.ledger.openLeft} positions left open)`);
  else if (watchers.boardsMatching !== watchers.sampled)
    failures.push(
      `${watchers.sampled - watchers.boardsMatching} of ${watchers.sampled} rebuilt boards differ`,
    );
  if (watchers.boardSeq !== watchers.finalSeq)
    failures.push(`the board read at rest has sequence ${watchers.boardSeq}, not ${watchers.finalSeq}`);
  return failures;
}
