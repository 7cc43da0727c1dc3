import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { AUTH_MESSAGES, EmailBody, MessageResponse, TokenParams } from '../../contract.ts';
import { badRequest, conflict } from '../../errors.ts';
import { verifyEmailText } from '../../domain/mail-texts.ts';
import { findUserByEmail, findUserById } from '../../repositories/users.ts';
import { authLimits, link, mailLater } from './helpers.ts';

/** Email verification by emailed link, and sending that link again. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/resend-verification-email',
    { preHandler: authLimits(app), schema: { body: EmailBody, response: { 200: MessageResponse } } },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user && !user.isEmailVerified)
        mailLater(app, user.email, async () => {
          const token = await app.actionTokens.issue('verify_email', user.id);
          return verifyEmailText(app.config.productName, user.firstname, link(app, `/verify-email/${token}`));
        });
      return { message: 'If the email needs verifying, a new link is on its way.' };
    },
  );

  app.post(
    '/auth/verify-email/:token',
    { preHandler: authLimits(app), schema: { params: TokenParams, response: { 200: MessageResponse } } },
    async (request) => {
      const userId = await app.actionTokens.consume('verify_email', request.params.token);
      const user = userId ? await findUserById(app.db, userId) : undefined;
      if (!user) throw badRequest(AUTH_MESSAGES.invalidToken);
      if (user.isEmailVerified) throw conflict(AUTH_MESSAGES.alreadyVerified);
      await app.db
        .updateTable('users')
        .set({ isEmailVerified: true, updatedAt: sql`now()` })
        .where('id', '=', user.id)
        .execute();
      return { message: 'Your email is verified. You can log in now.' };
    },
  );
};
export default routes;
