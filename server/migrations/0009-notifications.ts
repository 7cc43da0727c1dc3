import { sql, type Kysely } from 'kysely';

/**
 * Notifications (issue 9): a member's explicit choice to watch a tournament or not (entrants watch by default),
 * what they were told, their devices' Web Push subscriptions, and the platform's own VAPID key pair when the
 * deployment sets none (development).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE tournament_watches (
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      tournament_id uuid NOT NULL REFERENCES tournaments (id),
      is_watching boolean NOT NULL,
      updated_at timestamptz NOT NULL DEFAULT now(),
      PRIMARY KEY (tournament_id, user_id)
    );
    CREATE TABLE notifications (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      tournament_id uuid NOT NULL REFERENCES tournaments (id),
      kind text NOT NULL,
      severity smallint NOT NULL CHECK (severity BETWEEN 0 AND 3),
      params jsonb NOT NULL DEFAULT '{}'::jsonb,
      created_at timestamptz NOT NULL DEFAULT now(),
      read_at timestamptz
    );
    CREATE INDEX notifications_user_idx ON notifications (user_id, created_at DESC);
    -- A tournament's milestones are told once per member, however many clocks run.
    CREATE UNIQUE INDEX notifications_once_idx ON notifications (user_id, tournament_id, kind)
      WHERE kind IN ('registrationClosing', 'tournamentStarted', 'tournamentClosed', 'finalResults');
    CREATE TABLE push_subscriptions (
      endpoint text PRIMARY KEY,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      session_id uuid NOT NULL REFERENCES sessions (id) ON DELETE CASCADE,
      p256dh text NOT NULL,
      auth text NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX push_subscriptions_user_idx ON push_subscriptions (user_id);
    CREATE INDEX push_subscriptions_session_idx ON push_subscriptions (session_id);
    CREATE TABLE platform_keys (
      name text PRIMARY KEY,
      value jsonb NOT NULL,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE platform_keys, push_subscriptions, notifications, tournament_watches`.execute(db);
}
