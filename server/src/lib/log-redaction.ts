import type { FastifyRequest } from 'fastify';

/**
 * Request URLs as they go to the log, without the secrets some of them carry: the signature of a file link,
 * a `token` query parameter (password reset), the token in an email verification path (the mailed link and its API
 * call) and the grant of a direct-upload URL. The link itself is the key.
 */
export const redactUrl = (url: string) =>
  url
    .replace(/([?&](?:signature|token)=)[^&#]*/gi, '$1[redacted]')
    .replace(/(\/verify-email\/)[^/?#]+/, '$1[redacted]')
    .replace(/(\/files\/direct\/)[^/?#]+/, '$1[redacted]');

/** Fastify's own request serializer, with the URL redacted. */
export const requestSerializer = (request: FastifyRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});
