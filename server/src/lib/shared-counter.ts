import type { FastifyBaseLogger } from 'fastify';
import type { RedisClientType } from 'redis';

/** A key's hits in its current window (this one included), and how long until that window ends. */
export type Hit = { count: number; ttlMs: number };

/**
 * What every rate limit counts with: hits per key in fixed windows (a window starts at a key's first hit).
 * In memory it is one process's count; on Redis it is the count of every platform process (issue 12).
 */
export type SharedCounter = { hit: (key: string, windowMs: number) => Promise<Hit> };

/** Expired keys are dropped every this many hits, so that memory holds only the clients of the last window. */
const SWEEP_EVERY = 1_000;

/** One process's count, for a platform without Redis and for the time Redis is away. */
export function memoryCounter(now: () => number = Date.now): SharedCounter {
  const windows = new Map<string, { count: number; endsAt: number }>();
  let hits = 0;
  const sweep = (at: number) => {
    for (const [key, window] of windows) if (window.endsAt <= at) windows.delete(key);
  };
  return {
    // Synchronous inside: a read and its increment cannot interleave with another request's.
    hit: async (key, windowMs) => {
      const at = now();
      if (++hits % SWEEP_EVERY === 0) sweep(at);
      let window = windows.get(key);
      if (!window || window.endsAt <= at) {
        window = { count: 0, endsAt: at + windowMs };
        windows.set(key, window);
      }
      window.count += 1;
      return { count: window.count, ttlMs: window.endsAt - at };
    },
  };
}

/**
 * One round trip, atomic: the increment, and the window's end set by the key's first hit. A key found without an
 * expiry (never written so by us, but it would limit for ever) gets one too.
 */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then
  redis.call('PEXPIRE', KEYS[1], ARGV[1])
  ttl = tonumber(ARGV[1])
end
return {count, ttl}`;

const PREFIX = 'rl:';
/** A Redis that does not answer (hung, not gone) must not hold requests: past this, the hit counts locally. */
const COMMAND_TIMEOUT_MS = 500;
/** After a failure, hits count locally for this long before Redis is asked again. */
const RETRY_AFTER_MS = 1_000;

const toHit = (reply: unknown): Hit => {
  if (!Array.isArray(reply) || typeof reply[0] !== 'number' || typeof reply[1] !== 'number')
    throw new Error(`unexpected answer to a rate-limit count: ${JSON.stringify(reply)}`);
  return { count: reply[0], ttlMs: reply[1] };
};

/**
 * The count of every platform process, in Redis. While Redis is away the limits fail open to a count in this
 * process's memory, as without Redis: a lost Redis must not turn requests into 500s, nor lift every limit. With N
 * processes a client may then get up to N times its allowance until Redis is back; the local count is dropped then.
 */
export function redisCounter(client: RedisClientType, log: FastifyBaseLogger): SharedCounter {
  const timed = client.withCommandOptions({ timeout: COMMAND_TIMEOUT_MS });
  let local = memoryCounter();
  let isAway = false;
  let retryAt = 0;
  return {
    hit: async (key, windowMs) => {
      if (isAway && Date.now() < retryAt) return local.hit(key, windowMs);
      try {
        const hit = toHit(
          await timed.eval(HIT_SCRIPT, { keys: [PREFIX + key], arguments: [String(windowMs)] }),
        );
        if (isAway) {
          isAway = false;
          local = memoryCounter();
          log.info('Rate limits count in Redis again, shared by every process');
        }
        return hit;
      } catch (error) {
        if (!isAway)
          log.warn(`Rate limits count in this process only while Redis is away (${String(error)})`);
        isAway = true;
        retryAt = Date.now() + RETRY_AFTER_MS;
        return local.hit(key, windowMs);
      }
    },
  };
}
