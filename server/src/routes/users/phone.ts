import { createHmac } from 'node:crypto';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { CodeSentResponse, PhoneBody, TelegramToken, User, VerifyPhoneBody } from '../../contract.ts';
import { codeText } from '../../domain/mail-texts.ts';
import { refuseCode } from '../../repositories/codes.ts';
import { toUser } from '../../repositories/users.ts';
import { authLimits } from '../auth/helpers.ts';

const TELEGRAM_TOKEN_MINUTES = 15;

/** Phone verification by SMS code, and the token a Telegram bot verifies with the platform's secret. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const sendCode = async (userId: string, { phone, phonePrefix }: { phone: string; phonePrefix: string }) => {
    // The number asked to verify becomes the member's (unverified) number, as Save and Verify means.
    await app.db
      .updateTable('users')
      .set({ phone, phonePrefix, isPhoneVerified: false, updatedAt: sql`now()` })
      .where('id', '=', userId)
      .where((eb) =>
        eb.or([eb('phone', 'is distinct from', phone), eb('phonePrefix', 'is distinct from', phonePrefix)]),
      )
      .execute();
    const target = `${phonePrefix}${phone}`;
    const { code, resendInSeconds } = await app.codes.issue('phone', target, userId);
    await app.notifier.send({
      channel: 'sms',
      to: target,
      ...codeText(app.config.productName, code, 'phone'),
    });
    return { message: 'Code sent', resendInSeconds };
  };

  const options = {
    onRequest: app.requireAuth,
    preHandler: authLimits(app),
    schema: { body: PhoneBody, response: { 200: CodeSentResponse } },
  };
  app.post('/users/sendOtpByPhone', options, async (request) =>
    sendCode(request.auth?.userId ?? '', request.body),
  );
  app.post('/users/resendOtpByPhone', options, async (request) =>
    sendCode(request.auth?.userId ?? '', request.body),
  );

  app.post(
    '/users/verifyOtpByPhone',
    {
      onRequest: app.requireAuth,
      preHandler: authLimits(app),
      schema: { body: VerifyPhoneBody, response: { 200: User } },
    },
    async (request) => {
      const { phone, phonePrefix, otp } = request.body;
      const userId = request.auth?.userId ?? '';
      const result = await app.codes.check('phone', `${phonePrefix}${phone}`, otp, userId);
      if (result !== 'ok') refuseCode(result);
      const row = await app.db
        .updateTable('users')
        .set({ phone, phonePrefix, isPhoneVerified: true, updatedAt: sql`now()` })
        .where('id', '=', userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return toUser(row, await app.files.imageOf(row.imageFileId));
    },
  );

  app.get(
    '/users/telegramToken',
    { onRequest: app.requireAuth, schema: { response: { 200: TelegramToken } } },
    async (request) => {
      const expires = new Date(app.now().getTime() + TELEGRAM_TOKEN_MINUTES * 60_000);
      const payload = `${request.auth?.userId}.${expires.getTime()}`;
      const signature = createHmac('sha256', app.config.secret)
        .update(`telegram:${payload}`)
        .digest('base64url');
      return { token: `${payload}.${signature}`, expires: expires.toISOString() };
    },
  );
};
export default routes;
