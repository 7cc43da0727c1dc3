import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { ApiError } from '../errors.ts';
import { describeSchemaError, type SchemaError } from '../domain/validation-message.ts';

const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  '57P01',
  '57P03',
  '08006',
  '08001',
  '53300',
  // A statement cancelled by statement_timeout (server/src/db/connect.ts).
  '57014',
]);

const isDatabaseUnavailable = (error: unknown) =>
  error instanceof Error &&
  (UNAVAILABLE_CODES.has(String((error as { code?: unknown }).code)) ||
    /Connection terminated|timeout exceeded when trying to connect|Query read timeout/i.test(error.message));

/** One place turns every failure into `{ message }` (plus `details` for validation); never a stack trace. */
export default fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error.validation) {
      const details = error.validation.map((item) =>
        describeSchemaError(item as SchemaError, error.validationContext ?? 'body'),
      );
      return reply.status(400).send({ message: details[0]?.message ?? 'The request is not valid', details });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({ message: error.message || 'The request is not valid' });
    }
    // A refusal of our own for a while (prices not coming through): its message says what to do.
    if (error instanceof ApiError && status === 503)
      return reply.status(503).header('retry-after', '5').send({ message: error.message });
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.status(503).header('retry-after', '5').send({
        message: 'The service is briefly unavailable. Please try again in a few seconds.',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send({ message: 'Internal server error' });
  });
});
