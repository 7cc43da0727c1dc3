import type { FastifyPluginAsync } from 'fastify';
import codes from './codes.ts';
import password from './password.ts';
import session from './session.ts';
import signUp from './sign-up.ts';
import verification from './verification.ts';

/** The auth calls of spec section 7. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(session);
  await app.register(codes);
  await app.register(signUp);
  await app.register(password);
  await app.register(verification);
};
export default routes;
