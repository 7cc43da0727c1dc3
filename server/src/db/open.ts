import { sql } from 'kysely';
import type { Config } from '../config.ts';
import { connect, type Db } from './connect.ts';
import { startEmbedded, withDatabase } from './embedded.ts';
import { migrateToLatest } from './migrate.ts';

export type OpenDatabase = { db: Db; embedded: boolean; close: () => Promise<void> };

const DATABASE_NAME = 'tradearena';

/** Connects to DATABASE_URL, or starts the embedded PostgreSQL, then applies every pending migration. */
export async function openDatabase(
  config: Config,
  log: (line: string) => void = () => undefined,
): Promise<OpenDatabase> {
  let url = config.databaseUrl;
  let stopEmbedded: (() => Promise<void>) | undefined;
  if (!url) {
    const server = await startEmbedded(config.pgDataDir, { log });
    stopEmbedded = server.stop;
    const admin = connect(server.url, 1);
    const exists = await sql`select 1 from pg_database where datname = ${DATABASE_NAME}`.execute(admin);
    if (exists.rows.length === 0) await sql.raw(`CREATE DATABASE ${DATABASE_NAME}`).execute(admin);
    await admin.destroy();
    url = withDatabase(server.url, DATABASE_NAME);
  }
  const migrator = connect(url, 1, { statementMs: 0, queryMs: 0 });
  try {
    await migrateToLatest(migrator);
  } catch (error) {
    await stopEmbedded?.();
    throw error;
  } finally {
    await migrator.destroy();
  }
  const db = connect(url);
  return {
    db,
    embedded: Boolean(stopEmbedded),
    close: async () => {
      await db.destroy();
      await stopEmbedded?.();
    },
  };
}
