import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import {
  AUTH_MESSAGES,
  EmailBody,
  isStrongPassword,
  MessageResponse,
  PasswordBody,
  ResetPasswordQuery,
  SetNewPasswordBody,
} from '../../contract.ts';
import { badRequest } from '../../errors.ts';
import { resetPasswordText } from '../../domain/mail-texts.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { findUserByEmail } from '../../repositories/users.ts';
import { authLimits, link, mailLater } from './helpers.ts';
import { WEAK_PASSWORD } from './sign-up.ts';

const LINK_SENT = 'If the email has an account, a link to set a new password is on its way.';

/** Forgot and reset password; a reset also proves the email and ends every other session. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/auth/forgot-password',
    { preHandler: authLimits(app), schema: { body: EmailBody, response: { 200: MessageResponse } } },
    async (request) => {
      const user = await findUserByEmail(app.db, request.body.email);
      if (user)
        mailLater(app, user.email, async () => {
          const token = await app.actionTokens.issue('reset_password', user.id);
          return resetPasswordText(app.config.productName, link(app, `/auth/new-password?token=${token}`));
        });
      return { message: LINK_SENT };
    },
  );

  const reset = async (token: string, password: string) => {
    if (!isStrongPassword(password)) throw badRequest(WEAK_PASSWORD);
    const userId = await app.actionTokens.consume('reset_password', token);
    if (!userId) throw badRequest(AUTH_MESSAGES.invalidToken);
    const passwordHash = await hashPassword(password);
    await app.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ passwordHash, isEmailVerified: true, updatedAt: sql`now()` })
        .where('id', '=', userId)
        .execute();
      await trx
        .updateTable('sessions')
        .set({ revokedAt: app.now() })
        .where('userId', '=', userId)
        .where('revokedAt', 'is', null)
        .execute();
    });
    // Terminals and open sockets go too: a reset after a stolen password must shut the thief out now.
    await app.terminalTokens.revokeMember(userId);
    await app.realtime.disconnectMember(userId);
    return { message: 'Password reset. You can log in with your new password.' };
  };

  app.post(
    '/auth/reset-password',
    {
      preHandler: authLimits(app),
      schema: { querystring: ResetPasswordQuery, body: PasswordBody, response: { 200: MessageResponse } },
    },
    async (request) => reset(request.query.token, request.body.password),
  );
  app.post(
    '/setNewPassword',
    { preHandler: authLimits(app), schema: { body: SetNewPasswordBody, response: { 200: MessageResponse } } },
    async (request) => reset(request.body.token, request.body.password),
  );
};
export default routes;
