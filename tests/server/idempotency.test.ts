// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMember } from '../support/build-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

let calls = 0;
let failNext = false;
let hold: Promise<void> | null = null;

/** A probe route on the real app: counts how often its handler really ran. */
const testApp = useTestApp({}, async ({ app }) => {
  app.post('/api/v1/probe', async (request, reply) => {
    calls += 1;
    if (hold) await hold;
    if (failNext) {
      failNext = false;
      throw new Error('boom');
    }
    return reply.status(201).send({ call: calls, echo: request.body });
  });
  await app.ready();
});

const post = (key: string | undefined, body: unknown, token?: string) =>
  testApp().app.inject({
    method: 'POST',
    url: '/api/v1/probe',
    headers: {
      ...(key ? { 'idempotency-key': key } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload: body as Record<string, unknown>,
  });

describe('Idempotency-Key', () => {
  it('runs a repeat once and returns the stored answer', async () => {
    const before = calls;
    const first = await post('key-repeat-0001', { amount: 5 });
    const second = await post('key-repeat-0001', { amount: 5 });
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual(first.json());
    expect(second.headers['idempotent-replayed']).toBe('true');
    expect(calls - before).toBe(1);
  });

  it('refuses the same key with another body with 422', async () => {
    await post('key-body-00001', { amount: 5 });
    const response = await post('key-body-00001', { amount: 6 });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/different request/);
  });

  it('answers a concurrent repeat with 409', async () => {
    let release = () => undefined as void;
    hold = new Promise((resolve) => {
      release = resolve;
    });
    const first = post('key-concurrent1', { amount: 1 });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const second = await post('key-concurrent1', { amount: 1 });
    hold = null;
    release();
    expect(second.statusCode).toBe(409);
    // The outbox waits on this answer instead of rolling the change back.
    expect(second.headers['retry-after']).toBe('1');
    expect((await first).statusCode).toBe(201);
  });

  it('releases the key after a server error so a retry runs again', async () => {
    failNext = true;
    const failed = await post('key-retry-00001', { amount: 2 });
    expect(failed.statusCode).toBe(500);
    expect(failed.json()).toEqual({ message: 'Internal server error' });
    const retried = await post('key-retry-00001', { amount: 2 });
    expect(retried.statusCode).toBe(201);
  });

  it('keeps keys apart per member', async () => {
    const alice = await createMember(testApp().app);
    const bob = await createMember(testApp().app);
    const before = calls;
    await post('key-shared-00001', { amount: 3 }, alice.token);
    const other = await post('key-shared-00001', { amount: 3 }, bob.token);
    expect(other.headers['idempotent-replayed']).toBeUndefined();
    expect(calls - before).toBe(2);
  });

  it('refuses a malformed key', async () => {
    const response = await post('short', { amount: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/Idempotency-Key/);
  });

  it('runs every request without a key', async () => {
    const before = calls;
    await post(undefined, { amount: 1 });
    await post(undefined, { amount: 1 });
    expect(calls - before).toBe(2);
  });
});
