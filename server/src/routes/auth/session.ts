import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AUTH_MESSAGES, AuthResponse, LoginBody, User, UserIdParams } from '../../contract.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../../lib/passwords.ts';
import { findUserByEmail, findUserById, toUser } from '../../repositories/users.ts';
import { authLimits, signIn } from './helpers.ts';
import { removeSessionSubscriptions } from '../../repositories/notifications.ts';

/** Hashed once, so an unknown email costs the same argon2 work as a known one. */
let dummyHash: Promise<string> | undefined;
const spendPasswordWork = async (password: string) => {
  dummyHash ??= hashPassword('not-a-real-password-0');
  await verifyPassword(await dummyHash, password);
};

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/login',
    { preHandler: authLimits(app), schema: { body: LoginBody, response: { 200: AuthResponse } } },
    async (request) => {
      const { email, password } = request.body;
      const user = await findUserByEmail(app.db, email);
      // An account made by code has no password: it answers like an unknown email, so the answer cannot tell
      // that the account exists (DECISIONS.md 7). Its member signs in by code or sets one with forgot-password.
      if (!user?.passwordHash) {
        await spendPasswordWork(password);
        throw unauthorized(AUTH_MESSAGES.badCredentials);
      }
      if (!(await verifyPassword(user.passwordHash, password)))
        throw unauthorized(AUTH_MESSAGES.badCredentials);
      if (!user.isEmailVerified) throw forbidden(AUTH_MESSAGES.notVerified);
      if (!user.isApproved) throw forbidden(AUTH_MESSAGES.notApproved);
      return signIn(app, user);
    },
  );

  app.get(
    '/auth/me',
    { onRequest: app.requireAuth, schema: { response: { 200: User } } },
    async (request) => {
      const row = await findUserById(app.db, request.auth?.userId ?? '');
      if (!row) throw unauthorized();
      return toUser(row, await app.files.imageOf(row.imageFileId));
    },
  );

  /** A fresh token for the signed-in member (spec: generate-new-token/{userId}); only for oneself. */
  app.get(
    '/auth/generate-new-token/:userId',
    { onRequest: app.requireAuth, schema: { params: UserIdParams, response: { 200: AuthResponse } } },
    async (request) => {
      if (request.params.userId !== request.auth?.userId) throw forbidden();
      const row = await findUserById(app.db, request.params.userId);
      if (!row) throw unauthorized();
      return signIn(app, row);
    },
  );

  app.post('/auth/logout', { onRequest: app.requireAuth }, async (request, reply) => {
    const sessionId = request.auth?.sessionId ?? '';
    await app.sessions.revoke(sessionId);
    // Logout ends this device's Web Push too, even when the portal could not unsubscribe (offline).
    await removeSessionSubscriptions(app.db, sessionId);
    await app.realtime.disconnectSession(sessionId);
    return reply.status(204).send();
  });
};
export default routes;
