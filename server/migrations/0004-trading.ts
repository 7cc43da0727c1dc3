import { sql, type Kysely } from 'kysely';

/** Paper trading: positions (open and closed), terminal tokens, and each tournament's leverage. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE tournaments ADD COLUMN leverage integer NOT NULL DEFAULT 100 CHECK (leverage BETWEEN 1 AND 1000);

    CREATE TABLE positions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      account_id uuid NOT NULL REFERENCES trade_accounts (id),
      symbol text NOT NULL,
      side text NOT NULL CHECK (side IN ('buy', 'sell')),
      volume numeric(12, 2) NOT NULL CHECK (volume > 0),
      open_price numeric(18, 6) NOT NULL,
      opened_at timestamptz NOT NULL,
      stop_loss numeric(18, 6),
      take_profit numeric(18, 6),
      margin numeric(14, 2) NOT NULL,
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'closed')),
      close_price numeric(18, 6),
      closed_at timestamptz,
      profit numeric(14, 2),
      close_reason text CHECK (close_reason IN ('manual', 'stop_loss', 'take_profit', 'stop_out', 'tournament_end'))
    );
    CREATE INDEX positions_open_idx ON positions (account_id) WHERE status = 'open';
    CREATE INDEX positions_history_idx ON positions (account_id, closed_at DESC) WHERE status = 'closed';

    -- Embed tokens open the terminal once; session tokens then authorise it for one account.
    CREATE TABLE terminal_tokens (
      token_hash text PRIMARY KEY,
      kind text NOT NULL CHECK (kind IN ('embed', 'session')),
      account_id uuid NOT NULL REFERENCES trade_accounts (id),
      user_id uuid NOT NULL REFERENCES users (id),
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX terminal_tokens_expiry_idx ON terminal_tokens (expires_at);

    CREATE INDEX users_referred_by_idx ON users (referred_by) WHERE referred_by IS NOT NULL;
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP INDEX users_referred_by_idx;
    DROP TABLE terminal_tokens, positions;
    ALTER TABLE tournaments DROP COLUMN leverage;
  `.execute(db);
}
