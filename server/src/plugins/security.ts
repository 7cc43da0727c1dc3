import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { API_PREFIX, fillMessage, GENERAL_MESSAGES } from '../contract.ts';

/** Compression, security headers with a CSP that allows no inline script, cookies and rate limits. */
export default fp(async (app) => {
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
        connectSrc: ["'self'", 'ws:', 'wss:'],
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
  await app.register(rateLimit, {
    max: app.config.rateLimitMax,
    timeWindow: '1 minute',
    allowList: (request) => !request.url.startsWith(API_PREFIX),
    errorResponseBuilder: (_request, context) => ({
      statusCode: 429,
      message: fillMessage(GENERAL_MESSAGES.tooManyRequests, { seconds: Math.ceil(context.ttl / 1000) }),
    }),
  });
});
