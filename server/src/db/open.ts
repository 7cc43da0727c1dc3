import { sql } from 'kysely';
import type { Config } from '../config.ts';
import { connect, type Db } from './connect.ts';
import { startEmbedded, withDatabase } from './embedded.ts';
import { prepareDatabase, type PrepareOptions } from './prepare.ts';

export type OpenDatabase = { db: Db; embedded: boolean; close: () => Promise<void> };

const DATABASE_NAME = 'tradearena';

type OpenOptions = Omit<PrepareOptions, 'isProduction'> & {
  /** Where the embedded PostgreSQL's output goes. */
  log?: (line: string) => void;
};

/**
 * Connects to DATABASE_URL, or starts the embedded PostgreSQL, then applies every pending migration and, with
 * `shouldSeed`, seeds a fresh database (prepare.ts: one process at a time, however many start together), without
 * demo data in production.
 */
export async function openDatabase(
  config: Config,
  { log = () => undefined, shouldSeed = false, announce }: OpenOptions = {},
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
  const preparer = connect(url, 2, { statementMs: 0, queryMs: 0 });
  try {
    await prepareDatabase(preparer, { shouldSeed, isProduction: config.env === 'production', announce });
  } catch (error) {
    await stopEmbedded?.();
    throw error;
  } finally {
    await preparer.destroy();
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
