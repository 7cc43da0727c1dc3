import { createHash, randomBytes } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/connect.ts';
import { unauthorized } from '../errors.ts';

export type SessionToken = { token: string; expires: Date; sessionId: string };
export type Resolved = { userId: string; sessionId: string };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Opaque bearer tokens: 256 random bits to the client, only their hash in the database, revocable. */
export function createSessions(db: Db, sessionDays: number) {
  return {
    async create(userId: string): Promise<SessionToken> {
      const token = randomBytes(32).toString('base64url');
      const expires = new Date(Date.now() + sessionDays * 86_400_000);
      const { id } = await db
        .insertInto('sessions')
        .values({ userId, tokenHash: hashToken(token), expiresAt: expires })
        .returning('id')
        .executeTakeFirstOrThrow();
      return { token, expires, sessionId: id };
    },

    async resolve(token: string): Promise<Resolved | null> {
      if (!token || token.length > 128) return null;
      const row = await db
        .selectFrom('sessions')
        .innerJoin('users', 'users.id', 'sessions.userId')
        .select(['sessions.id as sessionId', 'sessions.userId'])
        .where('sessions.tokenHash', '=', hashToken(token))
        .where('sessions.revokedAt', 'is', null)
        .where('sessions.expiresAt', '>', new Date())
        .where('users.isApproved', '=', true)
        .executeTakeFirst();
      return row ?? null;
    },

    async revoke(sessionId: string): Promise<void> {
      await db.updateTable('sessions').set({ revokedAt: new Date() }).where('id', '=', sessionId).execute();
    },
  };
}
export type Sessions = ReturnType<typeof createSessions>;

export const bearerToken = (header: string | undefined) => {
  const match = /^Bearer ([A-Za-z0-9_-]{16,128})$/.exec(header ?? '');
  return match?.[1] ?? null;
};

/** The signed-in member's id on a route behind `requireAuth`. */
export const memberIdOf = (request: FastifyRequest) => {
  if (!request.auth) throw unauthorized();
  return request.auth.userId;
};

/** The signed-in member's session on a route behind `requireAuth` (what it opens ends with it). */
export const sessionIdOf = (request: FastifyRequest) => {
  if (!request.auth) throw unauthorized();
  return request.auth.sessionId;
};

/** Resolves the bearer token of every API request once; protected routes call `requireAuth`. */
export default fp(async (app) => {
  app.decorate('sessions', createSessions(app.db, app.config.sessionDays));
  app.decorateRequest('auth', null);
  app.addHook('onRequest', async (request) => {
    const token = bearerToken(request.headers.authorization);
    if (token) request.auth = await app.sessions.resolve(token);
  });
  app.decorate('requireAuth', async (request) => {
    if (!request.auth) throw unauthorized();
  });
});
