import type { FastifyPluginAsync } from 'fastify';
import dashboard from './dashboard.ts';
import leaderboards from './leaderboards.ts';
import lists from './lists.ts';
import mine from './mine.ts';

/** The tournament calls of spec section 7 (prefix /tournaments), all behind sign-in. */
const routes: FastifyPluginAsync = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  await app.register(leaderboards);
  await app.register(lists);
  await app.register(mine);
  await app.register(dashboard);
};
export default routes;
