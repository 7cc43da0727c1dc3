import { randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { TournamentRow, TradeAccountRow } from '../db/schema.ts';
import {
  isPracticeOpen,
  PAYMENT_MESSAGES,
  type AccountMode,
  type MyTournament,
  type TradeAccount,
} from '../contract.ts';
import { windowOf } from '../domain/tournaments/lifecycle.ts';
import { conflict, notFound } from '../errors.ts';
import { toTournament } from './tournaments.ts';

export const toTradeAccount = (
  row: TradeAccountRow,
  tournament: Pick<TournamentRow, 'title' | 'type'>,
): TradeAccount => ({
  accountId: row.id,
  tournamentId: row.tournamentId,
  tournamentTitle: tournament.title,
  tournamentType: tournament.type,
  mode: row.mode,
  status: row.status,
  profileName: row.profileName,
  login: row.login,
  startingBalance: Number(row.startingBalance),
  balance: Number(row.balance),
  equity: Number(row.equity),
  createdAt: row.createdAt.toISOString(),
});

/** A default profile name: the member's first name and a short number, editable later. */
export const defaultProfileName = (firstname: string) =>
  `${firstname.slice(0, 24)}-${randomInt(1000, 10000)}`;

type AccountFilter = { tournamentId?: string; accountId?: string; mode?: AccountMode };

/** The member's accounts with their tournaments, newest first, in one query. */
export async function memberAccounts(db: Db, userId: string, filter: AccountFilter = {}) {
  const rows = await db
    .selectFrom('tradeAccounts as a')
    .innerJoin('tournaments as t', 't.id', 'a.tournamentId')
    .selectAll('a')
    .select(['t.title as tournamentTitle', 't.type as tournamentType'])
    .where('a.userId', '=', userId)
    .$if(filter.tournamentId !== undefined, (q) => q.where('a.tournamentId', '=', filter.tournamentId ?? ''))
    .$if(filter.accountId !== undefined, (q) => q.where('a.id', '=', filter.accountId ?? ''))
    .$if(filter.mode !== undefined, (q) => q.where('a.mode', '=', filter.mode ?? 'live'))
    .orderBy('a.createdAt', 'desc')
    .execute();
  return rows.map((row) => toTradeAccount(row, { title: row.tournamentTitle, type: row.tournamentType }));
}

/** One of the member's accounts, ready to trade; while it is being created the member is told to wait. */
export async function readyAccount(db: Db, userId: string, filter: AccountFilter) {
  const [account] = await memberAccounts(db, userId, filter);
  if (!account) throw notFound(PAYMENT_MESSAGES.accountNotFound);
  if (account.status === 'creating') throw conflict(PAYMENT_MESSAGES.accountCreating);
  return account;
}

export async function renameAccount(db: Db, userId: string, accountId: string, profileName: string) {
  const row = await db
    .updateTable('tradeAccounts')
    .set({ profileName })
    .where('id', '=', accountId)
    .where('userId', '=', userId)
    .returning('id')
    .executeTakeFirst();
  if (!row) throw notFound(PAYMENT_MESSAGES.accountNotFound);
  const [account] = await memberAccounts(db, userId, { accountId });
  return account ?? Promise.reject(notFound(PAYMENT_MESSAGES.accountNotFound));
}

/**
 * Opens the member's practice account in a tournament, or answers the one they have: free, never ranked, ready at
 * once, open from registration until a week after the end (DECISIONS.md section 5).
 */
export async function openPractice(db: Db, userId: string, tournament: TournamentRow, now: Date) {
  const filter = { tournamentId: tournament.id, mode: 'practice' as const };
  const [existing] = await memberAccounts(db, userId, filter);
  if (existing && existing.status !== 'ended') return existing;
  if (existing || !isPracticeOpen(tournament.status, windowOf(tournament), now.getTime()))
    throw conflict(PAYMENT_MESSAGES.practiceClosed);
  const member = await db
    .selectFrom('users')
    .select('firstname')
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
  await db
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
      createdAt: now,
      readyAt: now,
    })
    // Two presses at once open one account.
    .onConflict((oc) => oc.doNothing())
    .execute();
  const [opened] = await memberAccounts(db, userId, filter);
  return opened ?? Promise.reject(conflict(PAYMENT_MESSAGES.practiceClosed));
}

/** A live account's place on its board now: profit descending, ties to the earlier account. */
const liveRank = sql<number>`(
  select count(*) + 1 from trade_accounts o
  where o.tournament_id = a.tournament_id and o.mode = 'live'
    and (o.equity - o.starting_balance > a.equity - a.starting_balance
      or (o.equity - o.starting_balance = a.equity - a.starting_balance and o.created_at < a.created_at))
)`;

type Period = 'current' | 'past';
const CLOSED = ['calculating', 'final', 'deleted'] as const;

/**
 * Rows of My tournaments: current ones run or are still to come; past ones have closed. Each carries its P&L,
 * trades, profit credit and rank (the final rank once final): one query for the accounts, one for their tournaments.
 */
export async function myTournaments(db: Db, userId: string, period: Period): Promise<MyTournament[]> {
  const accounts = await db
    .selectFrom('tradeAccounts as a')
    .innerJoin('tournaments as t', 't.id', 'a.tournamentId')
    .selectAll('a')
    .select(
      sql<number | null>`case when a.mode = 'live' and t.status <> 'final' then ${liveRank} end`.as(
        'liveRank',
      ),
    )
    .where('a.userId', '=', userId)
    .where('t.status', period === 'past' ? 'in' : 'not in', CLOSED)
    .orderBy(period === 'past' ? 't.endAt' : 't.startAt', period === 'past' ? 'desc' : 'asc')
    .orderBy('a.createdAt', 'desc')
    .execute();
  if (accounts.length === 0) return [];
  const tournaments = new Map(
    (
      await db
        .selectFrom('tournaments')
        .selectAll()
        .where('id', 'in', [...new Set(accounts.map((account) => account.tournamentId))])
        .execute()
    ).map((row) => [row.id, row]),
  );
  const enrolled = new Set(accounts.filter((row) => row.mode === 'live').map((row) => row.tournamentId));
  return accounts.flatMap((row) => {
    const tournament = tournaments.get(row.tournamentId);
    if (!tournament) return [];
    const account = toTradeAccount(row, tournament);
    return [
      {
        tournament: toTournament(tournament, enrolled.has(tournament.id)),
        account,
        enrolledAt: row.createdAt.toISOString(),
        pnl: Number((account.equity - account.startingBalance).toFixed(2)),
        trades: row.tradeCount,
        profitCredit: Number(row.profitCredit),
        rank: row.finalRank ?? (row.liveRank === null ? null : Number(row.liveRank)),
      },
    ];
  });
}
