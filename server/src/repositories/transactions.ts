import type { Db } from '../db/connect.ts';
import { PAYMENT_MESSAGES, type Purchase, type Transaction } from '../contract.ts';
import { notFound } from '../errors.ts';

/** A member's payments with what the screens show beside them: tournament, promo code and the account made. */
const paymentsOf = (db: Db, userId: string) =>
  db
    .selectFrom('transactions as p')
    .innerJoin('tournaments as t', 't.id', 'p.tournamentId')
    .leftJoin('promoCodes as c', 'c.id', 'p.promoCodeId')
    .leftJoin('tradeAccounts as a', 'a.transactionId', 'p.id')
    .selectAll('p')
    .select([
      't.title as tournamentTitle',
      't.type as tournamentType',
      'c.code as promoCode',
      'a.id as accountId',
      'a.profileName as accountProfileName',
      'a.status as accountStatus',
    ])
    .where('p.userId', '=', userId);

type PaymentRow = Awaited<ReturnType<ReturnType<typeof paymentsOf>['execute']>>[number];

export const toTransaction = (row: PaymentRow): Transaction => ({
  id: row.id,
  tournamentId: row.tournamentId,
  tournamentTitle: row.tournamentTitle,
  tournamentType: row.tournamentType,
  method: row.method,
  status: row.status,
  currency: row.currency,
  price: Number(row.price),
  discount: Number(row.discount),
  amount: Number(row.amount),
  promoCode: row.promoCode,
  providerPaymentId: row.providerPaymentId,
  invoice:
    row.method === 'crypto' && row.chainType && row.cryptoAddress && row.expiresAt
      ? {
          chainType: row.chainType,
          currency: 'USDT',
          address: row.cryptoAddress,
          amount: Number(row.amount),
          expiresAt: row.expiresAt.toISOString(),
        }
      : null,
  accountId: row.accountId,
  profileName: row.accountProfileName ?? row.profileName,
  accountStatus: row.accountStatus,
  note: row.note,
  createdAt: row.createdAt.toISOString(),
  completedAt: row.completedAt?.toISOString() ?? null,
});

/** One of the member's payments; another member's answers the same 404 as an unknown one. */
export async function memberTransaction(db: Db, userId: string, id: string): Promise<Transaction> {
  const row = await paymentsOf(db, userId).where('p.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(PAYMENT_MESSAGES.transactionNotFound);
  return toTransaction(row);
}

/** Purchase history (spec section 3): tournament, profile name, amount, payment provider id, date; newest first. */
export async function purchaseHistory(db: Db, userId: string): Promise<Purchase[]> {
  const rows = await paymentsOf(db, userId).orderBy('p.createdAt', 'desc').limit(500).execute();
  return rows.map((row) => ({
    transactionId: row.id,
    tournamentId: row.tournamentId,
    tournamentTitle: row.tournamentTitle,
    profileName: row.accountProfileName ?? row.profileName,
    amount: Number(row.amount),
    currency: row.currency,
    method: row.method,
    status: row.status,
    providerPaymentId: row.providerPaymentId,
    date: (row.completedAt ?? row.createdAt).toISOString(),
  }));
}
