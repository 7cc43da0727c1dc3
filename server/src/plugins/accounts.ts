import fp from 'fastify-plugin';
import { createActionTokens, type ActionTokens } from '../repositories/action-tokens.ts';
import { createCodes, type Codes } from '../repositories/codes.ts';

declare module 'fastify' {
  interface FastifyInstance {
    codes: Codes;
    actionTokens: ActionTokens;
  }
}

/** One-time codes and emailed tokens, on the app's clock so tests can move time. */
export default fp(async (app) => {
  app.decorate('codes', createCodes(app.db, app.config.secret, app.now));
  app.decorate('actionTokens', createActionTokens(app.db, app.now));
});
