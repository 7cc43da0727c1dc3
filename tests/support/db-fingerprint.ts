import { sql } from 'kysely';
import type { Db } from '../../server/src/db/connect.ts';

/** Each table's name with a hash of all its rows; equal fingerprints mean no row was added, changed or removed. */
export type Fingerprint = Record<string, string>;

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/**
 * A fingerprint of every table in the public schema, in one query; `excluded` names (snake_case) tables left out
 * whole, or columns left out of a table's rows. Per table,
 * the row count and the sum of a 64-bit hash of each row's text. The sum does not depend on row order (an UPDATE
 * that writes the same values moves a row's ctid without changing anything) and needs no sort, so it is cheap
 * enough to take after every request. The table list is read once, on the first call.
 */
export function dbFingerprinter(db: Db, excluded: Record<string, 'table' | readonly string[]> = {}) {
  let query: string | undefined;
  const build = async () => {
    const { rows } = await sql<{ name: string }>`
      SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename
    `.execute(db);
    const unknown = Object.keys(excluded).filter((name) => !rows.some((row) => row.name === name));
    if (unknown.length > 0) throw new Error(`No such tables to exclude: ${unknown.join(', ')}`);
    return rows
      .filter((row) => excluded[row.name] !== 'table')
      .map(({ name }) => {
        const columns = excluded[name];
        const row = Array.isArray(columns)
          ? `(to_jsonb(t) - ARRAY[${columns.map((column) => `'${column}'`).join(', ')}])::text`
          : 't::text';
        return (
          `SELECT '${name}' AS name, count(*) || ':' || coalesce(sum(hashtextextended(${row}, 0)), 0) AS hash ` +
          `FROM ${quoted(name)} t`
        );
      })
      .join('\nUNION ALL\n');
  };
  return async (): Promise<Fingerprint> => {
    query ??= await build();
    const { rows } = await sql.raw<{ name: string; hash: string }>(query).execute(db);
    return Object.fromEntries(rows.map((row) => [row.name, row.hash]));
  };
}

/** Every table's fingerprint, taken once: two equal ones mean the request changed nothing stored. */
export const fingerprint = async (db: Db) => new Map(Object.entries(await dbFingerprinter(db)()));

/** The tables whose rows differ between two fingerprints. */
export const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((table) => before.get(table) !== after.get(table));

const camel = (name: string) => name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** Each table's columns as the JSON of the API would name them (camelCase). */
export async function columnsByTable(db: Db): Promise<Map<string, string[]>> {
  const { rows } = await sql<{ tableName: string; columnName: string }>`
    select table_name as "tableName", column_name as "columnName" from information_schema.columns
    where table_schema = 'public' order by table_name, ordinal_position`.execute(db);
  const columns = new Map<string, string[]>();
  for (const row of rows)
    columns.set(row.tableName, [...(columns.get(row.tableName) ?? []), camel(row.columnName)]);
  return columns;
}
