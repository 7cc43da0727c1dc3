import { sql, type Kysely } from 'kysely';

/** One-time codes, emailed tokens (verification, reset), code lockouts and the operator role. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    ALTER TABLE users ADD COLUMN role text NOT NULL DEFAULT 'member' CHECK (role IN ('member', 'operator'));

    -- Kept per sign-in target (email or phone), known or not, so a lockout looks the same for both.
    CREATE TABLE code_lockouts (
      target text PRIMARY KEY,
      failures integer NOT NULL DEFAULT 0,
      locked_until timestamptz
    );

    CREATE TABLE one_time_codes (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      purpose text NOT NULL CHECK (purpose IN ('login', 'sign_up', 'phone')),
      target text NOT NULL,
      user_id uuid REFERENCES users (id) ON DELETE CASCADE,
      code_hash text NOT NULL,
      tries integer NOT NULL DEFAULT 0,
      expires_at timestamptz NOT NULL,
      consumed_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX one_time_codes_target_idx ON one_time_codes (purpose, target, created_at DESC);

    CREATE TABLE action_tokens (
      token_hash text PRIMARY KEY,
      purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password')),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX action_tokens_user_idx ON action_tokens (user_id, purpose);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE action_tokens, one_time_codes, code_lockouts;
    ALTER TABLE users DROP COLUMN role;
  `.execute(db);
}
