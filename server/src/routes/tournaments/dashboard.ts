import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  fromCents,
  MyMasterTournament,
  MyTournament,
  Nullable,
  PnlSummary,
  toCents,
  Tournament,
} from '../../contract.ts';
import { groupRankOf } from '../../repositories/alliance-ranking.ts';
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

  /** The member's P&L across their ranked entries: stored values, with live valuations where the book has them. */
  app.get(
    '/tournaments/dashboard/pnlSummary',
    { schema: { response: { 200: PnlSummary } } },
    async (request) => {
      const accounts = await app.db
        .selectFrom('tradeAccounts')
        .select([
          'id',
          'tournamentId',
          'equity',
          'startingBalance',
          'tradeCount',
          'profitCredit',
          'finalRank',
        ])
        .where('userId', '=', memberIdOf(request))
        .where('mode', '=', 'live')
        .execute();
      const held = new Map([...app.book.heldAccounts()].map((account) => [account.accountId, account]));
      let totalProfit = 0;
      let openProfit = 0;
      let bestRank: number | null = null;
      for (const account of accounts) {
        const live = held.get(account.id);
        totalProfit += live ? live.summary.profit : Number(account.equity) - Number(account.startingBalance);
        if (live) openProfit += live.summary.equity - live.summary.balance;
        const rank = account.finalRank ?? app.boards.standing(account.tournamentId, account.id)?.rank ?? null;
        if (rank !== null && (bestRank === null || rank < bestRank)) bestRank = rank;
      }
      return {
        totalProfit: fromCents(toCents(totalProfit)),
        openProfit: fromCents(toCents(openProfit)),
        tradeCount: accounts.reduce((sum, account) => sum + account.tradeCount, 0),
        tournaments: accounts.length,
        profitCredit: accounts.reduce((sum, account) => sum + Number(account.profitCredit), 0),
        bestRank,
      };
    },
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
   * The featured main tournament and where the member stands in it. The group rank is the rank of the member's
   * best alliance in that tournament's alliance ranking (GET /alliances/ranking); null before it starts, and for a
   * member in no ranked alliance.
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
        groupRank: ['scheduled', 'registration'].includes(row.status)
          ? null
          : await groupRankOf(app.db, row.id, userId),
        players: row.players,
      };
    },
  );
};
export default routes;
