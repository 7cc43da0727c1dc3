import { createHash } from 'node:crypto';
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

/** Emails and phone numbers are kept out of Redis's keys: a digest counts the same. */
const digest = (text: string) => createHash('sha256').update(text).digest('base64url');

const accountKey = (request: FastifyRequest) => {
  const body = (request.body ?? {}) as { email?: unknown; phone?: unknown; phonePrefix?: unknown };
  if (typeof body.email === 'string') return `account:${digest(body.email.toLowerCase())}`;
  if (typeof body.phone === 'string') return `account:${digest(`${String(body.phonePrefix)}${body.phone}`)}`;
  return `ip:${clientKey(request)}`;
};

const AUTH_WINDOW_MS = 60_000;

/**
 * Sign-in and code routes are limited per IP and per account (email or phone), on top of the global limit. Each
 * route counts apart (as before issue 12), in the app's counter: with Redis, every process adds to one count.
 */
export function authLimits(app: FastifyInstance) {
  return async (request: FastifyRequest) => {
    const route = `${request.method}${request.routeOptions.url ?? ''}`;
    const limits = [
      { key: `auth-ip:${route}:${clientKey(request)}`, max: app.config.authLimitPerIp },
      { key: `auth-account:${route}:${accountKey(request)}`, max: app.config.authLimitPerAccount },
    ];
    for (const { key, max } of limits) {
      const { count, ttlMs } = await app.counter.hit(key, AUTH_WINDOW_MS);
      if (count > max) {
        throw new ApiError(
          429,
          fillMessage(GENERAL_MESSAGES.tooManyRequests, { seconds: Math.ceil(ttlMs / 1000) }),
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
