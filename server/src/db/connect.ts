import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// BIGINT counts fit in a JS number for this product; DATE stays text (YYYY-MM-DD), as the contract sends it.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Db = Kysely<Database>;

/**
 * A change's last statement, run inside its transaction: an idempotent request stores its answer there, so the
 * change and its answer commit together (plugins/idempotency.ts).
 */
export type Seal = (trx: Db, answer: unknown) => Promise<void>;

/**
 * A database that stops answering must not hold requests: connecting gives up after 5 s, PostgreSQL cancels a
 * statement after 5 s (a lock that is never released, a runaway query), and the client stops waiting 1 s later
 * (a frozen server or a network partition keeps the connection open and silent). Each ends as a 503.
 * Migrations pass 0 for both: a schema change on a big table may take longer.
 */
export const TIMEOUTS = { connectMs: 5_000, statementMs: 5_000, queryMs: 6_000 };

export function connect(
  databaseUrl: string,
  max = 10,
  { statementMs = TIMEOUTS.statementMs, queryMs = TIMEOUTS.queryMs } = {},
): Db {
  const settings: pg.ClientConfig = {
    connectionString: databaseUrl,
    connectionTimeoutMillis: TIMEOUTS.connectMs,
    ...(statementMs > 0 && { statement_timeout: statementMs }),
    ...(queryMs > 0 && { query_timeout: queryMs }),
  };
  const pool = new pg.Pool({ ...settings, max });
  // An idle client losing its server must not crash the process; the next query reports the failure.
  pool.on('error', () => undefined);
  // Column names are mapped; keys inside JSON values stay as stored (translation keys such as
  // `kyc.addressKind.bank_statement` must not be renamed).
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
  clientSettings.set(db, settings);
  return db;
}

const clientSettings = new WeakMap<Db, pg.ClientConfig>();

/**
 * A connection of its own to the database of `db`, with the pool's settings, for what holds a connection for
 * the life of the process (LISTEN): a pooled one would be taken from the requests. Null for a `db` not made
 * by `connect`.
 */
export function dedicatedClient(db: Db): pg.Client | null {
  const settings = clientSettings.get(db);
  return settings ? new pg.Client(settings) : null;
}
