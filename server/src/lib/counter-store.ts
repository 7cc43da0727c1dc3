import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { SharedCounter } from './shared-counter.ts';

/**
 * @fastify/rate-limit's store on our counter, so that the global limit counts in Redis when there is one. (The
 * plugin's own Redis store wants ioredis; the platform's Redis client is node-redis.)
 */
export function counterStore(counter: SharedCounter): FastifyRateLimitStoreCtor {
  class CounterStore implements FastifyRateLimitStore {
    constructor(
      _options: unknown,
      private readonly prefix = 'global:',
    ) {}

    incr(
      key: string,
      done: (error: Error | null, result?: { current: number; ttl: number }) => void,
      windowMs: number,
    ) {
      counter.hit(this.prefix + key, windowMs).then(
        ({ count, ttlMs }) => done(null, { current: count, ttl: ttlMs }),
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error))),
      );
    }

    /**
     * A route's own limit (config.rateLimit) counts apart from the global one, under its method and URL, as the
     * plugin's Redis store does. app.createRateLimit gives no route, and its limiters would share one count: count
     * with app.counter instead (routes/auth/helpers.ts).
     */
    child(options: object) {
      const route = 'routeInfo' in options ? options.routeInfo : undefined;
      if (!route || typeof route !== 'object' || !('url' in route) || !('method' in route))
        throw new Error(
          'A rate limit outside a route config has no key of its own here: count with app.counter',
        );
      return new CounterStore(undefined, `route:${String(route.method)}${String(route.url)}:`);
    }
  }
  return CounterStore;
}
