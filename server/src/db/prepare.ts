import { dedicatedClient, type Db } from './connect.ts';
import { migrateToLatest } from './migrate.ts';
import { addBuiltInTranslations, isSeeded, seed, seedEssentials } from './seed.ts';

/**
 * The PostgreSQL session advisory lock held while a process prepares the database (issue 12). Several platform
 * processes may start together on one database: without it, both would find it empty and seed it twice (the
 * second crashing on a unique violation, or leaving every demo tournament twice). A fixed, arbitrary key
 * ('TA-BOOT' in ASCII), apart from Kysely's migration lock and any other lock of the platform.
 */
export const PREPARE_LOCK_KEY = String(0x54_41_2d_42_4f_4f_54n);

export type PrepareOptions = {
  /** Seeds an empty database, else adds the keys a newer release brought to the built-in languages. */
  shouldSeed?: boolean;
  /** NODE_ENV=production: the seed writes only what the platform needs to run, never the demo data. */
  isProduction?: boolean;
  /** Where a line for the operator goes. */
  announce?: (line: string) => void;
};

export const NO_DEMO_DATA =
  'First start on an empty database: wrote levels and languages; demo data was not written because NODE_ENV=production';

/**
 * Applies every pending migration (and seeds, when asked) while holding PREPARE_LOCK_KEY: one process prepares,
 * the others wait for it, then find the work done. The lock lives on a connection of its own, so the work may use
 * the pool. `db` must be made without statement or query timeouts: waiting for another process's first seed, or
 * a long migration, takes longer than a request may.
 */
export async function prepareDatabase(
  db: Db,
  { shouldSeed = true, isProduction = false, announce = () => undefined }: PrepareOptions = {},
): Promise<void> {
  const lock = dedicatedClient(db);
  if (!lock) throw new Error('prepareDatabase needs a database made by connect()');
  // A failure of the lock's connection surfaces on its next query (or not at all once the work is done).
  lock.on('error', () => undefined);
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [PREPARE_LOCK_KEY]);
    await migrateToLatest(db);
    if (!shouldSeed) return;
    if (await isSeeded(db)) await addBuiltInTranslations(db);
    else if (!isProduction) await seed(db);
    else {
      // A demo member with a published password and bots on the boards have no place on a live platform.
      await seedEssentials(db);
      announce(NO_DEMO_DATA);
    }
  } finally {
    // Ending the session releases its advisory locks; a process that dies mid-way releases them the same way.
    await lock.end().catch(() => undefined);
  }
}
