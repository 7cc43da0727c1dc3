import { sql } from 'kysely';
import type { Db } from '../../server/src/db/connect.ts';

const camel = (name: string) => name.replace(/_([a-z])/g, (_match, letter: string) => letter.toUpperCase());

/** The platform's tables (snake_case, as PostgreSQL names them). */
export async function tableNames(db: Db): Promise<string[]> {
  const { rows } = await sql<{ name: string }>`
    select table_name as name from information_schema.tables
    where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((row) => row.name);
}

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

/**
 * A digest of every row of every table: two equal fingerprints mean the request changed nothing stored. Compare
 * with `changedTables`.
 */
export async function fingerprint(db: Db): Promise<Map<string, string>> {
  const tables = await tableNames(db);
  const parts = tables.map(
    (table) =>
      sql<{ table: string; digest: string }>`select ${table} as table,
        count(*) || ':' || coalesce(md5(string_agg(t::text, '|' order by t::text)), '') as digest
        from ${sql.table(table)} t`,
  );
  const { rows } = await sql<{ table: string; digest: string }>`${sql.join(parts, sql` union all `)}`.execute(
    db,
  );
  return new Map(rows.map((row) => [row.table, row.digest]));
}

/** The tables whose rows differ between two fingerprints. */
export const changedTables = (before: Map<string, string>, after: Map<string, string>) =>
  [...new Set([...before.keys(), ...after.keys()])].filter((table) => before.get(table) !== after.get(table));
