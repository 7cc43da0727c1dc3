import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  IdParams,
  isPracticeOpen,
  MyTournament,
  PAYMENT_MESSAGES,
  TradeAccount,
  TradeAccountsParams,
  TradeTournament,
  TradeTournamentParams,
} from '../../contract.ts';
import { conflict, notFound } from '../../errors.ts';
import { windowOf } from '../../domain/tournaments/lifecycle.ts';
import {
  defaultProfileName,
  memberAccounts,
  myTournaments,
  readyAccount,
} from '../../repositories/trade-accounts.ts';
import { findTournament, toTournament } from '../../repositories/tournaments.ts';
import { memberIdOf } from '../../plugins/auth.ts';

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
      const tournament = await findTournament(app.db, account.tournamentId);
      if (!tournament) throw notFound(PAYMENT_MESSAGES.tournamentNotFound);
      const isEnrolled =
        (await memberAccounts(app.db, userId, { tournamentId: tournament.id, mode: 'live' })).length > 0;
      return { tournament: toTournament(tournament, isEnrolled), account };
    },
  );

  /**
   * Opens the member's practice account in a tournament, or answers the one they have: free, never ranked, open
   * from registration until a week after the end (DECISIONS.md section 5).
   */
  app.post(
    '/tournaments/:id/practice',
    { schema: { params: IdParams, response: { 200: TradeAccount } } },
    async (request) => {
      const userId = memberIdOf(request);
      const tournament = await findTournament(app.db, request.params.id);
      if (!tournament) throw notFound(PAYMENT_MESSAGES.tournamentNotFound);
      const [existing] = await memberAccounts(app.db, userId, {
        tournamentId: tournament.id,
        mode: 'practice',
      });
      if (existing && existing.status !== 'ended') return existing;
      if (existing || !isPracticeOpen(tournament.status, windowOf(tournament), app.now().getTime()))
        throw conflict(PAYMENT_MESSAGES.practiceClosed);
      const member = await app.db
        .selectFrom('users')
        .select('firstname')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow();
      await app.db
        .insertInto('tradeAccounts')
        .values({
          userId,
          tournamentId: tournament.id,
          mode: 'practice',
          status: 'ready',
          profileName: defaultProfileName(member.firstname),
          login: sql<string>`nextval('trade_account_login_seq')::text`,
          startingBalance: tournament.startingBalance,
          balance: tournament.startingBalance,
          equity: tournament.startingBalance,
          profitCredit: 0,
          createdAt: app.now(),
          readyAt: app.now(),
        })
        .onConflict((oc) => oc.doNothing())
        .execute();
      const [opened] = await memberAccounts(app.db, userId, {
        tournamentId: tournament.id,
        mode: 'practice',
      });
      if (!opened) throw conflict(PAYMENT_MESSAGES.practiceClosed);
      return opened;
    },
  );
};
export default routes;
