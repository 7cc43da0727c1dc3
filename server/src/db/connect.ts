import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.ts';

// BIGINT counts fit in a JS number for this product; DATE stays text (YYYY-MM-DD), as the contract sends it.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);

export type Db = Kysely<Database>;

export function connect(databaseUrl: string, max = 10): Db {
  const pool = new pg.Pool({ connectionString: databaseUrl, max, connectionTimeoutMillis: 5_000 });
  // An idle client losing its server must not crash the process; the next query reports the failure.
  pool.on('error', () => undefined);
  // Column names are mapped; keys inside JSON values stay as stored (translation keys such as
  // `kyc.addressKind.bank_statement` must not be renamed).
  return new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    plugins: [new CamelCasePlugin({ maintainNestedObjectKeys: true })],
  });
}
