import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import {
  AUTH_MESSAGES,
  AuthResponse,
  CodeSentResponse,
  RequestOtpBody,
  VerifyOtpBody,
} from '../../contract.ts';
import { forbidden } from '../../errors.ts';
import { codeText } from '../../domain/mail-texts.ts';
import { refuseCode } from '../../repositories/codes.ts';
import { findUserByEmail } from '../../repositories/users.ts';
import { authLimits, signIn } from './helpers.ts';

const SENT = 'If the account exists, a code is on its way.';

/** Sign-in by one-time code, by email or by verified phone; unknown targets get the same answers. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const byPhone = (phonePrefix: string, phone: string) =>
    app.db
      .selectFrom('users')
      .selectAll()
      .where('phonePrefix', '=', phonePrefix)
      .where('phone', '=', phone)
      .where('isPhoneVerified', '=', true)
      .executeTakeFirst();

  const targetOf = (body: { email?: string; phone?: string; phonePrefix?: string }) =>
    body.email ? body.email.toLowerCase() : `${body.phonePrefix}${body.phone}`;

  app.post(
    '/auth/request-otp',
    { preHandler: authLimits(app), schema: { body: RequestOtpBody, response: { 200: CodeSentResponse } } },
    async (request) => {
      const body = request.body;
      const target = targetOf(body);
      const user =
        body.type === 'email'
          ? await findUserByEmail(app.db, body.email)
          : await byPhone(body.phonePrefix, body.phone);
      if (!user) return { message: SENT, ...(await app.codes.throttle('login', target)) };
      const { code, resendInSeconds } = await app.codes.issue('login', target, user.id);
      const text = codeText(app.config.productName, code, 'login');
      // Sent after the answer, which must take no longer than for an unknown target.
      app.notifier.sendLater(async () => ({
        channel: body.type === 'email' ? 'email' : 'sms',
        to: body.type === 'email' ? user.email : target,
        ...text,
      }));
      return { message: SENT, resendInSeconds };
    },
  );

  app.post(
    '/auth/verify-otp',
    { preHandler: authLimits(app), schema: { body: VerifyOtpBody, response: { 200: AuthResponse } } },
    async (request) => {
      const body = request.body;
      const target = targetOf(body);
      const result = await app.codes.check('login', target, body.otp);
      if (result !== 'ok') refuseCode(result);
      const user =
        'email' in body
          ? await findUserByEmail(app.db, body.email)
          : await byPhone(body.phonePrefix, body.phone);
      if (!user) refuseCode('wrong');
      if (!user.isApproved) throw forbidden(AUTH_MESSAGES.notApproved);
      // A code received by email proves the address.
      const verified =
        'email' in body && !user.isEmailVerified
          ? await app.db
              .updateTable('users')
              .set({ isEmailVerified: true, updatedAt: sql`now()` })
              .where('id', '=', user.id)
              .returningAll()
              .executeTakeFirstOrThrow()
          : user;
      return signIn(app, verified);
    },
  );
};
export default routes;
