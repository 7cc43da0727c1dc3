import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { TournamentRow, TournamentType } from '../db/schema.ts';
import { badRequest, notFound } from '../errors.ts';
import { statusAt } from '../domain/tournaments/lifecycle.ts';
import { isWholeCents, tournamentProblems, type TournamentInput } from '../domain/tournaments/validation.ts';
import { moveCredit } from './credit.ts';

/** Operator writes (admin commands): each checks what it is given and refuses with a sentence, never half-done. */

const refuseIfUnsound = (input: TournamentInput) => {
  const problems = tournamentProblems(input);
  if (problems.length > 0) throw badRequest(problems.join('; '));
};

const columnsOf = (input: TournamentInput) => ({
  ...input,
  title: input.title.trim(),
  rewards: JSON.stringify(input.rewards),
});

/** Creates a tournament in the status its dates call for (a tournament created mid-registration opens at once). */
export async function createTournament(db: Db, input: TournamentInput, now: Date): Promise<TournamentRow> {
  refuseIfUnsound(input);
  return db
    .insertInto('tournaments')
    .values({
      ...columnsOf(input),
      status: statusAt('scheduled', input, now),
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export const inputOf = (row: TournamentRow): TournamentInput => ({
  title: row.title,
  type: row.type,
  description: row.description,
  terms: row.terms,
  registrationStartAt: row.registrationStartAt,
  registrationEndAt: row.registrationEndAt,
  startAt: row.startAt,
  endAt: row.endAt,
  price: Number(row.price),
  poolPrice: Number(row.poolPrice),
  isDynamicPoolPrice: row.isDynamicPoolPrice,
  dynamicPoolPrice: Number(row.dynamicPoolPrice),
  settingsPoolPrice: Number(row.settingsPoolPrice),
  capacity: row.capacity,
  instruments: row.instruments,
  rewards: row.rewards,
  startingBalance: Number(row.startingBalance),
});

/** Changes a tournament; `isDeleted` takes it out of every list (its display state becomes "deleted"). */
export async function editTournament(
  db: Db,
  id: string,
  changes: Partial<TournamentInput> & { isDeleted?: boolean },
  now: Date,
): Promise<TournamentRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('tournaments')
      .selectAll()
      .where('id', '=', id)
      .forUpdate()
      .executeTakeFirst();
    if (!row) throw notFound(`No tournament ${id}`);
    const { isDeleted, ...fields } = changes;
    const input = { ...inputOf(row), ...fields };
    refuseIfUnsound(input);
    if (input.capacity !== null && input.capacity < row.players)
      throw badRequest(`capacity cannot go below the ${row.players} players already in`);
    return trx
      .updateTable('tournaments')
      .set({ ...columnsOf(input), ...(isDeleted && { status: 'deleted' as const }), updatedAt: now })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

const memberByEmail = async (db: Db, email: string) => {
  const user = await db
    .selectFrom('users')
    .select(['id', 'email'])
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();
  if (!user) throw notFound(`No member with email ${email}`);
  return user;
};

/** Adds credit, written to the ledger. */
export async function grantCredit(db: Db, email: string, amount: number) {
  if (!(amount > 0) || !isWholeCents(amount))
    throw badRequest('The amount must be above 0 with at most 2 decimals');
  const user = await memberByEmail(db, email);
  return db.transaction().execute((trx) => moveCredit(trx, { userId: user.id, amount, reason: 'grant' }));
}

/** Free tickets: each pays one entry of the given type (any type when none is given). */
export async function grantTickets(
  db: Db,
  email: string,
  count: number,
  tournamentType: TournamentType | null,
) {
  if (!Number.isInteger(count) || count < 1 || count > 100)
    throw badRequest('The count must be from 1 to 100');
  const user = await memberByEmail(db, email);
  await db
    .insertInto('tickets')
    .values(Array.from({ length: count }, () => ({ userId: user.id, tournamentType })))
    .execute();
  return user;
}

export type PromoInput = {
  code: string;
  kind: 'percent' | 'fixed';
  value: number;
  expiresAt: Date | null;
  usageCap: number | null;
  tournamentId: string | null;
};

export async function createPromo(db: Db, input: PromoInput) {
  if (!/^[A-Za-z0-9_-]{1,32}$/.test(input.code))
    throw badRequest('The code must be 1 to 32 letters, digits, - or _');
  if (!(input.value > 0) || (input.kind === 'percent' && input.value > 100))
    throw badRequest(
      input.kind === 'percent' ? 'A percent must be above 0 and at most 100' : 'The amount must be above 0',
    );
  if (input.usageCap !== null && !(Number.isInteger(input.usageCap) && input.usageCap > 0))
    throw badRequest('The usage cap must be a whole number above 0');
  const clash = await db
    .selectFrom('promoCodes')
    .select('id')
    .where(sql<string>`upper(code)`, '=', input.code.toUpperCase())
    .executeTakeFirst();
  if (clash) throw badRequest(`The promo code ${input.code} exists already`);
  return db.insertInto('promoCodes').values(input).returningAll().executeTakeFirstOrThrow();
}
