import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { HttpError } from '@/contract/http-error.ts';
import { clearAllData, db, type OutboxEntry } from '@/lib/db.ts';
import { notifications } from '@/lib/notifications.ts';
import { drain, enqueue, startOutbox, stopOutbox } from '@/lib/outbox.ts';
import { BASE_DELAY_MS } from '@/lib/outbox-policy.ts';
import { outboxState } from '@/lib/outbox-state.ts';

/** The outbox state machine over fake-indexeddb, with a controlled clock and a scripted transport. */
let now = Date.now();
let owner: string | null = 'member-1';
let answers: Array<HttpError | Error | { ok: true }> = [];
const sent: OutboxEntry[] = [];
const settled: Array<[string, string]> = [];

const transport = async (entry: OutboxEntry) => {
  sent.push(entry);
  const answer = answers.shift() ?? { ok: true };
  if (answer instanceof Error) throw answer;
  return { saved: entry.body };
};
const http = (status: number, message = `status ${status}`, retryAfter?: number) =>
  new HttpError(status, '', message, undefined, retryAfter);
const start = () =>
  startOutbox(() => owner, {
    now: () => now,
    random: () => 0.5,
    transport,
    onSettled: (entry, outcome) => settled.push([entry.label, outcome]),
  });

const change = (label: string, ownerId = 'member-1') =>
  enqueue(
    {
      ownerId,
      kind: 'profile',
      method: 'PATCH',
      path: `/users/${ownerId}`,
      body: { telegram: label },
      label,
    },
    async () => {
      const previous = await db.profile.get(ownerId);
      await db.profile.put({ userId: ownerId, data: { telegram: label }, updatedAt: now });
      return [{ table: 'profile', key: ownerId, previous }];
    },
  );
const queued = () => db.outbox.toArray();
/** Waits for the pass that enqueue or start began, then runs one more (a no-op when nothing is due). */
const settle = async () => {
  await drain();
  await drain();
};

beforeEach(async () => {
  now = Date.now();
  owner = 'member-1';
  answers = [];
  sent.length = 0;
  settled.length = 0;
  notifications.items = [];
  await db.profile.put({ userId: 'member-1', data: { telegram: 'before' }, updatedAt: 1 });
});
afterEach(async () => {
  stopOutbox();
  await clearAllData();
});

describe('the outbox', () => {
  it('sends in order with one key per change and removes each sent change', async () => {
    answers = [http(0), { ok: true }];
    await change('first');
    await change('second');
    start();
    await settle();
    expect(sent.map((entry) => entry.label)).toEqual(['first']);
    now += 60_000;
    await drain();
    expect(sent.map((entry) => entry.label)).toEqual(['first', 'first', 'second']);
    expect(sent[0]?.idempotencyKey).toBe(sent[1]?.idempotencyKey);
    expect(sent[2]?.idempotencyKey).not.toBe(sent[0]?.idempotencyKey);
    expect(await queued()).toEqual([]);
    expect(settled).toEqual([
      ['first', 'done'],
      ['second', 'done'],
    ]);
  });

  it.each([0, 408, 425, 500, 502, 503, 504])('keeps the change and backs off on %i', async (status) => {
    answers = [http(status)];
    start();
    await change('edit');
    await settle();
    const [entry] = await queued();
    expect(entry).toMatchObject({ status: 'pending', attempts: 1, lastStatus: status });
    // Full jitter: random 0.5 of base * 2^1.
    expect(entry?.nextAttemptAt).toBe(now + BASE_DELAY_MS);
    await drain();
    expect(sent).toHaveLength(1);
    now += BASE_DELAY_MS;
    await drain();
    expect(sent).toHaveLength(2);
    expect(await queued()).toEqual([]);
    expect((await db.profile.get('member-1'))?.data).toEqual({ telegram: 'edit' });
  });

  it('honours Retry-After on 429, even when the platform answers other requests', async () => {
    answers = [http(429, 'Too many requests', 30)];
    start();
    await change('edit');
    await settle();
    const [entry] = await queued();
    expect(entry?.nextAttemptAt).toBe(now + 30_000);
    await drain(true);
    expect(sent).toHaveLength(1);
    now += 30_000;
    await drain();
    expect(sent).toHaveLength(2);
  });

  it('waits on a 409 with Retry-After: the same key is still being processed elsewhere', async () => {
    answers = [http(409, 'already being processed', 1)];
    start();
    await change('edit');
    await settle();
    expect(await queued()).toHaveLength(1);
    expect(notifications.items).toEqual([]);
  });

  it('sends a change held back by a network failure as soon as the platform answers again', async () => {
    answers = [http(0)];
    start();
    await change('edit');
    await settle();
    expect(await queued()).toHaveLength(1);
    await drain(true);
    expect(sent).toHaveLength(2);
    expect(await queued()).toEqual([]);
  });

  it.each([400, 403, 404, 422])('rolls back on %i, tells the member why and goes on', async (status) => {
    answers = [http(status, 'Telegram is not valid')];
    await change('bad');
    await change('good');
    start();
    await settle();
    expect(sent.map((entry) => entry.label)).toEqual(['bad', 'good']);
    expect(notifications.items.map((item) => item.message)).toEqual([
      expect.stringContaining('Telegram is not valid'),
    ]);
    expect(settled).toEqual([
      ['bad', 'rollback'],
      ['good', 'done'],
    ]);
    expect(await queued()).toEqual([]);
  });

  it('restores the cached copy the change replaced when it is refused', async () => {
    answers = [http(422, 'Telegram is not valid')];
    start();
    await change('bad');
    await settle();
    expect((await db.profile.get('member-1'))?.data).toEqual({ telegram: 'before' });
  });

  it('pauses on 401 until the member signs in again, then sends with the same key', async () => {
    answers = [http(401, 'Unauthorized')];
    start();
    await change('edit');
    await settle();
    expect(outboxState.isPaused).toBe(true);
    expect((await queued())[0]).toMatchObject({ status: 'paused' });
    now += 600_000;
    await settle();
    expect(sent).toHaveLength(1);
    start();
    await settle();
    expect(sent).toHaveLength(2);
    expect(sent[1]?.idempotencyKey).toBe(sent[0]?.idempotencyKey);
    expect(await queued()).toEqual([]);
  });

  it("never sends another member's changes", async () => {
    await change('theirs', 'member-2');
    await change('mine');
    start();
    await settle();
    expect(sent.map((entry) => entry.ownerId)).toEqual(['member-1']);
    expect((await queued()).map((entry) => entry.ownerId)).toEqual(['member-2']);
    owner = null;
    await drain();
    expect(sent).toHaveLength(1);
  });

  it('survives a restart: a queue written before start is sent after it', async () => {
    await change('before-restart');
    stopOutbox();
    expect(sent).toEqual([]);
    start();
    await settle();
    expect(sent.map((entry) => entry.label)).toEqual(['before-restart']);
  });

  it('shows the pending changes and their state', async () => {
    answers = [http(503, 'Service unavailable')];
    start();
    await change('edit');
    await settle();
    await expect
      .poll(() => outboxState.entries[0])
      .toMatchObject({ label: 'edit', status: 'pending', attempts: 1, lastError: 'Service unavailable' });
    expect(outboxState.pending).toBe(1);
  });

  it('logout clears the queue and every cache', async () => {
    await change('edit');
    await clearAllData();
    expect(await queued()).toEqual([]);
    expect(await db.profile.count()).toBe(0);
  });

  it('an ended session keeps the queue for its owner', async () => {
    await change('edit');
    await clearAllData({ keepOutbox: true });
    expect(await queued()).toHaveLength(1);
    expect(await db.profile.count()).toBe(0);
  });
});
