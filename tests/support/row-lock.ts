import pg from 'pg';
import { PLATFORM_APPLICATION } from './platform-process.ts';

/**
 * A lock taken from the test's own connection, in an open transaction: the platform's statement that needs it
 * waits, which stops the platform "in the middle" without any hook in production code. `acquired` settles when
 * the lock is held (a table lock may itself wait for the platform's transaction to end).
 */
export async function queueLock(databaseUrl: string, lockSql: string, params: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('BEGIN');
  const acquired = client.query(lockSql, params).then((locked) => {
    if (locked.rowCount === 0) throw new Error(`No row to lock: ${lockSql}`);
  });
  return {
    acquired,
    release: async () => {
      await acquired.catch(() => undefined);
      await client.query('ROLLBACK');
      await client.end();
    },
  };
}

/** A row lock (`SELECT ... FOR UPDATE`), held once this answers. */
export async function holdRowLock(databaseUrl: string, lockSql: string, params: unknown[] = []) {
  const lock = await queueLock(databaseUrl, lockSql, params);
  await lock.acquired;
  return lock;
}

/** Waits until one of the platform's backends waits on a lock in a statement `matching`; answers the statement. */
export async function platformWaitingOnLock(databaseUrl: string, matching = /./, timeoutMs = 60_000) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const waiting = await client.query<{ query: string }>(
        `SELECT query FROM pg_stat_activity
          WHERE application_name = $1 AND datname = current_database() AND wait_event_type = 'Lock'`,
        [PLATFORM_APPLICATION],
      );
      const row = waiting.rows.find(({ query }) => matching.test(query));
      if (row) return row.query;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`The platform never waited on a lock in a statement matching ${matching}`);
  } finally {
    await client.end();
  }
}

/**
 * Ends the platform's database connections at once. Without it, a statement of a killed platform that waits on a
 * lock still runs, and an autocommit one still commits, once the lock goes: PostgreSQL only notices a dead client
 * when it next talks to it.
 */
export async function endPlatformConnections(databaseUrl: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
        WHERE application_name = $1 AND datname = current_database()`,
      [PLATFORM_APPLICATION],
    );
  } finally {
    await client.end();
  }
}

/** Waits until `count` backends of the database, whoever runs them, wait on a lock at the same time. */
export async function backendsWaitingOnLocks(databaseUrl: string, count: number, timeoutMs = 60_000) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const waiting = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM pg_stat_activity
          WHERE datname = current_database() AND wait_event_type = 'Lock'`,
      );
      if ((waiting.rows[0]?.n ?? 0) >= count) return;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    throw new Error(`${count} backends never waited on locks at once`);
  } finally {
    await client.end();
  }
}
