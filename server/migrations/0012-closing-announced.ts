import { sql, type Kysely } from 'kysely';

/**
 * When a tournament's "registration closing" reminder was sent (issue 12). Several platform processes, or the
 * next leader after one dies, run the same clock: the reminder is claimed on the tournament's row
 * (plugins/notifications.ts), so exactly one of them sends it, and no process's memory is needed to know.
 * Tournaments already in their last hour of registration may be reminded once more after this migration, as
 * a restart did before it.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tournaments ADD COLUMN closing_announced_at timestamptz`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE tournaments DROP COLUMN closing_announced_at`.execute(db);
}
