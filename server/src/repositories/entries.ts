import { sql, type Transaction as Trx } from 'kysely';
import type { Database, TournamentRow, TransactionRow } from '../db/schema.ts';
import type { Db } from '../db/connect.ts';
import { PAYMENT_MESSAGES, type CheckoutBody } from '../contract.ts';
import { conflict, notFound, unprocessable } from '../errors.ts';
import { isRegistrationOpen } from '../domain/tournaments/lifecycle.ts';
import { poolAfterEntry, priceEntry, promoProblem } from '../domain/tournaments/pricing.ts';
import { defaultProfileName } from './trade-accounts.ts';

type Tx = Trx<Database>;

/**
 * Every money movement of an entry, each inside one database transaction with row locks (DECISIONS.md
 * section 5). Locks are always taken in the same order — payment, tournament, promo code, member, ticket —
 * so concurrent entries queue instead of deadlocking. The database constraints (one live account per member
 * and tournament, players ≤ capacity, credit ≥ 0, one promo use per member) back every check here.
 */

export type Entered = { accountId: string; tournamentId: string; poolChanged: boolean };

const lockTournament = (trx: Tx, id: string) =>
  trx.selectFrom('tournaments').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

const isEnrolled = async (trx: Tx, userId: string, tournamentId: string) =>
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
async function entryRefusal(trx: Tx, tournament: TournamentRow, userId: string, now: Date) {
  if (!isRegistrationOpen(tournament.status, tournament, now)) return PAYMENT_MESSAGES.registrationClosed;
  if (await isEnrolled(trx, userId, tournament.id)) return PAYMENT_MESSAGES.alreadyEnrolled;
  if (tournament.capacity !== null && tournament.players >= tournament.capacity) return PAYMENT_MESSAGES.full;
  return null;
}

/** Looks a promo code up for this member and tournament, locked; refuses it with the spec's message. */
export async function lockPromo(trx: Tx, code: string, userId: string, tournamentId: string, now: Date) {
  const promo = await trx
    .selectFrom('promoCodes')
    .selectAll()
    .where(sql<string>`upper(code)`, '=', code.toUpperCase())
    .forUpdate()
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

/** Turns a paid (or free) payment into an entry: the account to provision, one more player, a bigger pool. */
async function complete(
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

async function takeCredit(trx: Tx, payment: TransactionRow) {
  const taken = await trx
    .updateTable('users')
    .set({ credit: sql`credit - ${payment.amount}` })
    .where('id', '=', payment.userId)
    .where('credit', '>=', payment.amount)
    .returning('id')
    .executeTakeFirst();
  if (!taken) throw conflict(PAYMENT_MESSAGES.notEnoughCredit);
  await trx
    .insertInto('creditMovements')
    .values({
      userId: payment.userId,
      amount: -Number(payment.amount),
      reason: 'entry',
      transactionId: payment.id,
      tournamentId: payment.tournamentId,
    })
    .execute();
}

async function takeTicket(trx: Tx, payment: TransactionRow, tournament: TournamentRow) {
  const ticket = await trx
    .selectFrom('tickets')
    .select('id')
    .where('userId', '=', payment.userId)
    .where('usedByTransactionId', 'is', null)
    .where((eb) => eb.or([eb('tournamentType', 'is', null), eb('tournamentType', '=', tournament.type)]))
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

export type StartedEntry = { payment: TransactionRow; entered: Entered | null };

/**
 * Starts an entry. Credit, ticket and zero-total entries complete here; card and crypto stay pending until
 * the provider's webhook. A promo use is reserved now and released if the payment does not complete.
 */
export async function startEntry(
  db: Db,
  userId: string,
  body: CheckoutBody,
  now: Date,
  pending: { providerPaymentId: string | null; cryptoAddress: string | null; expiresAt: Date | null },
): Promise<StartedEntry> {
  return db.transaction().execute(async (trx) => {
    const tournament = await lockTournament(trx, body.tournamentId);
    if (!tournament || tournament.status === 'deleted') throw notFound(PAYMENT_MESSAGES.tournamentNotFound);
    const refusal = await entryRefusal(trx, tournament, userId, now);
    if (refusal) throw conflict(refusal);

    // A ticket pays the whole entry, so a promo code has nothing to take off it.
    const promo =
      body.promoCode && body.method !== 'ticket'
        ? await lockPromo(trx, body.promoCode, userId, tournament.id, now)
        : null;
    const price = priceEntry(Number(tournament.price), promo);
    const method = body.method === 'ticket' ? 'ticket' : price.total === 0 ? 'free' : body.method;
    const isImmediate = method === 'ticket' || method === 'credit' || method === 'free';
    const payment = await trx
      .insertInto('transactions')
      .values({
        userId,
        tournamentId: tournament.id,
        method,
        price: price.price,
        discount: method === 'ticket' ? 0 : price.discount,
        amount: method === 'ticket' ? 0 : price.total,
        promoCodeId: promo?.id ?? null,
        chainType: method === 'crypto' ? (body.chainType ?? null) : null,
        cryptoAddress: method === 'crypto' ? pending.cryptoAddress : null,
        expiresAt: method === 'crypto' ? pending.expiresAt : null,
        providerPaymentId: isImmediate ? null : pending.providerPaymentId,
        profileName: body.profileName ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (promo) {
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
    if (!isImmediate) return { payment, entered: null };
    if (method === 'credit') await takeCredit(trx, payment);
    if (method === 'ticket') await takeTicket(trx, payment, tournament);
    const entered = await complete(trx, payment, tournament, now);
    return { payment: { ...payment, status: 'completed' as const, completedAt: now }, entered };
  });
}

async function releasePromo(trx: Tx, payment: TransactionRow) {
  if (!payment.promoCodeId) return;
  const released = await trx
    .deleteFrom('promoUses')
    .where('transactionId', '=', payment.id)
    .returning('promoCodeId')
    .executeTakeFirst();
  if (released)
    await trx
      .updateTable('promoCodes')
      .set({ uses: sql`uses - 1` })
      .where('id', '=', payment.promoCodeId)
      .execute();
}

const lockPayment = (trx: Tx, id: string) =>
  trx.selectFrom('transactions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

export type Settled =
  | { outcome: 'entered'; entered: Entered; payment: TransactionRow }
  | { outcome: 'refunded' | 'late' | 'ignored'; payment: TransactionRow };

/**
 * A provider says a pending payment was paid. It is fulfilled once: a repeat, or a payment already failed,
 * changes nothing. A crypto invoice paid after it expired becomes credit, never an entry. A payment that can
 * no longer become an entry (full, closed, already enrolled) is refunded.
 */
export async function settlePaid(
  db: Db,
  paymentId: string,
  providerPaymentId: string,
  now: Date,
): Promise<Settled> {
  return db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, paymentId);
    if (!payment) throw notFound(PAYMENT_MESSAGES.transactionNotFound);
    if (payment.status === 'expired' && payment.method === 'crypto' && !payment.note) {
      await trx
        .updateTable('users')
        .set({ credit: sql`credit + ${payment.amount}` })
        .where('id', '=', payment.userId)
        .execute();
      await trx
        .insertInto('creditMovements')
        .values({
          userId: payment.userId,
          amount: Number(payment.amount),
          reason: 'late_payment',
          transactionId: payment.id,
          tournamentId: payment.tournamentId,
        })
        .execute();
      await trx
        .updateTable('transactions')
        .set({ note: 'Paid after the invoice expired: credited to the member', updatedAt: now })
        .where('id', '=', payment.id)
        .execute();
      return { outcome: 'late', payment };
    }
    if (payment.status !== 'pending') return { outcome: 'ignored', payment };
    const tournament = await lockTournament(trx, payment.tournamentId);
    const refusal = tournament && (await entryRefusal(trx, tournament, payment.userId, now));
    if (!tournament || refusal) {
      await releasePromo(trx, payment);
      await trx
        .updateTable('transactions')
        .set({ status: 'refunded', providerPaymentId, note: refusal ?? 'Tournament gone', updatedAt: now })
        .where('id', '=', payment.id)
        .execute();
      return { outcome: 'refunded', payment };
    }
    await trx.updateTable('transactions').set({ providerPaymentId }).where('id', '=', payment.id).execute();
    const entered = await complete(trx, payment, tournament, now);
    return { outcome: 'entered', entered, payment };
  });
}

/** A pending payment that failed, was cancelled or expired: its promo use is given back. */
export async function settleUnpaid(db: Db, paymentId: string, status: 'failed' | 'expired', now: Date) {
  return db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, paymentId);
    if (!payment || payment.status !== 'pending') return false;
    await releasePromo(trx, payment);
    await trx
      .updateTable('transactions')
      .set({ status, updatedAt: now })
      .where('id', '=', payment.id)
      .execute();
    return true;
  });
}

/** Crypto invoices past their expiry, for the clock to settle. */
export const overdueInvoices = (db: Db, now: Date) =>
  db
    .selectFrom('transactions')
    .select('id')
    .where('status', '=', 'pending')
    .where('expiresAt', '<=', now)
    .execute();
