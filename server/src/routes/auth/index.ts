import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { User } from '../../contract.ts';
import { unauthorized } from '../../errors.ts';
import { findUserById, toUser } from '../../repositories/users.ts';

/** The signed-in member's own record: how the portal turns a stored token back into a user. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/auth/me',
    { onRequest: app.requireAuth, schema: { response: { 200: User } } },
    async (request) => {
      const row = await findUserById(app.db, request.auth?.userId ?? '');
      if (!row) throw unauthorized();
      return toUser(row);
    },
  );

  app.post('/auth/logout', { onRequest: app.requireAuth }, async (request, reply) => {
    const sessionId = request.auth?.sessionId ?? '';
    await app.sessions.revoke(sessionId);
    await app.realtime.disconnectSession(sessionId);
    return reply.status(204).send();
  });
};
export default routes;
