import { setTimeout } from 'node:timers/promises';
import type { FastifyBaseLogger } from 'fastify';
import { createAdapter } from '@socket.io/redis-adapter';
import { createClient, type RedisClientType } from 'redis';

/** How many times a start tries to reach Redis before it gives up (about a second). */
const START_ATTEMPTS = 5;
const START_RETRY_MS = 200;
/** Once running, a lost Redis is retried for ever, backing off to this. */
const MAX_RETRY_MS = 5_000;
const CLOSE_WAIT_MS = 1_000;

/** Where Redis is, for messages: REDIS_URL may carry a password, which must not reach a log. */
const whereIs = (url: string) => {
  const { hostname, port } = new URL(url);
  return `${hostname}:${port || '6379'}`;
};

/**
 * The socket.io adapter doesn't await or catch its publishes: a publish that fails (Redis went away while it was
 * in flight, or the client is being destroyed) would be an unhandled rejection, which ends a Node process. The
 * event is lost either way; the process must live on. Methods are bound to the real client, whose private fields
 * a proxy as `this` could not reach.
 */
function withCaughtPublish(client: RedisClientType, onError: (error: unknown) => void) {
  return new Proxy(client, {
    get(target, property) {
      const value: unknown = Reflect.get(target, property, target);
      if (property === 'publish')
        return (...args: Parameters<RedisClientType['publish']>) => target.publish(...args).catch(onError);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}

/**
 * Connects the two Redis clients socket.io's Redis adapter needs (one publishes, one is put in subscriber mode), so
 * that an event emitted by one platform process reaches the sockets of every other (issue 12).
 * Start-up fails with a clear message when Redis cannot be reached; a Redis lost later is a warning, the process
 * keeps serving its own sockets, and the clients reconnect (and subscribe again) on their own.
 */
export async function connectRedisAdapter(url: string, log: FastifyBaseLogger) {
  const where = whereIs(url);
  let isStarted = false;
  const publisher: RedisClientType = createClient({
    url,
    // While Redis is away a command fails at once: queued, publishes would pile up in memory and a request asking
    // the other processes (fetchSockets) would wait for Redis to return.
    disableOfflineQueue: true,
    socket: {
      reconnectStrategy: (retries, cause) => {
        if (isStarted) return Math.min(100 * 2 ** retries, MAX_RETRY_MS);
        if (retries < START_ATTEMPTS) return START_RETRY_MS;
        return new Error(
          `Redis at ${where} (REDIS_URL) cannot be reached: ${cause.message}. Start it, or unset REDIS_URL to run one process without it.`,
        );
      },
    },
  });
  // The subscriber keeps its queue: the adapter of a namespace made during an outage subscribes without catching.
  const subscriber: RedisClientType = publisher.duplicate({ disableOfflineQueue: false });

  for (const [name, client] of [
    ['publisher', publisher],
    ['subscriber', subscriber],
  ] as const) {
    let isDown = false;
    // Without an 'error' listener node-redis would throw, ending the process; the start's own failure is thrown.
    client.on('error', (error: Error) => {
      if (!isStarted || isDown) return;
      isDown = true;
      log.warn(
        `Redis at ${where} lost (${name}: ${error.message}); events of other processes do not reach this one's sockets until it is back`,
      );
    });
    client.on('ready', () => {
      if (!isDown) return;
      isDown = false;
      log.info(`Redis at ${where} is back (${name})`);
    });
  }

  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
  } catch (error) {
    for (const client of [publisher, subscriber]) if (client.isOpen) client.destroy();
    throw error;
  }
  isStarted = true;
  const adapter = createAdapter(
    withCaughtPublish(publisher, (error) =>
      log.warn(`Redis at ${where}: an event was not published (${String(error)})`),
    ),
    subscriber,
  );
  return {
    adapter,
    /** For commands of our own (shared counters); a command fails at once while Redis is away. */
    client: publisher,
    /**
     * Sends what is still queued (what a shutdown published, such as its own sockets' ends), then ends both
     * connections; it waits at most CLOSE_WAIT_MS, so that a Redis that went away cannot hang a shutdown.
     */
    async close() {
      isStarted = false;
      await Promise.all(
        [publisher, subscriber].map(async (client) => {
          if (!client.isOpen) return;
          await Promise.race([client.close().catch(() => undefined), setTimeout(CLOSE_WAIT_MS)]);
          if (client.isOpen) client.destroy();
        }),
      );
    },
  };
}
export type RedisConnection = Awaited<ReturnType<typeof connectRedisAdapter>>;
