import { afterAll, beforeAll, inject } from 'vitest';
import { buildTestApp } from './build-app.ts';
import { platformProcess, type PlatformProcess } from './platform-process.ts';
import './provided-context.ts';
import { endPlatformConnections, holdRowLock, platformWaitingOnLock, queueLock } from './row-lock.ts';

/** A request as a client sends it over HTTP (JSON body, member or terminal token, Idempotency-Key). */
export type Call = { method: 'POST' | 'PATCH'; path: string; token?: string; key?: string; body: string };

export const sendTo = (
  baseUrl: string,
  { method, path, token, key, body }: Call,
  headers: Record<string, string> = {},
) =>
  fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
      ...(key && { 'idempotency-key': key }),
      ...headers,
    },
    body,
  });

type Lock = { sql: string; params: unknown[] };

/**
 * Sends `call` while the row `lock` holds, and answers once the platform waits on it (in a statement `matching`):
 * the held lock, and what the client will hear ('no answer' when a kill cuts it off).
 */
export async function sendWhileLocked(
  databaseUrl: string,
  lock: Lock,
  call: () => Promise<Response>,
  matching?: RegExp,
) {
  const held = await holdRowLock(databaseUrl, lock.sql, lock.params);
  const heard = call().then(
    (response) => response.status,
    () => 'no answer' as const,
  );
  await platformWaitingOnLock(databaseUrl, matching);
  return { held, heard };
}

/**
 * Sends `call`, kills the platform (SIGKILL) while its transaction waits on the row `lock` holds, lets the lock
 * go, boots the platform again; answers what the client heard ('no answer' when the kill cut it off).
 *
 * `beforeTheAnswer` kills it one step later: once the transaction waits on `lock`, the stored answers
 * (`idempotency_keys`) are locked against writes and `lock` goes, so the platform makes its change and is killed
 * as it comes to store the answer, wherever it does that (after the change's commit, or inside its transaction).
 * Its connections end with it, so the statement that stores the answer never runs. (Otherwise PostgreSQL runs a
 * statement it has received even when its client is gone, which crash-outbox.test.ts relies on.)
 */
export async function crashWhileWaiting(
  platform: PlatformProcess,
  databaseUrl: string,
  lock: Lock,
  call: () => Promise<Response>,
  beforeTheAnswer = false,
) {
  const sent = await sendWhileLocked(databaseUrl, lock, call);
  let held = sent.held;
  if (beforeTheAnswer) {
    const answers = await queueLock(databaseUrl, 'LOCK TABLE idempotency_keys IN SHARE MODE');
    await answers.acquired;
    await held.release();
    held = answers;
    await platformWaitingOnLock(databaseUrl, /idempotency_keys/);
  }
  await platform.kill();
  // The answer's statement must not run: the platform died before it could send it.
  if (beforeTheAnswer) await endPlatformConnections(databaseUrl);
  await held.release();
  const heard = await sent.heard;
  await platform.start();
  return heard;
}

/** Retries as the portal's outbox does (same call, same Idempotency-Key): again after Retry-After on a 409. */
export async function retryLikeTheOutbox(send: () => Promise<Response>, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const response = await send();
    const retryAfter = response.headers.get('retry-after');
    if (response.status !== 409 || retryAfter === null || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, Number(retryAfter) * 1_000));
  }
}

/**
 * For a test file: the real app in-process on a fresh database (it only prepares data: members, tournaments,
 * terminal sessions) and the platform as a child process on the same database, with a short idempotency lease.
 */
export function useCrashPlatform(leaseSeconds = 2) {
  let harness: Awaited<ReturnType<typeof buildTestApp>> | undefined;
  let platform: PlatformProcess | undefined;
  beforeAll(async () => {
    harness = await buildTestApp(inject('databaseUrl'));
    platform = await platformProcess(harness.url, { IDEMPOTENCY_LEASE_SECONDS: String(leaseSeconds) });
  }, 90_000);
  afterAll(async () => {
    await platform?.kill();
    await harness?.close();
  });
  const kit = {
    get harness() {
      if (!harness) throw new Error('The crash platform is not started yet');
      return harness;
    },
    get platform() {
      if (!platform) throw new Error('The crash platform is not started yet');
      return platform;
    },
    send: (call: Call, headers?: Record<string, string>) => sendTo(kit.platform.url, call, headers),
    /** `call` sent while `lock` holds, once the platform waits on it (see sendWhileLocked). */
    sendWhileLocked: (lock: Lock, call: () => Promise<Response>, matching?: RegExp) =>
      sendWhileLocked(kit.harness.url, lock, call, matching),
    /** What the client heard of `call` cut off by a crash while it waited on `lock`. */
    crashMidway: (lock: Lock, call: () => Promise<Response>) =>
      crashWhileWaiting(kit.platform, kit.harness.url, lock, call),
    /** What the client heard of `call` cut off by a crash as it came to store its answer. */
    crashBeforeTheAnswer: (lock: Lock, call: () => Promise<Response>) =>
      crashWhileWaiting(kit.platform, kit.harness.url, lock, call, true),
    retryLikeTheOutbox: (call: Call) => retryLikeTheOutbox(() => kit.send(call)),
  };
  return kit;
}
