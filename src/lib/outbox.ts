import { HttpError } from '@/contract/http-error.ts';
import { api, configureApiClient } from './api-client.ts';
import { liveQuery } from 'dexie';
import { db, plain, type CacheUndo, type OutboxEntry } from './db.ts';
import { t } from './i18n.ts';
import { notifyError } from './notifications.ts';
import { backoffDelay, classify, type Outcome } from './outbox-policy.ts';
import { outboxState } from './outbox-state.ts';

export type Mutation = Pick<OutboxEntry, 'ownerId' | 'kind' | 'method' | 'path' | 'body' | 'label'>;
/** Sends one queued change; throws an HttpError (status 0 when there was no answer). */
export type Transport = (entry: OutboxEntry) => Promise<unknown>;
/** What the rest of the portal does once a change is settled: apply the server's answer or the rollback. */
export type Settled = (entry: OutboxEntry, outcome: 'done' | 'rollback', answer: unknown) => void;

type Runner = {
  ownerId: () => string | null;
  now: () => number;
  random: () => number;
  transport: Transport;
  onSettled: Settled;
};

const sendWithKey: Transport = (entry) =>
  api(entry.path, {
    method: entry.method,
    body: entry.body,
    idempotencyKey: entry.idempotencyKey,
    allowConcurrent: true,
  });

let runner: Runner | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let draining: Promise<void> | null = null;

let watching: { unsubscribe: () => void } | undefined;

/**
 * Mirrors the member's queue into the indicator's state (the indicator itself never loads Dexie). A live query,
 * so every tab shows what the sending tab does.
 */
function watch(ownerId: string | null) {
  watching?.unsubscribe();
  watching = liveQuery((): Promise<OutboxEntry[]> =>
    ownerId ? db.outbox.where('ownerId').equals(ownerId).sortBy('seq') : Promise.resolve([]),
  ).subscribe((rows) => {
    outboxState.pending = rows.length;
    outboxState.entries = rows.map(({ seq, label, status, attempts, lastError, lastStatus }) => ({
      seq: seq ?? 0,
      label,
      status,
      attempts,
      lastError,
      lastStatus,
    }));
  });
}

/**
 * Queues a mutation in the same transaction as its optimistic cache change (`apply` returns how to undo it).
 * Every offline-capable mutation goes through here; payments, logins, uploads and orders never do.
 */
export async function enqueue(
  mutation: Mutation,
  apply?: () => Promise<CacheUndo[]>,
  { replacesUnsent = false } = {},
): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    // A newer whole-value change (preferences) replaces one of the same kind that was never tried.
    if (replacesUnsent)
      await db.outbox
        .where('ownerId')
        .equals(mutation.ownerId)
        .filter((row) => row.kind === mutation.kind && row.status === 'pending' && row.attempts === 0)
        .delete();
    const undo = apply ? await apply() : [];
    await db.outbox.add({
      ...mutation,
      body: plain(mutation.body),
      idempotencyKey: crypto.randomUUID(),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: 0,
      createdAt: runner?.now() ?? Date.now(),
      lastError: null,
      lastStatus: null,
      undo,
    });
  });
  kick();
}

async function rollback(entry: OutboxEntry, message: string) {
  await db.transaction('rw', db.tables, async () => {
    for (const { table, key, previous } of [...entry.undo].reverse()) {
      const target = db.table(table);
      await (previous === undefined ? target.delete(key) : target.put(previous));
    }
    await db.outbox.delete(entry.seq as number);
  });
  notifyError(t('outbox.rolledBack', { label: entry.label, reason: message }));
}

/**
 * Sends the member's queue in order, one entry at a time, and stops at the first entry that must wait.
 * `early` sends at once an entry that waits only because the network was down (the platform answered again).
 * While a pass runs, callers share it.
 */
export function drain(early = false): Promise<void> {
  draining ??= pass(early).finally(() => {
    draining = null;
  });
  return draining;
}

async function pass(early: boolean) {
  const active = runner;
  const ownerId = active?.ownerId();
  if (!active || !ownerId || outboxState.isPaused) return;
  for (;;) {
    const entry = await db.outbox.where('ownerId').equals(ownerId).first();
    if (!entry) return;
    const wait = entry.nextAttemptAt - active.now();
    if (wait > 0 && !(early && entry.lastStatus === 0)) return schedule(wait);
    const outcome = await send(active, entry);
    if (outcome !== 'done' && outcome !== 'rollback') return;
  }
}

async function send(active: Runner, entry: OutboxEntry): Promise<Outcome> {
  const seq = entry.seq as number;
  await db.outbox.update(seq, { status: 'sending' });
  let status = 200;
  let message = '';
  let retryAfter: number | undefined;
  let answer: unknown;
  try {
    answer = await active.transport(entry);
  } catch (error) {
    status = error instanceof HttpError ? error.status : 0;
    message = error instanceof Error ? error.message : String(error);
    retryAfter = error instanceof HttpError ? error.retryAfterSeconds : undefined;
  }
  const outcome = classify(status, retryAfter);
  outboxState.isPaused = outcome === 'pause';
  if (outcome === 'done') {
    await db.outbox.delete(seq);
    active.onSettled(entry, 'done', answer);
  } else if (outcome === 'rollback') {
    await rollback(entry, message);
    active.onSettled(entry, 'rollback', undefined);
  } else if (outcome === 'pause') {
    await db.outbox.update(seq, { status: 'paused', lastError: message, lastStatus: status });
  } else {
    const attempts = entry.attempts + 1;
    const delay = backoffDelay(attempts, active.random, retryAfter);
    await db.outbox.update(seq, {
      status: 'pending',
      attempts,
      lastError: message,
      lastStatus: status,
      nextAttemptAt: active.now() + delay,
    });
    schedule(delay);
  }
  return outcome;
}

function schedule(delay: number) {
  clearTimeout(timer);
  timer = setTimeout(() => kick(), delay);
}

/** Only one tab sends (Web Locks); the others find the lock taken and leave the queue to it. */
export function kick(early = false) {
  if (!runner || outboxState.isPaused) return;
  if (typeof navigator !== 'undefined' && navigator.locks) {
    void navigator.locks.request('tradearena-outbox', { ifAvailable: true }, async (lock) => {
      if (lock) await drain(early);
    });
  } else {
    void drain(early);
  }
}

const kickEarly = () => {
  if (outboxState.pending > 0) kick(true);
};

/**
 * Starts processing for the signed-in member, or resumes it when they sign in again after a 401 pause.
 * Options replace the clock, the randomness and the transport in tests.
 */
export function startOutbox(ownerId: () => string | null, options: Partial<Omit<Runner, 'ownerId'>> = {}) {
  outboxState.isPaused = false;
  if (!runner) {
    runner = {
      ownerId,
      now: options.now ?? Date.now,
      random: options.random ?? Math.random,
      transport: options.transport ?? sendWithKey,
      onSettled: options.onSettled ?? (() => undefined),
    };
    window.addEventListener('online', kickEarly);
    configureApiClient({ onReachable: kickEarly });
  }
  watch(ownerId());
  kick();
  return stopOutbox;
}

export function stopOutbox() {
  window.removeEventListener('online', kickEarly);
  configureApiClient({ onReachable: () => undefined });
  clearTimeout(timer);
  watching?.unsubscribe();
  watching = undefined;
  runner = null;
  outboxState.isPaused = false;
}
