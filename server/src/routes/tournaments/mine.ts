import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  IdParams,
  MyTournament,
  TradeAccount,
  TradeAccountsParams,
  TradeTournament,
  TradeTournamentParams,
} from '../../contract.ts';
import { myTournaments, openPractice, readyAccount } from '../../repositories/trade-accounts.ts';
import { enrolledIn, existingTournament, toTournament } from '../../repositories/tournaments.ts';
import { memberIdOf, sessionIdOf } from '../../plugins/auth.ts';

/** The member's own entries and trading accounts; another member's account answers as unknown. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const list = { schema: { response: { 200: Type.Array(MyTournament) } } };

  app.get('/tournaments/myTournaments', list, async (request) =>
    myTournaments(app.db, memberIdOf(request), 'current'),
  );
  app.get('/tournaments/myPastTournaments', list, async (request) =>
    myTournaments(app.db, memberIdOf(request), 'past'),
  );

  /** The member's account in a tournament, live or practice; while it is being created: wait and retry. */
  app.get(
    '/tournaments/tradeAccounts/:id/:flag',
    { schema: { params: TradeAccountsParams, response: { 200: TradeAccount } } },
    async (request) =>
      readyAccount(app.db, memberIdOf(request), {
        tournamentId: request.params.id,
        mode: request.params.flag,
      }),
  );

  /** The trade screen's data: the tournament and the member's account in it. */
  app.get(
    '/tournaments/tradeTournament/:a/:b',
    { schema: { params: TradeTournamentParams, response: { 200: TradeTournament } } },
    async (request) => {
      const userId = memberIdOf(request);
      const account = await readyAccount(app.db, userId, {
        tournamentId: request.params.a,
        accountId: request.params.b,
      });
      const tournament = await existingTournament(app.db, account.tournamentId);
      const enrolled = await enrolledIn(app.db, userId, [tournament.id]);
      // A fresh single-use key for the terminal frame each time the screen loads; none once trading is over.
      const embed =
        account.status === 'ended'
          ? null
          : await app.terminalTokens.issueEmbed({
              accountId: account.accountId,
              userId,
              sessionId: sessionIdOf(request),
            });
      return {
        tournament: toTournament(tournament, enrolled.has(tournament.id)),
        account,
        embedToken: embed && { token: embed.token, expiresAt: embed.expiresAt.toISOString() },
      };
    },
  );

  /** Opens (or answers) the member's practice account in a tournament. */
  app.post(
    '/tournaments/:id/practice',
    { schema: { params: IdParams, response: { 200: TradeAccount } } },
    async (request) => {
      const tournament = await existingTournament(app.db, request.params.id);
      return openPractice(app.db, memberIdOf(request), tournament, app.now());
    },
  );
};
export default routes;
