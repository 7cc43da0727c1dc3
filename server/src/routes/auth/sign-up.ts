import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AuthResponse,
  CodeSentResponse,
  EmailBody,
  isStrongPassword,
  MessageResponse,
  RegisterBody,
  VerifyPreRegisterBody,
} from '../../contract.ts';
import { badRequest } from '../../errors.ts';
import { accountExistsText, codeText, verifyEmailText } from '../../domain/mail-texts.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { refuseCode } from '../../repositories/codes.ts';
import { createUser, findUserByEmail } from '../../repositories/users.ts';
import { authLimits, link, mailLater, signIn } from './helpers.ts';

export const WEAK_PASSWORD =
  'Password must be at least 8 characters with an uppercase letter, a lowercase letter and a digit.';
const CREATED = 'Account created. Check your email for the verification link.';
const CODE_SENT = 'A sign-up code is on its way to your email.';

/**
 * Sign-up by password (register, then verify the email by link) or by code (pre-register, verify the code).
 * An email that already has an account gets a mail saying so, and the caller the same answer as anyone.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const product = app.config.productName;

  const register = async (body: typeof RegisterBody.static) => {
    if (!isStrongPassword(body.password)) throw badRequest(WEAK_PASSWORD);
    const existing = await findUserByEmail(app.db, body.email);
    // Hashed for an existing email too: the argon2 work would otherwise tell a new email by its speed.
    const passwordHash = await hashPassword(body.password);
    if (existing) {
      mailLater(app, existing.email, async () => accountExistsText(product, link(app, '/auth/login')));
      return { message: CREATED };
    }
    const user = await createUser(app.db, { ...body, passwordHash, isEmailVerified: false });
    mailLater(app, user.email, async () => {
      const token = await app.actionTokens.issue('verify_email', user.id);
      return verifyEmailText(product, user.firstname, link(app, `/verify-email/${token}`));
    });
    return { message: CREATED };
  };

  const schema = { body: RegisterBody, response: { 201: MessageResponse } };
  app.post('/auth/register', { preHandler: authLimits(app), schema }, async (request, reply) =>
    reply.status(201).send(await register(request.body)),
  );
  // POST /users of spec section 7 creates a member the same way.
  app.post('/users', { preHandler: authLimits(app), schema }, async (request, reply) =>
    reply.status(201).send(await register(request.body)),
  );

  const sendSignUpCode = async (email: string) => {
    const target = email.toLowerCase();
    const existing = await findUserByEmail(app.db, email);
    if (existing) {
      const throttled = await app.codes.throttle('sign_up', target);
      mailLater(app, existing.email, async () => accountExistsText(product, link(app, '/auth/login')));
      return { message: CODE_SENT, ...throttled };
    }
    const { code, resendInSeconds } = await app.codes.issue('sign_up', target);
    mailLater(app, email, async () => codeText(product, code, 'sign_up'));
    return { message: CODE_SENT, resendInSeconds };
  };

  const codeSchema = { body: EmailBody, response: { 200: CodeSentResponse } };
  app.post('/auth/pre-register', { preHandler: authLimits(app), schema: codeSchema }, async (request) =>
    sendSignUpCode(request.body.email),
  );
  app.post(
    '/auth/resend-pre-register-otp',
    { preHandler: authLimits(app), schema: codeSchema },
    async (request) => sendSignUpCode(request.body.email),
  );

  app.post(
    '/auth/verify-pre-register',
    { preHandler: authLimits(app), schema: { body: VerifyPreRegisterBody, response: { 201: AuthResponse } } },
    async (request, reply) => {
      const { otp, ...fields } = request.body;
      const result = await app.codes.check('sign_up', fields.email.toLowerCase(), otp);
      if (result !== 'ok') refuseCode(result);
      if (await findUserByEmail(app.db, fields.email)) refuseCode('wrong');
      const user = await createUser(app.db, { ...fields, passwordHash: null, isEmailVerified: true });
      return reply.status(201).send(await signIn(app, user));
    },
  );
};
export default routes;
