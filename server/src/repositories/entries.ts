import { sql, type Transaction as KyselyTransaction } from 'kysely';
import type { Database, TournamentRow, TransactionRow } from '../db/schema.ts';
import type { Db } from '../db/connect.ts';
import { isRegistrationOpen, PAYMENT_MESSAGES, type CheckoutBody } from '../contract.ts';
import { conflict, notFound, unprocessable } from '../errors.ts';
import { windowOf } from '../domain/tournaments/lifecycle.ts';
import { poolAfterEntry, priceEntry, promoProblem, type Price } from '../domain/tournaments/pricing.ts';
import { moveCredit } from './credit.ts';
import { defaultProfileName } from './trade-accounts.ts';

/**
 * Every money movement of an entry happens inside one database transaction with row locks (DECISIONS.md
 * section 5). Locks are taken in one order (payment, tournament, promo code, member, ticket) so concurrent
 * entries queue instead of deadlocking. The database constraints (one account per member, tournament and mode;
 * players ≤ capacity; credit ≥ 0; one promo use per member; uses ≤ cap) back every check made here.
 */
export type Tx = KyselyTransaction<Database>;

/** A completed entry: the account to provision and whether the prize pool grew. */
export type Entered = { accountId: string; tournamentId: string; poolChanged: boolean };

export const lockTournament = (trx: Tx, id: string) =>
  trx.selectFrom('tournaments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

const hasLiveAccount = async (trx: Tx, userId: string, tournamentId: string) =>
  Boolean(
    await trx
      .selectFrom('tradeAccounts')
      .select('id')
      .where('userId', '=', userId)
      .where('tournamentId', '=', tournamentId)
      .where('mode', '=', 'live')
      .executeTakeFirst(),
  );

/** Why this member cannot enter now, as the message to show, or null. */
export async function entryRefusal(trx: Tx, tournament: TournamentRow, userId: string, now: Date) {
  if (!isRegistrationOpen(tournament.status, windowOf(tournament), now.getTime()))
    return PAYMENT_MESSAGES.registrationClosed;
  if (await hasLiveAccount(trx, userId, tournament.id)) return PAYMENT_MESSAGES.alreadyEnrolled;
  if (tournament.capacity !== null && tournament.players >= tournament.capacity) return PAYMENT_MESSAGES.full;
  return null;
}

/**
 * Looks a promo code up for this member and tournament (locked when `forUpdate`); anything that makes it
 * unusable answers the one message of spec section 8, so codes cannot be probed.
 */
export async function findPromo(
  trx: Tx | Db,
  code: string,
  userId: string,
  tournamentId: string,
  now: Date,
  forUpdate: boolean,
) {
  const promo = await trx
    .selectFrom('promoCodes')
    .selectAll()
    .where(sql<string>`upper(code)`, '=', code.toUpperCase())
    .$if(forUpdate, (query) => query.forUpdate())
    .executeTakeFirst();
  const used =
    promo &&
    (await trx
      .selectFrom('promoUses')
      .select('userId')
      .where('promoCodeId', '=', promo.id)
      .where('userId', '=', userId)
      .executeTakeFirst());
  const usable = promo && { ...promo, value: Number(promo.value) };
  if (!usable || used || promoProblem(usable, tournamentId, now))
    throw unprocessable(PAYMENT_MESSAGES.promoInvalid);
  return usable;
}

/** The price of an entry with an optional promo code, checked but not reserved (POST /payments/quote). */
export async function quoteEntry(
  db: Db,
  userId: string,
  tournamentId: string,
  code: string | undefined,
  now: Date,
) {
  const tournament = await db
    .selectFrom('tournaments')
    .selectAll()
    .where('id', '=', tournamentId)
    .executeTakeFirst();
  if (!tournament || tournament.status === 'deleted') throw notFound(PAYMENT_MESSAGES.tournamentNotFound);
  const promo = code ? await findPromo(db, code, userId, tournamentId, now, false) : null;
  return { ...priceEntry(Number(tournament.price), promo), promoCode: promo?.code ?? null };
}

/** Turns a paid (or free) payment into an entry: an account to provision, one more player, a bigger pool. */
export async function completeEntry(
  trx: Tx,
  payment: TransactionRow,
  tournament: TournamentRow,
  now: Date,
): Promise<Entered> {
  const member = await trx
    .selectFrom('users')
    .select('firstname')
    .where('id', '=', payment.userId)
    .executeTakeFirstOrThrow();
  const account = await trx
    .insertInto('tradeAccounts')
    .values({
      userId: payment.userId,
      tournamentId: tournament.id,
      transactionId: payment.id,
      mode: 'live',
      profileName: payment.profileName ?? defaultProfileName(member.firstname),
      startingBalance: tournament.startingBalance,
      balance: tournament.startingBalance,
      equity: tournament.startingBalance,
      profitCredit: 0,
      createdAt: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  const paid = Number(payment.amount);
  const poolChanged = tournament.isDynamicPoolPrice && paid > 0;
  await trx
    .updateTable('tournaments')
    .set({
      players: sql`players + 1`,
      ...(poolChanged && { settingsPoolPrice: poolAfterEntry(Number(tournament.settingsPoolPrice), paid) }),
      updatedAt: now,
    })
    .where('id', '=', tournament.id)
    .execute();
  await trx
    .updateTable('transactions')
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where('id', '=', payment.id)
    .execute();
  return { accountId: account.id, tournamentId: tournament.id, poolChanged };
}

/** The member's unused tickets that pay an entry of this type (a ticket without a type pays any). */
export const usableTickets = (db: Tx | Db, userId: string, type: TournamentRow['type']) =>
  db
    .selectFrom('tickets')
    .where('userId', '=', userId)
    .where('usedByTransactionId', 'is', null)
    .where((eb) => eb.or([eb('tournamentType', 'is', null), eb('tournamentType', '=', type)]));

async function takeTicket(trx: Tx, payment: TransactionRow, tournament: TournamentRow) {
  // SKIP LOCKED: a ticket another entry is taking right now is not this entry's to take.
  const ticket = await usableTickets(trx, payment.userId, tournament.type)
    .select('id')
    .orderBy('createdAt')
    .limit(1)
    .forUpdate()
    .skipLocked()
    .executeTakeFirst();
  if (!ticket) throw conflict(PAYMENT_MESSAGES.noTicket);
  await trx
    .updateTable('tickets')
    .set({ usedByTransactionId: payment.id })
    .where('id', '=', ticket.id)
    .execute();
}

/** What the provider prepared for a card or crypto payment before the entry is written. */
export type PendingPayment = {
  providerPaymentId: string;
  cryptoAddress: string | null;
  expiresAt: Date | null;
};

export type StartedEntry = { payment: TransactionRow; price: Price; entered: Entered | null };

const methodOf = (body: CheckoutBody, total: number) =>
  body.method === 'ticket' ? 'ticket' : total === 0 ? 'free' : body.method;

/**
 * Starts an entry. Credit, ticket and zero-total entries complete here; card and crypto stay pending until the
 * provider's webhook. A promo use is reserved now and given back if the payment does not complete. The price
 * always comes from the tournament record, never from the client.
 */
export async function startEntry(
  db: Db,
  userId: string,
  body: CheckoutBody,
  now: Date,
  prepare: () => PendingPayment,
  seal?: (trx: Tx, paymentId: string) => Promise<void>,
): Promise<StartedEntry> {
  return db.transaction().execute(async (trx) => {
    const started = await enter(trx, userId, body, now, prepare);
    await seal?.(trx, started.payment.id);
    return started;
  });
}

async function enter(
  trx: Tx,
  userId: string,
  body: CheckoutBody,
  now: Date,
  prepare: () => PendingPayment,
): Promise<StartedEntry> {
  const tournament = await lockTournament(trx, body.tournamentId);
  if (!tournament || tournament.status === 'deleted') throw notFound(PAYMENT_MESSAGES.tournamentNotFound);
  const refusal = await entryRefusal(trx, tournament, userId, now);
  if (refusal) throw conflict(refusal);

  // A ticket pays the whole entry, so a promo code has nothing to take off it.
  const promo =
    body.promoCode && body.method !== 'ticket'
      ? await findPromo(trx, body.promoCode, userId, tournament.id, now, true)
      : null;
  const price = priceEntry(Number(tournament.price), promo);
  const method = methodOf(body, price.total);
  const isImmediate = method === 'ticket' || method === 'credit' || method === 'free';
  const pending = isImmediate ? null : prepare();
  if (method === 'crypto' && !body.chainType) throw unprocessable(PAYMENT_MESSAGES.chainRequired);
  const payment = await trx
    .insertInto('transactions')
    .values({
      userId,
      tournamentId: tournament.id,
      method,
      price: price.price,
      discount: method === 'ticket' ? 0 : price.discount,
      amount: method === 'ticket' ? 0 : price.total,
      promoCodeId: method === 'ticket' ? null : (promo?.id ?? null),
      chainType: method === 'crypto' ? (body.chainType ?? null) : null,
      cryptoAddress: pending?.cryptoAddress ?? null,
      expiresAt: pending?.expiresAt ?? null,
      providerPaymentId: pending?.providerPaymentId ?? null,
      profileName: body.profileName?.trim() || null,
      createdAt: now,
      updatedAt: now,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  if (promo && method !== 'ticket') {
    await trx
      .insertInto('promoUses')
      .values({ promoCodeId: promo.id, userId, transactionId: payment.id })
      .execute();
    await trx
      .updateTable('promoCodes')
      .set({ uses: sql`uses + 1` })
      .where('id', '=', promo.id)
      .execute();
  }
  if (!isImmediate) return { payment, price, entered: null };
  if (method === 'credit')
    await moveCredit(trx, {
      userId,
      amount: -price.total,
      reason: 'entry',
      transactionId: payment.id,
      tournamentId: tournament.id,
    });
  if (method === 'ticket') await takeTicket(trx, payment, tournament);
  const entered = await completeEntry(trx, payment, tournament, now);
  return { payment: { ...payment, status: 'completed' as const, completedAt: now }, price, entered };
}
