// @vitest-environment node
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../../server/src/config.ts';
import type { Db } from '../../server/src/db/connect.ts';
import { openDatabase } from '../../server/src/db/open.ts';
import { NO_DEMO_DATA } from '../../server/src/db/prepare.ts';
import { DEMO_EMAIL, LEVELS, readLocales } from '../../server/src/db/seed.ts';
import { createTestDatabase } from '../support/postgres.ts';
import '../support/provided-context.ts';

/*
 * The platform's first start on an operator's empty database, as server/src/server.ts opens it: production gets
 * what the platform needs to run and no demo member (a published password), bots or demo tournaments.
 */
const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** Starts as server.ts does on the database at `url` with NODE_ENV=`nodeEnv`; returns the lines told to the operator. */
async function start(url: string, nodeEnv: 'production' | 'development') {
  const config = loadConfig({
    NODE_ENV: nodeEnv,
    SECRET: 'a-production-secret-of-32-characters',
    DATABASE_URL: url,
  });
  const announced: string[] = [];
  const database = await openDatabase(config, { shouldSeed: true, announce: (line) => announced.push(line) });
  cleanups.push(database.close);
  return { db: database.db, announced };
}

async function emptyDatabase() {
  const database = await createTestDatabase(inject('databaseUrl'), 'template0');
  cleanups.push(database.drop);
  return database.url;
}

const countOf = async (
  db: Db,
  table: 'users' | 'tournaments' | 'alliances' | 'tickets' | 'levels' | 'translations',
) =>
  Number(
    (
      await db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

describe('the first start on an empty database', () => {
  it('in production writes the levels and languages, no demo data, and says so once', async () => {
    const url = await emptyDatabase();
    const { db, announced } = await start(url, 'production');

    expect(await countOf(db, 'levels')).toBe(LEVELS.length);
    expect(await countOf(db, 'translations')).toBe(readLocales().length);
    // No demo member and no bot: no member at all.
    expect(await countOf(db, 'users')).toBe(0);
    expect(await countOf(db, 'tournaments')).toBe(0);
    expect(await countOf(db, 'alliances')).toBe(0);
    expect(await countOf(db, 'tickets')).toBe(0);
    expect(announced).toEqual([NO_DEMO_DATA]);

    // A later start finds the database prepared: nothing more to say, still no demo data.
    const later = await start(url, 'production');
    expect(later.announced).toEqual([]);
    expect(await countOf(later.db, 'users')).toBe(0);
  });

  it('in development writes the demo data as before', async () => {
    const { db, announced } = await start(await emptyDatabase(), 'development');

    const demo = await db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).execute();
    expect(demo).toHaveLength(1);
    expect(await countOf(db, 'tournaments')).toBeGreaterThan(0);
    expect(announced).toEqual([]);
  });
});
