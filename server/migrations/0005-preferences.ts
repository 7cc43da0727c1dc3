import { sql, type Kysely } from 'kysely';

/** A member's display preferences (theme, night mode, language), kept so they follow the member to every device. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users ADD COLUMN preferences jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`ALTER TABLE users DROP COLUMN preferences`.execute(db);
}
