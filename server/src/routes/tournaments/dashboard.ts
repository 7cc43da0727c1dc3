import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { MyMasterTournament, MyTournament, Nullable, Tournament } from '../../contract.ts';
import { myTournaments } from '../../repositories/trade-accounts.ts';
import { enrolledIn, featuredMasterTournament, toTournament } from '../../repositories/tournaments.ts';
import { memberIdOf } from '../../plugins/auth.ts';

/** How many of the member's running tournaments the dashboard lists, best P&L first ("top performing"). */
const TOP_COUNT = 5;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/tournaments/dashboard/myTournaments',
    { schema: { response: { 200: Type.Array(MyTournament) } } },
    async (request) =>
      (await myTournaments(app.db, memberIdOf(request), 'current'))
        .filter((entry) => entry.account.mode === 'live')
        .sort((a, b) => b.pnl - a.pnl)
        .slice(0, TOP_COUNT),
  );

  app.get(
    '/tournaments/dashboard/masterTournament',
    { schema: { response: { 200: Nullable(Tournament) } } },
    async (request) => {
      const row = await featuredMasterTournament(app.db, app.now());
      if (!row) return null;
      const enrolled = await enrolledIn(app.db, memberIdOf(request), [row.id]);
      return toTournament(row, enrolled.has(row.id));
    },
  );

  /**
   * The featured main tournament and where the member stands in it. The group rank is the member's place among
   * their alliance's members; alliances arrive with their own issue, so until then it is null.
   */
  app.get(
    '/tournaments/dashboard/myMasterTournament',
    { schema: { response: { 200: MyMasterTournament } } },
    async (request) => {
      const userId = memberIdOf(request);
      const row = await featuredMasterTournament(app.db, app.now());
      if (!row) return { tournament: null, entry: null, rank: null, groupRank: null, players: 0 };
      const period = ['calculating', 'final', 'deleted'].includes(row.status) ? 'past' : 'current';
      const entry =
        (await myTournaments(app.db, userId, period)).find(
          (item) => item.tournament.id === row.id && item.account.mode === 'live',
        ) ?? null;
      return {
        tournament: toTournament(row, entry !== null),
        entry,
        rank: entry?.rank ?? null,
        groupRank: null,
        players: row.players,
      };
    },
  );
};
export default routes;
