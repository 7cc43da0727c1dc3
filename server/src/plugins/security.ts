import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { API_PREFIX, fillMessage, GENERAL_MESSAGES } from '../contract.ts';
import { counterStore } from '../lib/counter-store.ts';
import { memoryCounter, redisCounter, type SharedCounter } from '../lib/shared-counter.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** What every rate limit counts with: in Redis when there is one, so that all processes share one count. */
    counter: SharedCounter;
  }
}

/**
 * The client a rate limit counts: its address (IPv6 by /64, the plugin's default, so one host cannot
 * rotate addresses in its own range). A request without one was refused with 408 before any limit ran.
 */
export const clientKey = (request: FastifyRequest) => normalizeIP(request.ip);

/** Compression, security headers with a CSP that allows no inline script, cookies and rate limits. */
export default fp(async (app) => {
  app.decorate('counter', app.redis ? redisCounter(app.redis.client, app.log) : memoryCounter());
  await app.register(compress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // React sets style properties through the CSSOM; style attributes from Headless UI need this.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'"],
        // CSP level 3: 'self' also allows ws: and wss: to this host (the live socket), and nothing else.
        connectSrc: ["'self'"],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        frameSrc: ["'self'"],
        frameAncestors: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
    // The terminal is same-origin and framed by the portal; cross-origin isolation would break the iframe.
    crossOriginEmbedderPolicy: false,
    hsts: app.config.env === 'production',
  });
  await app.register(cookie);
  // A request whose client hung up before the server got to it (a backed-up server under load) has no address
  // left: the rate limiter keyed on it threw, and it was answered 500 and logged as an unhandled error. Nobody
  // waits for this answer; it is refused before any work.
  app.addHook('onRequest', async (request, reply) => {
    if (!request.ip) return reply.status(408).send({ message: GENERAL_MESSAGES.requestNotRead });
  });
  await app.register(rateLimit, {
    max: app.config.rateLimitMax,
    timeWindow: '1 minute',
    keyGenerator: clientKey,
    store: counterStore(app.counter),
    // The counter falls back to memory when Redis is away; should a count still fail, the request goes unlimited
    // rather than answered 500.
    skipOnError: true,
    allowList: (request) => !request.url.startsWith(API_PREFIX),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: fillMessage(GENERAL_MESSAGES.tooManyRequests, { seconds: Math.ceil(context.ttl / 1000) }),
    }),
  });
});
