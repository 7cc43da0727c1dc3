import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { connect } from '../../server/src/db/connect.ts';
import { startEmbedded, withDatabase } from '../../server/src/db/embedded.ts';
import { migrateToLatest } from '../../server/src/db/migrate.ts';
import { seed } from '../../server/src/db/seed.ts';

export const TEMPLATE = 'tradearena_template';
// Creating, cloning and dropping databases may take longer than a request's statement on a loaded machine.
const NO_TIMEOUTS = { statementMs: 0, queryMs: 0 };

/**
 * One throw-away embedded PostgreSQL per test run, with a migrated and seeded template database;
 * each test file clones it (CREATE DATABASE ... TEMPLATE), which takes milliseconds.
 * `persistent` keeps the data when it stops, so that it can be started again (the caller removes `dataDir`).
 */
export async function startTestCluster({ persistent = false } = {}) {
  const dataDir = mkdtempSync(join(tmpdir(), 'tradearena-pg-'));
  const cluster = await startEmbedded(dataDir, { persistent });
  await createTemplate(cluster.url);
  return { ...cluster, dataDir };
}

/** The migrated and seeded template on a PostgreSQL server (embedded or external) that test databases clone. */
export async function createTemplate(serverUrl: string) {
  const admin = connect(serverUrl, 1, NO_TIMEOUTS);
  await sql.raw(`CREATE DATABASE ${TEMPLATE}`).execute(admin);
  await admin.destroy();
  const template = connect(withDatabase(serverUrl, TEMPLATE), 2, NO_TIMEOUTS);
  await migrateToLatest(template);
  await seed(template);
  await template.destroy();
}

/**
 * A fresh database for one test file, cloned from the template; `drop` removes it. `template0` gives an empty
 * one, as an operator's new database is before the platform first starts on it.
 */
export async function createTestDatabase(serverUrl: string, template: string = TEMPLATE) {
  const name = `t_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = connect(serverUrl, 1, NO_TIMEOUTS);
  await sql.raw(`CREATE DATABASE ${name} TEMPLATE ${template}`).execute(admin);
  await admin.destroy();
  return {
    url: withDatabase(serverUrl, name),
    drop: async () => {
      const cleaner = connect(serverUrl, 1, NO_TIMEOUTS);
      await sql.raw(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).execute(cleaner);
      await cleaner.destroy();
    },
  };
}
