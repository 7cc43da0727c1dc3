import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { TournamentRow } from '../db/schema.ts';
import type { Tournament, TournamentType } from '../contract.ts';
import { effectivePoolPrice } from '../domain/tournaments/pricing.ts';

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

/** Tournaments a member can look at and join: not yet final, not deleted; soonest first. */
export const activeTournaments = (db: Db, type?: TournamentType) =>
  db
    .selectFrom('tournaments')
    .selectAll()
    .where('status', 'in', ['scheduled', 'registration', 'live', 'calculating'])
    .$if(type !== undefined, (query) => query.where('type', '=', type as TournamentType))
    .orderBy('startAt')
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
