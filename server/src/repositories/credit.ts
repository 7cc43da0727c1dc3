import { sql } from 'kysely';
import { PAYMENT_MESSAGES } from '../contract.ts';
import type { CreditMovementsTable } from '../db/schema.ts';
import { conflict } from '../errors.ts';
import type { Tx } from './entries.ts';

/**
 * Credit only ever moves with a line in the ledger (credit_movements), inside the caller's transaction, so the
 * ledger always adds up to each member's credit.
 */
/** Moves credit and writes it down; a debit that would take the credit below zero is refused. */
export async function moveCredit(
  trx: Tx,
  movement: {
    userId: string;
    amount: number;
    reason: CreditMovementsTable['reason'];
    transactionId?: string | null;
    tournamentId?: string | null;
  },
) {
  const changed = await trx
    .updateTable('users')
    .set({ credit: sql`credit + ${movement.amount}` })
    .where('id', '=', movement.userId)
    .$if(movement.amount < 0, (query) => query.where('credit', '>=', String(-movement.amount)))
    .returning('credit')
    .executeTakeFirst();
  if (!changed) throw conflict(PAYMENT_MESSAGES.notEnoughCredit);
  await trx.insertInto('creditMovements').values(movement).execute();
  return Number(changed.credit);
}
