import pg from 'pg';
import { withDatabase } from '../../server/src/db/embedded.ts';

/**
 * A statement as an operator runs it in psql: on a connection of its own, committed at once, with nothing of the
 * platform's code in between (no repository, no route).
 */
export async function asOperator(databaseUrl: string, statement: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await client.query(statement, params);
  } finally {
    await client.end();
  }
}

/**
 * An operator alone in the database: every other connection to it ended (the platform's too) and no new one let
 * in, as the platform sees a restart, while the operator's own connection works on. `reopen` lets connections in
 * again and ends the operator's.
 */
export async function operatorAlone(databaseUrl: string) {
  const operator = new pg.Client({ connectionString: databaseUrl });
  await operator.connect();
  const { rows } = await operator.query<{ pid: number }>('SELECT pg_backend_pid() AS pid');
  const admin = new pg.Client({ connectionString: withDatabase(databaseUrl, 'postgres') });
  await admin.connect();
  const name = new URL(databaseUrl).pathname.slice(1);
  const database = admin.escapeIdentifier(name);
  await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS false`);
  // Waits (up to 5 s) until each one has ended, so that nothing said afterwards can reach it.
  await admin.query(
    `SELECT pg_terminate_backend(pid, 5000) FROM pg_stat_activity
      WHERE datname = $1 AND pid <> $2`,
    [name, rows[0]?.pid],
  );
  return {
    query: (statement: string, params: unknown[] = []) => operator.query(statement, params),
    async reopen() {
      await admin.query(`ALTER DATABASE ${database} WITH ALLOW_CONNECTIONS true`);
      await Promise.all([admin.end(), operator.end()]);
    },
  };
}
