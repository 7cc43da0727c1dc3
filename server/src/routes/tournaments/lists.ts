import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  ActiveTournamentsQuery,
  CreditAndTickets,
  IdParams,
  isClosedStatus,
  SearchResult,
  Tournament,
  TournamentClosed,
  TournamentDetail,
  TournamentDetailQuery,
  TournamentSearchQuery,
} from '../../contract.ts';
import {
  activeTournaments,
  enrolledIn,
  existingTournament,
  leaderboardTop,
  searchTournaments,
  toTournament,
  withEnrolment,
} from '../../repositories/tournaments.ts';
import { memberIdOf } from '../../plugins/auth.ts';
import { usableTickets } from '../../repositories/entries.ts';

const routes: FastifyPluginAsyncTypebox = async (app) => {
  const existing = (id: string) => existingTournament(app.db, id);

  app.get(
    '/tournaments/activeTournaments',
    { schema: { querystring: ActiveTournamentsQuery, response: { 200: Type.Array(Tournament) } } },
    async (request) =>
      withEnrolment(app.db, memberIdOf(request), await activeTournaments(app.db, request.query.type)),
  );

  app.get(
    '/tournaments/searchTournament',
    { schema: { querystring: TournamentSearchQuery, response: { 200: Type.Array(SearchResult) } } },
    async (request) => searchTournaments(app.db, request.query.search.trim()),
  );

  /** The tournament detail's board: the top 100, from the live board in memory while live (as the socket sends it). */
  const TOP = 100;
  app.get(
    '/tournaments/:id',
    { schema: { params: IdParams, querystring: TournamentDetailQuery, response: { 200: TournamentDetail } } },
    async (request) => {
      const row = await existing(request.params.id);
      const enrolled = await enrolledIn(app.db, memberIdOf(request), [row.id]);
      const tournament = toTournament(row, enrolled.has(row.id));
      return request.query.leaderBoard
        ? {
            ...tournament,
            leaderBoard: app.boards.top(row.id, TOP) ?? (await leaderboardTop(app.db, row, TOP)),
          }
        : tournament;
    },
  );

  app.get(
    '/tournaments/isTournamentClosed/:id',
    { schema: { params: IdParams, response: { 200: TournamentClosed } } },
    async (request) => {
      const { status } = await existing(request.params.id);
      return { isClosed: isClosedStatus(status), status };
    },
  );

  /** What the member can pay this entry with: their credit and the tickets valid for its type. */
  app.get(
    '/tournaments/creditAndTickets/:id',
    { schema: { params: IdParams, response: { 200: CreditAndTickets } } },
    async (request) => {
      const tournament = await existing(request.params.id);
      const userId = memberIdOf(request);
      const [member, tickets] = await Promise.all([
        app.db.selectFrom('users').select('credit').where('id', '=', userId).executeTakeFirstOrThrow(),
        usableTickets(app.db, userId, tournament.type)
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      return {
        credit: Number(member.credit),
        tickets: Number(tickets.count),
        price: Number(tournament.price),
      };
    },
  );
};
export default routes;
