import { sql, type Kysely } from 'kysely';

/** Members, sessions, levels, translations, idempotency keys and the dev outbox. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE levels (
      id text PRIMARY KEY,
      name text NOT NULL,
      min_points integer NOT NULL DEFAULT 0
    );

    CREATE TABLE users (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      firstname text NOT NULL,
      lastname text NOT NULL,
      email text NOT NULL,
      password_hash text,
      phone text,
      phone_prefix text,
      is_phone_verified boolean NOT NULL DEFAULT false,
      is_email_verified boolean NOT NULL DEFAULT false,
      is_approved boolean NOT NULL DEFAULT true,
      image_file_id uuid,
      points integer NOT NULL DEFAULT 0,
      credit numeric(14, 2) NOT NULL DEFAULT 0 CHECK (credit >= 0),
      level_id text REFERENCES levels (id),
      affiliate_code text NOT NULL UNIQUE,
      gender text CHECK (gender IN ('male', 'female')),
      birthdate date,
      country text,
      telegram text,
      referred_by uuid REFERENCES users (id),
      medium text,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE UNIQUE INDEX users_email_key ON users (lower(email));

    CREATE TABLE sessions (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      token_hash text NOT NULL UNIQUE,
      created_at timestamptz NOT NULL DEFAULT now(),
      expires_at timestamptz NOT NULL,
      revoked_at timestamptz
    );
    CREATE INDEX sessions_user_idx ON sessions (user_id);

    CREATE TABLE translations (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      iso_code text NOT NULL UNIQUE,
      name text NOT NULL,
      flag_code text NOT NULL,
      is_rtl boolean NOT NULL DEFAULT false,
      local_helper text NOT NULL,
      translations jsonb NOT NULL DEFAULT '{}'::jsonb,
      updated_at timestamptz NOT NULL DEFAULT now()
    );

    CREATE TABLE idempotency_keys (
      scope text NOT NULL,
      key text NOT NULL,
      fingerprint text NOT NULL,
      state text NOT NULL CHECK (state IN ('in_progress', 'done')),
      response_status integer,
      response_body text,
      response_type text,
      created_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (scope, key)
    );
    CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);

    CREATE TABLE dev_outbox (
      id bigserial PRIMARY KEY,
      channel text NOT NULL CHECK (channel IN ('email', 'sms')),
      recipient text NOT NULL,
      subject text NOT NULL,
      text text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX dev_outbox_recipient_idx ON dev_outbox (lower(recipient), id DESC);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE dev_outbox, idempotency_keys, translations, sessions, users, levels`.execute(db);
}
