import { HttpError } from '@/contract/http-error.ts';
import { api } from './api-client.ts';
import { db, type CacheUndo, type OutboxEntry } from './db.ts';
import { backoffDelay, classify } from './outbox-policy.ts';
import { notifyError } from './notifications.ts';
import { outboxState } from './outbox-state.ts';

export type Mutation = Pick<OutboxEntry, 'ownerId' | 'method' | 'path' | 'body' | 'label'>;

const newKey = () => crypto.randomUUID();

async function refreshCount(ownerId: string | null) {
  outboxState.pending = ownerId ? await db.outbox.where('ownerId').equals(ownerId).count() : 0;
}

/**
 * Queues a mutation in the same transaction as its optimistic cache change (`apply` returns how to undo it).
 * Every offline-capable mutation goes through here; payments, logins, uploads and orders never do.
 */
export async function enqueue(mutation: Mutation, apply?: () => Promise<CacheUndo[]>): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    const undo = apply ? await apply() : [];
    await db.outbox.add({
      ...mutation,
      idempotencyKey: newKey(),
      status: 'pending',
      attempts: 0,
      nextAttemptAt: Date.now(),
      createdAt: Date.now(),
      lastError: null,
      undo,
    });
  });
  await refreshCount(mutation.ownerId);
  kick();
}

async function rollback(entry: OutboxEntry, message: string) {
  await db.transaction('rw', db.tables, async () => {
    for (const { table, key, previous } of [...entry.undo].reverse()) {
      const target = db.table(table);
      await (previous === undefined ? target.delete(key) : target.put(previous));
    }
    if (entry.seq !== undefined) await db.outbox.delete(entry.seq);
  });
  notifyError(`${entry.label}: ${message}`);
}

type Runner = { ownerId: () => string | null; now: () => number; random: () => number };
let runner: Runner | null = null;
let timer: ReturnType<typeof setTimeout> | undefined;
let isDraining = false;

/** Sends the member's queue in order, one entry at a time; stops at the first entry that must wait. */
export async function drain(): Promise<void> {
  const ownerId = runner?.ownerId();
  if (!runner || !ownerId || isDraining) return;
  isDraining = true;
  try {
    for (;;) {
      const entry = await db.outbox.where('ownerId').equals(ownerId).first();
      if (!entry || entry.seq === undefined) break;
      const wait = entry.nextAttemptAt - runner.now();
      if (wait > 0) {
        schedule(wait);
        break;
      }
      const outcome = await send(entry);
      if (outcome !== 'done' && outcome !== 'rollback') break;
    }
  } finally {
    isDraining = false;
    await refreshCount(ownerId);
  }
}

async function send(entry: OutboxEntry) {
  const seq = entry.seq as number;
  let status = 200;
  let message = '';
  let retryAfter: number | undefined;
  try {
    await api(entry.path, {
      method: entry.method,
      body: entry.body,
      idempotencyKey: entry.idempotencyKey,
      allowConcurrent: true,
    });
  } catch (error) {
    status = error instanceof HttpError ? error.status : 0;
    message = error instanceof Error ? error.message : String(error);
    retryAfter = error instanceof HttpError && error.status === 429 ? 1 : undefined;
  }
  const outcome = classify(status);
  outboxState.isPaused = outcome === 'pause';
  outboxState.lastError = outcome === 'done' ? null : message;
  if (outcome === 'done') await db.outbox.delete(seq);
  else if (outcome === 'rollback') await rollback(entry, message);
  else if (outcome === 'pause') await db.outbox.update(seq, { status: 'paused', lastError: message });
  else {
    const attempts = entry.attempts + 1;
    const delay = backoffDelay(attempts, runner?.random, retryAfter);
    await db.outbox.update(seq, {
      status: 'pending',
      attempts,
      lastError: message,
      nextAttemptAt: Date.now() + delay,
    });
    schedule(delay);
  }
  return outcome;
}

function schedule(delay: number) {
  clearTimeout(timer);
  timer = setTimeout(kick, delay);
}

/** Only one tab sends (Web Locks); others wait for the lock and then find an empty or advanced queue. */
export function kick() {
  if (!runner) return;
  if (typeof navigator !== 'undefined' && navigator.locks) {
    void navigator.locks.request('tradearena-outbox', { ifAvailable: true }, async (lock) => {
      if (lock) await drain();
    });
  } else {
    void drain();
  }
}

/** Starts processing for the signed-in member; a 401 pause ends when they sign in again. */
export function startOutbox(ownerId: () => string | null, options: Partial<Omit<Runner, 'ownerId'>> = {}) {
  if (runner) {
    kick();
    return stopOutbox;
  }
  runner = { ownerId, now: options.now ?? Date.now, random: options.random ?? Math.random };
  outboxState.isPaused = false;
  void refreshCount(ownerId());
  window.addEventListener('online', kick);
  kick();
  return stopOutbox;
}

export function stopOutbox() {
  window.removeEventListener('online', kick);
  clearTimeout(timer);
  runner = null;
}
