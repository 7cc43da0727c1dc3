import { sql, type Kysely } from 'kysely';

/**
 * Tournaments, promo codes, tickets, payments, trade accounts and the credit ledger. Money is NUMERIC(14,2);
 * every constraint that guards money (one entry per member, capacity, no negative credit, one promo use per
 * member, one fulfilment per webhook event) is also a database constraint, not only application code.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tournaments (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      title text NOT NULL,
      description text NOT NULL DEFAULT '',
      type text NOT NULL CHECK (type IN ('master_tournament', 'mini_tournament', 'play_2_earn')),
      status text NOT NULL DEFAULT 'scheduled'
        CHECK (status IN ('scheduled', 'registration', 'live', 'calculating', 'final', 'deleted')),
      registration_start_at timestamptz NOT NULL,
      registration_end_at timestamptz NOT NULL,
      start_at timestamptz NOT NULL,
      end_at timestamptz NOT NULL,
      price numeric(14, 2) NOT NULL DEFAULT 0 CHECK (price >= 0),
      pool_price numeric(14, 2) NOT NULL DEFAULT 0 CHECK (pool_price >= 0),
      is_dynamic_pool_price boolean NOT NULL DEFAULT false,
      dynamic_pool_price numeric(5, 2) NOT NULL DEFAULT 0 CHECK (dynamic_pool_price BETWEEN 0 AND 100),
      settings_pool_price numeric(14, 2) NOT NULL DEFAULT 0 CHECK (settings_pool_price >= 0),
      capacity integer CHECK (capacity > 0),
      players integer NOT NULL DEFAULT 0 CHECK (players >= 0),
      instruments text[] NOT NULL DEFAULT '{}',
      rewards jsonb NOT NULL DEFAULT '[]'::jsonb,
      terms text NOT NULL DEFAULT '',
      starting_balance numeric(14, 2) NOT NULL DEFAULT 10000,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      CHECK (registration_start_at <= registration_end_at AND start_at < end_at),
      CHECK (capacity IS NULL OR players <= capacity)
    );
    CREATE INDEX tournaments_status_idx ON tournaments (status, start_at);
    CREATE INDEX tournaments_title_idx ON tournaments (lower(title) text_pattern_ops);

    CREATE TABLE promo_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      code text NOT NULL,
      kind text NOT NULL CHECK (kind IN ('percent', 'fixed')),
      value numeric(14, 2) NOT NULL CHECK (value > 0),
      tournament_id uuid REFERENCES tournaments (id),
      expires_at timestamptz,
      usage_cap integer CHECK (usage_cap > 0),
      uses integer NOT NULL DEFAULT 0,
      created_at timestamptz NOT NULL DEFAULT now(),
      CHECK (kind <> 'percent' OR value <= 100),
      CHECK (usage_cap IS NULL OR uses <= usage_cap)
    );
    CREATE UNIQUE INDEX promo_codes_code_key ON promo_codes (upper(code));

    CREATE TABLE transactions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id),
      tournament_id uuid NOT NULL REFERENCES tournaments (id),
      method text NOT NULL CHECK (method IN ('card', 'crypto', 'ticket', 'credit', 'free')),
      status text NOT NULL DEFAULT 'pending'
        CHECK (status IN ('pending', 'completed', 'refunded', 'failed', 'expired')),
      currency text NOT NULL DEFAULT 'USD',
      price numeric(14, 2) NOT NULL,
      discount numeric(14, 2) NOT NULL DEFAULT 0,
      amount numeric(14, 2) NOT NULL CHECK (amount >= 0),
      promo_code_id uuid REFERENCES promo_codes (id),
      chain_type integer CHECK (chain_type IN (2, 4, 5)),
      crypto_address text,
      expires_at timestamptz,
      provider_payment_id text,
      profile_name text,
      note text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      completed_at timestamptz
    );
    CREATE INDEX transactions_user_idx ON transactions (user_id, created_at DESC);
    CREATE UNIQUE INDEX transactions_provider_payment_key ON transactions (provider_payment_id)
      WHERE provider_payment_id IS NOT NULL;
    CREATE INDEX transactions_pending_idx ON transactions (expires_at) WHERE status = 'pending';

    -- A use is reserved when a checkout starts and released if that payment does not complete.
    CREATE TABLE promo_uses (
      promo_code_id uuid NOT NULL REFERENCES promo_codes (id),
      user_id uuid NOT NULL REFERENCES users (id),
      transaction_id uuid NOT NULL REFERENCES transactions (id),
      PRIMARY KEY (promo_code_id, user_id)
    );

    CREATE TABLE tickets (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id),
      tournament_type text CHECK (tournament_type IN ('master_tournament', 'mini_tournament', 'play_2_earn')),
      used_by_transaction_id uuid REFERENCES transactions (id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX tickets_unused_idx ON tickets (user_id) WHERE used_by_transaction_id IS NULL;

    -- Trading-platform logins, handed out when an account is provisioned (like a broker's account numbers).
    CREATE SEQUENCE trade_account_login_seq START 10000001;

    CREATE TABLE trade_accounts (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id),
      tournament_id uuid NOT NULL REFERENCES tournaments (id),
      transaction_id uuid UNIQUE REFERENCES transactions (id),
      mode text NOT NULL CHECK (mode IN ('live', 'practice')),
      status text NOT NULL DEFAULT 'creating' CHECK (status IN ('creating', 'ready', 'ended')),
      profile_name text NOT NULL,
      login text UNIQUE,
      starting_balance numeric(14, 2) NOT NULL,
      balance numeric(14, 2) NOT NULL,
      equity numeric(14, 2) NOT NULL,
      trade_count integer NOT NULL DEFAULT 0,
      profit_credit numeric(14, 2) NOT NULL DEFAULT 0,
      final_rank integer,
      created_at timestamptz NOT NULL DEFAULT now(),
      ready_at timestamptz
    );
    CREATE UNIQUE INDEX trade_accounts_one_entry ON trade_accounts (user_id, tournament_id, mode);
    CREATE INDEX trade_accounts_tournament_idx ON trade_accounts (tournament_id, mode);

    CREATE TABLE credit_movements (
      id bigserial PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id),
      amount numeric(14, 2) NOT NULL,
      reason text NOT NULL CHECK (reason IN ('entry', 'grant', 'prize', 'refund', 'late_payment')),
      transaction_id uuid REFERENCES transactions (id),
      tournament_id uuid REFERENCES tournaments (id),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX credit_movements_user_idx ON credit_movements (user_id, created_at DESC);

    CREATE TABLE webhook_events (
      provider text NOT NULL,
      event_id text NOT NULL,
      received_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (provider, event_id)
    );

    -- The sandbox payment provider's own records: what a real provider keeps on its side.
    CREATE TABLE sandbox_payments (
      id text PRIMARY KEY,
      transaction_id uuid NOT NULL REFERENCES transactions (id),
      kind text NOT NULL CHECK (kind IN ('card', 'crypto')),
      status text NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'paid', 'declined', 'canceled', 'refunded')),
      amount numeric(14, 2) NOT NULL,
      currency text NOT NULL,
      description text NOT NULL,
      chain_type integer CHECK (chain_type IN (2, 4, 5)),
      address text,
      expires_at timestamptz,
      success_path text NOT NULL,
      cancel_path text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE sandbox_payments, webhook_events, credit_movements, trade_accounts, tickets, promo_uses,
      transactions, promo_codes, tournaments;
    DROP SEQUENCE trade_account_login_seq;
  `.execute(db);
}
