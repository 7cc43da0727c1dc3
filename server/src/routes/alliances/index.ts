import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  AllianceDetail,
  AllianceListQuery,
  AlliancePage,
  AllianceParams,
  AllianceRanking,
  AllianceRankingQuery,
  CreateAllianceBody,
  UpdateAllianceBody,
} from '../../contract.ts';
import { memberIdOf } from '../../plugins/auth.ts';
import { createAlliance, deleteAlliance, updateAlliance } from '../../repositories/alliance-changes.ts';
import { allianceRanking, rankingTournament } from '../../repositories/alliance-ranking.ts';
import { allianceDetail, alliancePage, type Viewer } from '../../repositories/alliances.ts';
import memberRoutes from './members.ts';

/**
 * Alliances (designed by us, docs/api.md): any signed-in member lists, creates and joins them; only the owner
 * changes, deletes and answers requests. Every change runs in a transaction holding the alliance's row lock.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  const viewerOf = (userId: string): Viewer => ({
    userId,
    logoLink: (id) => ({ id, signedURL: app.files.signedUrl(id) }),
  });
  const detail = (userId: string, id: string) => allianceDetail(app.db, viewerOf(userId), id);

  app.get(
    '/alliances',
    { schema: { querystring: AllianceListQuery, response: { 200: AlliancePage } } },
    async (request) => {
      const { scope = 'all', search = '', page = 1, limit = 20 } = request.query;
      return alliancePage(app.db, viewerOf(memberIdOf(request)), { scope, search, page, limit });
    },
  );

  app.post(
    '/alliances',
    { schema: { body: CreateAllianceBody, response: { 201: AllianceDetail } } },
    async (request, reply) => {
      const userId = memberIdOf(request);
      const id = await createAlliance(app.db, userId, request.body, app.now());
      return reply.status(201).send(await detail(userId, id));
    },
  );

  app.get(
    '/alliances/ranking',
    { schema: { querystring: AllianceRankingQuery, response: { 200: AllianceRanking } } },
    async (request) => {
      const tournament = await rankingTournament(app.db, request.query.tournamentId);
      if (!tournament) return { tournament: null, rows: [], mine: [] };
      return { tournament, ...(await allianceRanking(app.db, tournament.id, memberIdOf(request))) };
    },
  );

  app.get(
    '/alliances/:id',
    { schema: { params: AllianceParams, response: { 200: AllianceDetail } } },
    async (request) => detail(memberIdOf(request), request.params.id),
  );

  app.patch(
    '/alliances/:id',
    { schema: { params: AllianceParams, body: UpdateAllianceBody, response: { 200: AllianceDetail } } },
    async (request) => {
      const userId = memberIdOf(request);
      await updateAlliance(app.db, request.params.id, userId, request.body, app.now());
      return detail(userId, request.params.id);
    },
  );

  app.delete('/alliances/:id', { schema: { params: AllianceParams } }, async (request, reply) => {
    await deleteAlliance(app.db, request.params.id, memberIdOf(request), app.now());
    return reply.status(204).send();
  });

  await app.register(memberRoutes, { viewerOf });
};
export default routes;
