import fp from 'fastify-plugin';
import { connectRedisAdapter, type RedisConnection } from '../lib/redis-adapter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Redis, when REDIS_URL is set: socket.io's adapter and a client for shared counters (rate limits). */
    redis: RedisConnection | null;
  }
}

/** Connects Redis first, so that every later plugin (rate limits, sockets) can share it across processes. */
export default fp(async (app) => {
  const redis = app.config.redisUrl ? await connectRedisAdapter(app.config.redisUrl, app.log) : null;
  app.decorate('redis', redis);
  // onClose hooks run last-registered first: this one ends Redis after the sockets' goodbyes went out.
  if (redis) app.addHook('onClose', async () => redis.close());
});
