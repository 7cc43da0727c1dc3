import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  effectivePoolPrice,
  IdParams,
  LeaderboardListQuery,
  LeaderboardSnapshot,
  LeaderboardTournament,
  type TournamentStatus,
} from '../../contract.ts';
import { memberIdOf } from '../../plugins/auth.ts';
import { storedLeaders } from '../../repositories/leaderboards.ts';
import { pricingOf } from '../../repositories/tournaments.ts';

const PAST_LIMIT = 50;

/** Leaderboards (spec section 7): live and past lists with a country filter, and a whole board. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const list = async (statuses: TournamentStatus[], userId: string, country?: string) => {
    const isPast = statuses.includes('final');
    const tournaments = await app.db
      .selectFrom('tournaments')
      .selectAll()
      .where('status', 'in', statuses)
      .orderBy('endAt', isPast ? 'desc' : 'asc')
      .limit(PAST_LIMIT)
      .execute();
    const code = country?.toUpperCase();
    const stored = await storedLeaders(
      app.db,
      tournaments.filter((row) => !app.boards.isLive(row.id)).map((row) => row.id),
      userId,
      code,
    );
    return tournaments.map((row) => ({
      id: row.id,
      title: row.title,
      type: row.type,
      status: row.status,
      startDate: row.startAt.toISOString(),
      endDate: row.endAt.toISOString(),
      effectivePoolPrice: effectivePoolPrice(pricingOf(row)),
      players: row.players,
      ...(app.boards.liveLeaders(row.id, userId, code) ?? stored.get(row.id) ?? { leaders: [], me: null }),
    }));
  };

  const listSchema = {
    schema: { querystring: LeaderboardListQuery, response: { 200: Type.Array(LeaderboardTournament) } },
  };
  app.get('/tournaments/leaderBoardTournaments', listSchema, async (request) =>
    list(['live', 'calculating'], memberIdOf(request), request.query.country),
  );
  app.get('/tournaments/pastLeaderBoardTournaments', listSchema, async (request) =>
    list(['final'], memberIdOf(request), request.query.country),
  );

  /** Every player of a board in rank order, with the sequence number its live updates continue from. */
  app.get(
    '/tournaments/leaderBoard/:id',
    { schema: { params: IdParams, response: { 200: LeaderboardSnapshot } } },
    async (request) => app.boards.snapshot(request.params.id, app.realtime.sequence(request.params.id)),
  );
};
export default routes;
