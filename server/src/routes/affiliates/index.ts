import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AffiliateLeaderboard, AffiliateSummary, PageQuery, ReferralPage } from '../../contract.ts';
import { memberIdOf } from '../../plugins/auth.ts';
import { affiliateBoard, affiliateSummary, referralPage } from '../../repositories/affiliates.ts';

/** Affiliates (designed by us, docs/api.md): the affiliate leaderboard and the member's own referrals. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  app.get(
    '/affiliates/leaderBoard',
    { schema: { response: { 200: AffiliateLeaderboard } } },
    async (request) => affiliateBoard(app.db, memberIdOf(request)),
  );
  app.get(
    '/affiliates/referrals',
    { schema: { querystring: PageQuery, response: { 200: ReferralPage } } },
    async (request) =>
      referralPage(app.db, memberIdOf(request), request.query.page ?? 1, request.query.limit ?? 20),
  );
  app.get('/affiliates/summary', { schema: { response: { 200: AffiliateSummary } } }, async (request) =>
    affiliateSummary(app.db, memberIdOf(request)),
  );
};
export default routes;
