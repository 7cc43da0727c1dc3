import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';

/** Retries wait 1, 2, 4 ... minutes after each attempt, at most an hour. */
const MAX_BACKOFF_MINUTES = 60;

/**
 * Refunds a provider owes back (recorded with the refund, see settlements.ts), sent after the commit and retried
 * by the clock until the provider confirms them. The provider's refund is idempotent (keyed by the payment), so
 * a retry after a lost answer does not give the money back twice.
 */
export const dueRefunds = (db: Db, now: Date) =>
  db
    .selectFrom('transactions')
    .select('id')
    .where('providerRefundDueAt', '<=', now)
    .where('providerRefundedAt', 'is', null)
    .orderBy('providerRefundDueAt')
    .limit(100)
    .execute();

/**
 * Takes a due refund for one attempt: its next try is moved past the backoff first, so a concurrent sender (the
 * clock, a webhook) skips it and a crash during the call leaves it owed. Null when not due or already sent.
 */
export const claimRefund = (db: Db, id: string, now: Date) =>
  db
    .updateTable('transactions')
    .set({
      providerRefundDueAt: sql<Date>`${now}::timestamptz
        + least(power(2, provider_refund_attempts), ${MAX_BACKOFF_MINUTES}) * interval '1 minute'`,
      providerRefundAttempts: sql<number>`provider_refund_attempts + 1`,
    })
    .where('id', '=', id)
    .where('providerRefundDueAt', '<=', now)
    .where('providerRefundedAt', 'is', null)
    .where('providerPaymentId', 'is not', null)
    .returning(['id', 'providerPaymentId', 'providerRefundAttempts'])
    .executeTakeFirst();

/** The provider confirmed the refund: nothing is owed any more. */
export const refundSent = (db: Db, id: string, now: Date) =>
  db
    .updateTable('transactions')
    .set({ providerRefundedAt: now, providerRefundDueAt: null })
    .where('id', '=', id)
    .execute();
