import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AffiliateLeaderboard, AffiliateSummary } from '../../contract.ts';
import { memberIdOf } from '../../plugins/auth.ts';
import { affiliateBoard, affiliateSummary } from '../../repositories/affiliates.ts';

/** Affiliates (designed by us, docs/api.md): the affiliate leaderboard and the member's own referrals. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  app.get(
    '/affiliates/leaderBoard',
    { schema: { response: { 200: AffiliateLeaderboard } } },
    async (request) => affiliateBoard(app.db, memberIdOf(request)),
  );
  app.get('/affiliates/summary', { schema: { response: { 200: AffiliateSummary } } }, async (request) =>
    affiliateSummary(app.db, memberIdOf(request)),
  );
};
export default routes;
