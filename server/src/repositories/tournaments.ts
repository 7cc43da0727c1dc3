import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { TournamentRow } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import {
  effectivePoolPrice,
  PAYMENT_MESSAGES,
  type LeaderboardRow,
  type Tournament,
  type TournamentType,
} from '../contract.ts';

export const pricingOf = (row: TournamentRow) => ({
  poolPrice: Number(row.poolPrice),
  price: Number(row.price),
  isDynamicPoolPrice: row.isDynamicPoolPrice,
  dynamicPoolPrice: Number(row.dynamicPoolPrice),
  settingsPoolPrice: Number(row.settingsPoolPrice),
});

export function toTournament(row: TournamentRow, isEnrolled: boolean): Tournament {
  const pricing = pricingOf(row);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    type: row.type,
    status: row.status,
    registrationStartDate: row.registrationStartAt.toISOString(),
    registrationEndDate: row.registrationEndAt.toISOString(),
    startDate: row.startAt.toISOString(),
    endDate: row.endAt.toISOString(),
    price: pricing.price,
    poolPrice: pricing.poolPrice,
    isDynamicPoolPrice: pricing.isDynamicPoolPrice,
    dynamicPoolPrice: pricing.dynamicPoolPrice,
    poolPriceSettings: { poolPrice: pricing.settingsPoolPrice },
    effectivePoolPrice: effectivePoolPrice(pricing),
    currency: 'USD',
    players: row.players,
    capacity: row.capacity,
    instruments: row.instruments,
    rewards: row.rewards,
    terms: row.terms,
    startingBalance: Number(row.startingBalance),
    isEnrolled,
  };
}

/** Tournament ids the member holds a live entry in, out of the given ones: one query for a whole list. */
export async function enrolledIn(db: Db, userId: string, tournamentIds: string[]): Promise<Set<string>> {
  if (tournamentIds.length === 0) return new Set();
  const rows = await db
    .selectFrom('tradeAccounts')
    .select('tournamentId')
    .where('userId', '=', userId)
    .where('mode', '=', 'live')
    .where('tournamentId', 'in', tournamentIds)
    .execute();
  return new Set(rows.map((row) => row.tournamentId));
}

export async function withEnrolment(db: Db, userId: string, rows: TournamentRow[]): Promise<Tournament[]> {
  const enrolled = await enrolledIn(
    db,
    userId,
    rows.map((row) => row.id),
  );
  return rows.map((row) => toTournament(row, enrolled.has(row.id)));
}

export const findTournament = (db: Db, id: string) =>
  db.selectFrom('tournaments').selectAll().where('id', '=', id).executeTakeFirst();

/** The tournament, or the 404 a member sees for an unknown one. */
export async function existingTournament(db: Db, id: string) {
  const row = await findTournament(db, id);
  if (!row) throw notFound(PAYMENT_MESSAGES.tournamentNotFound);
  return row;
}

/**
 * Tournaments a member can look at and join: not final, not deleted. Running ones first (closing soonest first),
 * then those to come (starting soonest first), then those being calculated.
 */
export const activeTournaments = (db: Db, type?: TournamentType) =>
  db
    .selectFrom('tournaments')
    .selectAll()
    .where('status', 'in', ['scheduled', 'registration', 'live', 'calculating'])
    .$call((query) => (type ? query.where('type', '=', type) : query))
    .orderBy(sql`case status when 'live' then 0 when 'calculating' then 2 else 1 end`)
    .orderBy(sql`case status when 'live' then end_at else start_at end`)
    .orderBy('id')
    .execute();

export const searchTournaments = (db: Db, search: string) =>
  db
    .selectFrom('tournaments')
    .select(['id', 'title', 'type as tournamentType'])
    .where('status', '<>', 'deleted')
    .where(sql<string>`lower(title)`, 'like', `%${search.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`)
    .orderBy('startAt', 'desc')
    .limit(10)
    .execute();

/** The member's display name on boards: first name and the initial of the last, never the email. */
export const usernameOf = (user: { firstname: string; lastname: string }) =>
  `${user.firstname} ${user.lastname.slice(0, 1)}.`.trim();

/** The board's players as stored, with what a board row needs: one query. */
export const boardAccounts = (db: Db, tournamentIds: string[]) =>
  db
    .selectFrom('tradeAccounts as a')
    .innerJoin('users as u', 'u.id', 'a.userId')
    .select([
      'a.id',
      'a.userId',
      'a.tournamentId',
      'a.profileName',
      'a.tradeCount',
      'a.finalRank',
      'a.createdAt',
      'u.firstname',
      'u.lastname',
      'u.country',
    ])
    .select(sql<string>`a.equity - a.starting_balance`.as('profit'))
    .where('a.tournamentId', 'in', tournamentIds)
    .where('a.mode', '=', 'live');

type BoardQuery = { limit?: number; country?: string; userId?: string };

/**
 * A tournament's board from the accounts as they stand (the final ranks once final). Ranking of DECISIONS.md
 * section 5: profit descending, ties to the earlier account; practice accounts are never ranked. A country
 * filter keeps each player's overall rank.
 */
export async function storedBoard(
  db: Db,
  tournament: TournamentRow,
  { limit, country, userId }: BoardQuery = {},
): Promise<LeaderboardRow[]> {
  const ranked = boardAccounts(db, [tournament.id]).select(
    sql<string>`row_number() over (order by a.equity - a.starting_balance desc, a.created_at, a.id)`.as(
      'liveRank',
    ),
  );
  const rows = await db
    .selectFrom(ranked.as('b'))
    .selectAll()
    .$if(country !== undefined, (q) => q.where('b.country', '=', country ?? ''))
    .$if(userId !== undefined, (q) => q.where('b.userId', '=', userId ?? ''))
    .orderBy(sql`coalesce(b.final_rank, b.live_rank)`)
    .$if(limit !== undefined, (q) => q.limit(limit ?? 0))
    .execute();
  const isFinal = tournament.status === 'final';
  return rows.map((row) => ({
    accountId: row.id,
    userId: row.userId,
    rank: (isFinal ? row.finalRank : null) ?? Number(row.liveRank),
    username: usernameOf(row),
    profileName: row.profileName,
    country: row.country,
    tradeCount: row.tradeCount,
    totalProfit: Number(row.profit),
    isPrizeEligible: row.tradeCount > 0,
  }));
}

/** The top of a board, for the tournament detail. */
export const leaderboardTop = (db: Db, tournament: TournamentRow, limit = 100) =>
  storedBoard(db, tournament, { limit });

/** The main tournament the dashboard features: the live one ending first, else the next to start, else the last. */
export async function featuredMasterTournament(db: Db, now: Date) {
  const masters = db.selectFrom('tournaments').selectAll().where('type', '=', 'master_tournament');
  return (
    (await masters.where('status', '=', 'live').orderBy('endAt').limit(1).executeTakeFirst()) ??
    (await masters
      .where('status', 'in', ['scheduled', 'registration'])
      .where('startAt', '>', now)
      .orderBy('startAt')
      .limit(1)
      .executeTakeFirst()) ??
    (await masters
      .where('status', 'in', ['calculating', 'final'])
      .orderBy('endAt', 'desc')
      .limit(1)
      .executeTakeFirst())
  );
}
