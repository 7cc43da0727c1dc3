import { sql, type Kysely } from 'kysely';

/**
 * What the platform owes, kept with what caused it (issue 11):
 * - a provider refund is recorded in the same transaction that refunds the payment (`provider_refund_due_at`),
 *   sent after the commit and retried by the clock until the provider confirms it (`provider_refunded_at`);
 * - a terminal session belongs to the member session that opened it and ends with it (logout).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE transactions
      ADD COLUMN provider_refund_due_at timestamptz,
      ADD COLUMN provider_refund_attempts integer NOT NULL DEFAULT 0,
      ADD COLUMN provider_refunded_at timestamptz;
    CREATE INDEX transactions_provider_refund_due_idx ON transactions (provider_refund_due_at)
      WHERE provider_refund_due_at IS NOT NULL;
    -- Refunds made before this migration may never have reached the provider: they are owed again, and the
    -- provider's refund is idempotent, so one that did arrive is not repeated.
    UPDATE transactions SET provider_refund_due_at = now()
      WHERE status = 'refunded' AND method IN ('card', 'crypto') AND provider_payment_id IS NOT NULL;

    -- Terminal tokens issued before this migration belong to no session: the trade screen issues new ones.
    DELETE FROM terminal_tokens;
    ALTER TABLE terminal_tokens
      ADD COLUMN session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE;
    CREATE INDEX terminal_tokens_session_idx ON terminal_tokens (session_id);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE terminal_tokens DROP COLUMN session_id;
    ALTER TABLE transactions
      DROP COLUMN provider_refund_due_at,
      DROP COLUMN provider_refund_attempts,
      DROP COLUMN provider_refunded_at;
  `.execute(db);
}
