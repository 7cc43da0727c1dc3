import { describe, expect, it } from 'vitest';
import { backoffDelay, BASE_DELAY_MS, classify, MAX_DELAY_MS } from '@/lib/outbox-policy.ts';

describe('classify', () => {
  it('retries network failures, 408, 425, 429 and 5xx', () => {
    for (const status of [0, 408, 425, 429, 500, 502, 503, 504])
      expect(classify(status), String(status)).toBe('retry');
  });

  it('pauses on 401 until the member signs in again', () => {
    expect(classify(401)).toBe('pause');
  });

  it('rolls back on other 4xx', () => {
    for (const status of [400, 403, 404, 409, 422]) expect(classify(status), String(status)).toBe('rollback');
  });

  it('is done on 2xx', () => {
    for (const status of [200, 201, 204]) expect(classify(status)).toBe('done');
  });
});

describe('backoffDelay', () => {
  it('draws from the full jitter range, doubling per attempt up to the cap', () => {
    expect(backoffDelay(0, () => 0)).toBe(0);
    expect(backoffDelay(0, () => 0.999)).toBe(Math.floor(0.999 * BASE_DELAY_MS));
    expect(backoffDelay(3, () => 0.5)).toBe(4 * BASE_DELAY_MS);
    expect(backoffDelay(30, () => 0.999)).toBeLessThan(MAX_DELAY_MS);
  });

  it('never waits less than Retry-After', () => {
    expect(backoffDelay(0, () => 0, 7)).toBe(7_000);
  });
});
