import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/schema.ts';
import { ApiError } from '../../errors.ts';
import { clientKey } from '../../plugins/security.ts';
import { toUser } from '../../repositories/users.ts';
import { fillMessage, GENERAL_MESSAGES, type AuthResponse } from '../../contract.ts';

/** A new session for the member, answered in the login shape of the contract. */
export async function signIn(app: FastifyInstance, user: UserRow): Promise<AuthResponse> {
  const session = await app.sessions.create(user.id);
  return {
    user: toUser(user, await app.files.imageOf(user.imageFileId)),
    tokens: { access: { token: session.token, expires: session.expires.toISOString() } },
  };
}

const accountKey = (request: FastifyRequest) => {
  const body = (request.body ?? {}) as { email?: unknown; phone?: unknown; phonePrefix?: unknown };
  if (typeof body.email === 'string') return `account:${body.email.toLowerCase()}`;
  if (typeof body.phone === 'string') return `account:${String(body.phonePrefix)}${body.phone}`;
  return `ip:${clientKey(request)}`;
};

/** Sign-in and code routes are limited per IP and per account (email or phone), on top of the global limit. */
export function authLimits(app: FastifyInstance) {
  const limiters = [
    app.createRateLimit({
      max: app.config.authLimitPerIp,
      timeWindow: '1 minute',
      keyGenerator: (request) => `auth-ip:${clientKey(request)}`,
    }),
    app.createRateLimit({
      max: app.config.authLimitPerAccount,
      timeWindow: '1 minute',
      keyGenerator: accountKey,
    }),
  ];
  return async (request: FastifyRequest) => {
    for (const limiter of limiters) {
      const result = await limiter(request);
      if (!result.isAllowed && result.isExceeded) {
        throw new ApiError(
          429,
          fillMessage(GENERAL_MESSAGES.tooManyRequests, { seconds: result.ttlInSeconds }),
        );
      }
    }
  };
}

export const link = (app: FastifyInstance, path: string) => `${app.config.publicUrl}${path}`;

/**
 * Mail through the notifier, sent after the answer: an account that exists must not answer slower than one that
 * does not (the wait for a mail server would tell). `prepare` does the rest of that account's work (a token).
 */
export const mailLater = (
  app: FastifyInstance,
  to: string,
  prepare: () => Promise<{ subject: string; text: string }>,
) => app.notifier.sendLater(async () => ({ channel: 'email', to, ...(await prepare()) }));
