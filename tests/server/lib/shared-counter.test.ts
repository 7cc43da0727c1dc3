// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { memoryCounter } from '../../../server/src/lib/shared-counter.ts';

/** The in-memory count: what limits use without Redis, and while Redis is away (the Redis one is in scale/). */
describe('memoryCounter', () => {
  const clocked = () => {
    let at = 1_000_000;
    return { counter: memoryCounter(() => at), advance: (ms: number) => (at += ms) };
  };

  it('counts a key’s hits in a window that starts at its first hit', async () => {
    const { counter, advance } = clocked();
    expect(await counter.hit('a', 1_000)).toEqual({ count: 1, ttlMs: 1_000 });
    advance(400);
    expect(await counter.hit('a', 1_000)).toEqual({ count: 2, ttlMs: 600 });
    expect(await counter.hit('b', 1_000)).toEqual({ count: 1, ttlMs: 1_000 });
  });

  it('starts a new window once the last one has ended', async () => {
    const { counter, advance } = clocked();
    await counter.hit('a', 1_000);
    await counter.hit('a', 1_000);
    advance(1_000);
    expect(await counter.hit('a', 1_000)).toEqual({ count: 1, ttlMs: 1_000 });
  });

  it('keeps counting live windows when it drops ended ones', async () => {
    const { counter, advance } = clocked();
    await counter.hit('long', 60_000);
    // Enough short-lived keys to make it sweep; they have ended by then, the long window has not.
    for (let n = 0; n < 1_000; n += 1) await counter.hit(`short-${n}`, 10);
    advance(100);
    for (let n = 0; n < 1_000; n += 1) await counter.hit(`later-${n}`, 10);
    expect((await counter.hit('long', 60_000)).count).toBe(2);
  });
});
