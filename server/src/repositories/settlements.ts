import { sql } from 'kysely';
import type { TransactionRow } from '../db/schema.ts';
import type { Db } from '../db/connect.ts';
import { PAYMENT_MESSAGES } from '../contract.ts';
import { conflict, notFound } from '../errors.ts';
import { poolAfterRefund } from '../domain/tournaments/pricing.ts';
import { moveCredit } from './credit.ts';
import { completeEntry, entryRefusal, lockTournament, type Entered, type Tx } from './entries.ts';

/** What became of a payment the provider reported; the caller acts on it after the commit. */
export type Settled =
  | { outcome: 'entered'; payment: TransactionRow; entered: Entered }
  /** Paid, but it can no longer become an entry (full, closed, already in): the provider refunds it. */
  | { outcome: 'refunded'; payment: TransactionRow }
  /** A crypto invoice paid after it expired: the amount became credit. */
  | { outcome: 'late'; payment: TransactionRow }
  | { outcome: 'failed'; payment: TransactionRow }
  /** Already settled: a repeat changes nothing. */
  | { outcome: 'ignored'; payment: TransactionRow };

export const lockPayment = (trx: Tx, id: string) =>
  trx.selectFrom('transactions').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();

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

/** Card and crypto money is given back by the provider; other methods are refunded in the database alone. */
const refundedByProvider = (payment: TransactionRow) =>
  (payment.method === 'card' || payment.method === 'crypto') && payment.providerPaymentId !== null;

/** A refund of provider money is owed from the same commit that refunds the payment, so it cannot be lost. */
const setStatus = (
  trx: Tx,
  payment: TransactionRow,
  fields: Partial<Pick<TransactionRow, 'status' | 'note'>>,
  now: Date,
) =>
  trx
    .updateTable('transactions')
    .set({
      ...fields,
      ...(fields.status === 'refunded' && refundedByProvider(payment) && { providerRefundDueAt: now }),
      updatedAt: now,
    })
    .where('id', '=', payment.id)
    .execute();

const wasCreditedLate = async (trx: Tx, paymentId: string) =>
  Boolean(
    await trx
      .selectFrom('creditMovements')
      .select('id')
      .where('transactionId', '=', paymentId)
      .where('reason', '=', 'late_payment')
      .executeTakeFirst(),
  );

/**
 * The provider says a payment (locked by the caller) was paid. It is fulfilled once: a repeat or a payment already
 * settled changes nothing. A crypto invoice paid after it expired becomes credit, never an entry; any other payment
 * paid after it failed or expired is refunded.
 */
export async function settlePaid(trx: Tx, payment: TransactionRow, now: Date): Promise<Settled> {
  if (payment.status === 'expired' && payment.method === 'crypto') {
    if (await wasCreditedLate(trx, payment.id)) return { outcome: 'ignored', payment };
    await moveCredit(trx, {
      userId: payment.userId,
      amount: Number(payment.amount),
      reason: 'late_payment',
      transactionId: payment.id,
      tournamentId: payment.tournamentId,
    });
    await setStatus(trx, payment, { note: PAYMENT_MESSAGES.lateCrypto }, now);
    return { outcome: 'late', payment };
  }
  if (payment.status === 'failed' || payment.status === 'expired') {
    // The provider took the money after all (a retried card, a failure reported out of order, an expired checkout
    // paid in an old tab): the entry was given up and its promo use released, so the money goes back.
    await setStatus(trx, payment, { status: 'refunded', note: PAYMENT_MESSAGES.paidAfterFailure }, now);
    return { outcome: 'refunded', payment };
  }
  if (payment.status !== 'pending') return { outcome: 'ignored', payment };
  const tournament = await lockTournament(trx, payment.tournamentId);
  const refusal = tournament && (await entryRefusal(trx, tournament, payment.userId, now));
  if (!tournament || refusal) {
    await releasePromo(trx, payment);
    await setStatus(
      trx,
      payment,
      { status: 'refunded', note: refusal ?? PAYMENT_MESSAGES.tournamentNotFound },
      now,
    );
    return { outcome: 'refunded', payment };
  }
  const entered = await completeEntry(trx, payment, tournament, now);
  return { outcome: 'entered', payment, entered };
}

/** A pending payment that failed, was cancelled or expired: its promo use is given back. */
export async function settleUnpaid(
  trx: Tx,
  payment: TransactionRow,
  status: 'failed' | 'expired',
  now: Date,
): Promise<Settled> {
  if (payment.status !== 'pending') return { outcome: 'ignored', payment };
  await releasePromo(trx, payment);
  await setStatus(trx, payment, { status }, now);
  return { outcome: 'failed', payment };
}

/** Crypto invoices and card checkouts past their expiry, for the clock to settle. */
export const overdueInvoices = (db: Db, now: Date) =>
  db
    .selectFrom('transactions')
    .select('id')
    .where('status', '=', 'pending')
    .where('expiresAt', '<=', now)
    .execute();

export type Refunded = { payment: TransactionRow; tournamentId: string; poolChanged: boolean };

/**
 * An operator refunds a completed entry before its tournament closes: the member leaves the tournament, the
 * pool shrinks back, and credit, a ticket or a promo use is given back. Card and crypto money goes back through
 * the provider: owed from this commit, sent after it (see provider-refunds.ts).
 */
export async function refundEntry(db: Db, transactionId: string, now: Date): Promise<Refunded> {
  return db.transaction().execute(async (trx) => {
    const payment = await lockPayment(trx, transactionId);
    if (!payment) throw notFound(PAYMENT_MESSAGES.transactionNotFound);
    if (payment.status !== 'completed')
      throw conflict(`Only a completed payment can be refunded (this one is ${payment.status})`);
    const tournament = await lockTournament(trx, payment.tournamentId);
    if (!tournament) throw notFound(PAYMENT_MESSAGES.tournamentNotFound);
    if (tournament.status === 'calculating' || tournament.status === 'final')
      throw conflict('The tournament has closed: its entries can no longer be refunded');
    const removed = await trx
      .deleteFrom('tradeAccounts')
      .where('transactionId', '=', payment.id)
      .returning('id')
      .executeTakeFirst();
    const paid = Number(payment.amount);
    const poolChanged = Boolean(removed) && tournament.isDynamicPoolPrice && paid > 0;
    if (removed)
      await trx
        .updateTable('tournaments')
        .set({
          players: sql`players - 1`,
          ...(poolChanged && {
            settingsPoolPrice: poolAfterRefund(Number(tournament.settingsPoolPrice), paid),
          }),
          updatedAt: now,
        })
        .where('id', '=', tournament.id)
        .execute();
    if (payment.method === 'credit')
      await moveCredit(trx, {
        userId: payment.userId,
        amount: paid,
        reason: 'refund',
        transactionId: payment.id,
        tournamentId: tournament.id,
      });
    if (payment.method === 'ticket')
      await trx
        .updateTable('tickets')
        .set({ usedByTransactionId: null })
        .where('usedByTransactionId', '=', payment.id)
        .execute();
    await releasePromo(trx, payment);
    await setStatus(trx, payment, { status: 'refunded', note: 'Refunded by an operator' }, now);
    return { payment, tournamentId: tournament.id, poolChanged };
  });
}
