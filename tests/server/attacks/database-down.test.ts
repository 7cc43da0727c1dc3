// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TIMEOUTS } from '../../../server/src/db/connect.ts';
import { buildTestApp, createMember } from '../../support/build-app.ts';
import { asOperator } from '../../support/operator-sql.ts';
import { startTestCluster } from '../../support/postgres.ts';
import { holdRowLock } from '../../support/row-lock.ts';
import { socketClients } from '../../support/sockets.ts';
import { enteredMember, liveTournament, openTerminal } from '../../support/trading.ts';

/*
 * PostgreSQL stopped for 10 s (fast shutdown, as an operator's restart or a failover does) under steady load from
 * members who trade and read. Its own cluster, since it is stopped; the platform is the real app, listening.
 */
const DOWN_MS = 10_000;
// The longest the platform waits on the database (connect or answer: server/src/db/connect.ts), plus room for a
// loaded machine.
const ANSWER_BOUND_MS = Math.max(TIMEOUTS.connectMs, TIMEOUTS.queryMs) + 2_000;
const RECOVERY_BOUND_MS = 5_000;

/** One call and its answer; `message` is the health check's status for `health`. */
type Sample = {
  kind: 'order' | 'read' | 'health';
  at: number;
  ms: number;
  status: number;
  retryAfter: string | null;
  message?: string;
  id?: string;
};

let cluster: Awaited<ReturnType<typeof startTestCluster>>;
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let base: string;
type Trader = { accountId: string; memberToken: string; terminalToken: string };
const traders: Trader[] = [];

beforeAll(async () => {
  cluster = await startTestCluster({ persistent: true });
  harness = await buildTestApp(cluster.url);
  base = await harness.app.listen({ host: '127.0.0.1', port: 0 });
  const tournament = await liveTournament(harness.app);
  for (let index = 0; index < 4; index += 1) {
    const member = await enteredMember(harness.app, harness.db, tournament.id);
    const terminal = await openTerminal(harness.app, member.token, tournament.id, member.accountId);
    traders.push({ accountId: member.accountId, memberToken: member.token, terminalToken: terminal.token });
  }
}, 120_000);

const sockets = socketClients(() => base);

afterAll(async () => {
  sockets.closeAll();
  await harness?.close();
  await cluster?.stop();
  if (cluster) rmSync(cluster.dataDir, { recursive: true, force: true });
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function sample(
  kind: Sample['kind'],
  path: string,
  token: string | null,
  order?: object,
): Promise<Sample> {
  const at = Date.now();
  const response = await fetch(`${base}/api/v1${path}`, {
    method: order ? 'POST' : 'GET',
    headers: {
      ...(token && { authorization: `Bearer ${token}` }),
      ...(order && { 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() }),
    },
    body: order ? JSON.stringify(order) : undefined,
    signal: AbortSignal.timeout(30_000),
  });
  const body = (await response.json()) as { message?: string; id?: string; status?: string };
  return {
    kind,
    at,
    ms: Date.now() - at,
    status: response.status,
    retryAfter: response.headers.get('retry-after'),
    message: kind === 'health' ? body.status : body.message,
    id: kind === 'order' && response.ok ? body.id : undefined,
  };
}

/** One member: an order about every 1.2 s (under the 10-per-10-s order limit), a read every 250 ms. */
async function member(trader: Trader, until: () => boolean, samples: Sample[]) {
  let nextOrder = 0;
  while (!until()) {
    if (Date.now() >= nextOrder) {
      nextOrder = Date.now() + 1_200;
      samples.push(
        await sample('order', '/terminal/orders', trader.terminalToken, {
          symbol: 'EURUSD',
          side: 'buy',
          volume: 0.01,
        }),
      );
    }
    samples.push(await sample('read', '/auth/me', trader.memberToken));
    await pause(250);
  }
}

async function watchHealth(until: () => boolean, samples: Sample[]) {
  while (!until()) {
    samples.push(await sample('health', '/health', null));
    await pause(200);
  }
}

/** Runs the platform's load for `ms` around `fault` (called after a warm-up, awaited), and answers every sample. */
async function underLoad(fault: () => Promise<{ from: number; to: number }>, afterMs = 10_000) {
  const samples: Sample[] = [];
  let done = false;
  const load = Promise.all([
    ...traders.map((trader) => member(trader, () => done, samples)),
    watchHealth(() => done, samples),
  ]);
  await pause(3_000);
  const window = await fault();
  await pause(afterMs);
  done = true;
  await load;
  acknowledge(samples);
  return { samples, ...window };
}

/**
 * Every PostgreSQL process (the postmaster and its backends) stopped with SIGSTOP: connections stay open and
 * nothing answers, as in a frozen VM or a network partition; SIGCONT thaws them.
 */
function freeze(signal: 'SIGSTOP' | 'SIGCONT') {
  const postmaster = Number(readFileSync(`${cluster.dataDir}/postmaster.pid`, 'utf8').split('\n')[0]);
  const children = execFileSync('ps', ['-o', 'pid=', '--ppid', String(postmaster)], { encoding: 'utf8' })
    .split('\n')
    .map(Number)
    .filter((pid) => pid > 0);
  for (const pid of [...children, postmaster]) process.kill(pid, signal);
}

const acknowledged: string[] = [];
/** Recorded as soon as they are answered, so one test's failed check does not fail the next tests' ledger. */
const acknowledge = (samples: Sample[]) =>
  acknowledged.push(...samples.flatMap((one) => (one.id ? [one.id] : [])));

/** Every acknowledged (2xx) order of the file's runs is in the database, and no refused one is. */
async function expectOrdersKeptAsAnswered() {
  const stored = await harness.db
    .selectFrom('positions')
    .select('id')
    .where(
      'accountId',
      'in',
      traders.map((trader) => trader.accountId),
    )
    .execute();
  expect(stored.map((row) => row.id).sort()).toEqual([...acknowledged].sort());
}

describe('PostgreSQL stopped for 10 s under load', () => {
  it('answers 503 with a retry hint at once, recovers by itself, and loses no acknowledged order', async () => {
    let stoppedAt = 0;
    const {
      samples,
      from: downAt,
      to: upAt,
    } = await underLoad(async () => {
      const from = Date.now();
      await cluster.stop();
      stoppedAt = Date.now();
      await pause(DOWN_MS - (stoppedAt - from));
      await cluster.start();
      return { from, to: Date.now() };
    });

    // Nothing failed as an internal error, and nothing hung: every answer came within the bound.
    expect(samples.filter((one) => one.status === 500)).toEqual([]);
    expect(samples.filter((one) => one.ms > ANSWER_BOUND_MS)).toEqual([]);
    expect(samples.filter((one) => one.at + one.ms < downAt && one.status >= 400)).toEqual([]);

    // While it was down: 503, a Retry-After and a message a person can act on; health says degraded.
    const whileDown = samples.filter((one) => one.at >= stoppedAt && one.at + one.ms < upAt);
    // (How many calls fall in the window depends on how long the stop itself took: at least one each.)
    expect(whileDown.filter((one) => one.kind === 'order').length).toBeGreaterThanOrEqual(traders.length);
    expect(whileDown.filter((one) => one.kind === 'health').length).toBeGreaterThanOrEqual(traders.length);
    for (const one of whileDown) {
      expect(one.status, JSON.stringify(one)).toBe(503);
      if (one.kind === 'health') expect(one.message).toBe('degraded');
      else expect([one.retryAfter, one.message]).toEqual(['5', expect.stringMatching(/try again/)]);
    }

    // Back by itself (no restart) within seconds, and stays up: every member and the health check were answered
    // after that (how many times depends on how loaded the machine is: CI saw 19 where a quiet run sees ~100).
    const recovered = samples.filter((one) => one.at >= upAt + RECOVERY_BOUND_MS);
    expect(new Set(recovered.map((one) => one.kind))).toEqual(new Set(['order', 'read', 'health']));
    expect(recovered.filter((one) => one.status !== 200)).toEqual([]);

    expect(samples.filter((one) => one.kind === 'order' && one.status === 200).length).toBeGreaterThan(20);
    await expectOrdersKeptAsAnswered();
  }, 90_000);

  it('answers within a bound, not hangs, while PostgreSQL is frozen (connections open, nothing answers)', async () => {
    const { samples, from, to } = await underLoad(async () => {
      const at = Date.now();
      freeze('SIGSTOP');
      await pause(DOWN_MS);
      freeze('SIGCONT');
      return { from: at, to: Date.now() };
    });
    expect(samples.filter((one) => one.status === 500)).toEqual([]);
    expect(samples.filter((one) => one.ms > ANSWER_BOUND_MS)).toEqual([]);
    // A call made while frozen answers 503 with the hint once its wait on the database gives up, or, when the
    // database thawed before that, answers as usual.
    const startedFrozen = samples.filter((one) => one.at >= from && one.at < to);
    for (const one of startedFrozen) {
      const isRefused = one.status === 503 && one.retryAfter === (one.kind === 'health' ? null : '5');
      const isAnsweredAfterThaw = one.status === 200 && one.at + one.ms >= to;
      expect(isRefused || isAnsweredAfterThaw, JSON.stringify(one)).toBe(true);
    }
    // Every member's call in flight or made at the freeze gives up and answers 503 before the thaw.
    const refusedFrozen = samples.filter(
      (one) => one.status === 503 && one.at + one.ms >= from && one.at + one.ms < to,
    );
    expect(refusedFrozen.length).toBeGreaterThanOrEqual(traders.length);
    const recovered = samples.filter((one) => one.at >= to + RECOVERY_BOUND_MS);
    expect(recovered.filter((one) => one.status !== 200)).toEqual([]);
    expect(samples.filter((one) => one.kind === 'order' && one.status === 200).length).toBeGreaterThan(20);
    await expectOrdersKeptAsAnswered();
  }, 90_000);

  it('answers 503 when a statement waits on a lock that is never released, instead of waiting with it', async () => {
    const [trader] = traders;
    if (!trader) throw new Error('no trader');
    const lock = await holdRowLock(harness.url, 'SELECT id FROM trade_accounts WHERE id = $1 FOR UPDATE', [
      trader.accountId,
    ]);
    const answer = await sample('order', '/terminal/orders', trader.terminalToken, {
      symbol: 'EURUSD',
      side: 'buy',
      volume: 0.01,
    });
    await lock.release();
    acknowledge([answer]);
    expect([answer.status, answer.retryAfter]).toEqual([503, '5']);
    expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
    await expectOrdersKeptAsAnswered();
  }, 30_000);

  it('still closes the socket of a member an operator revokes, after PostgreSQL was stopped and frozen', async () => {
    const member = await createMember(harness.app);
    const socket = sockets.open(member.token);
    await sockets.connected(socket);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await asOperator(harness.url, 'UPDATE users SET is_approved = false WHERE id = $1', [member.user.id]);
    await expect(closed).resolves.toBe('io server disconnect');
  }, 30_000);
});
