// @vitest-environment node
import { afterAll, describe, expect, inject, it } from 'vitest';
import { connect, type Db } from '../../../server/src/db/connect.ts';
import { migrateToLatest } from '../../../server/src/db/migrate.ts';
import { prepareDatabase } from '../../../server/src/db/prepare.ts';
import { PLANS } from '../../../server/src/db/seed-plans.ts';
import { BOT_COUNT, BOT_EMAIL_PATTERN } from '../../../server/src/db/seed-tournaments.ts';
import { DEMO_EMAIL, LEVELS, readLocales } from '../../../server/src/db/seed.ts';
import { createTestDatabase } from '../../support/postgres.ts';
import { backendsWaitingOnLocks, holdRowLock } from '../../support/row-lock.ts';
import '../../support/provided-context.ts';

/*
 * Issue 12: several platform processes start together on one new database. Each prepares it as
 * server/src/server.ts does (migrations, then the first start's seed) on a pool of its own, as two processes
 * would: both must start, and the database must hold one seed, not two.
 */
const NO_TIMEOUTS = { statementMs: 0, queryMs: 0 };

const cleanups: Array<() => Promise<void>> = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

/** An empty database (as an operator creates it for the platform) and `processes` pools on it. */
async function emptyDatabase(processes: number) {
  const database = await createTestDatabase(inject('databaseUrl'), 'template0');
  cleanups.push(database.drop);
  const pools = Array.from({ length: processes }, () => connect(database.url, 2, NO_TIMEOUTS));
  cleanups.push(async () => void (await Promise.all(pools.map((pool) => pool.destroy()))));
  return { url: database.url, pools };
}

const countOf = async (db: Db, table: 'tournaments' | 'levels' | 'translations' | 'alliances') =>
  (
    await db
      .selectFrom(table)
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow()
  ).n;

/** What one seed leaves, whoever made it. */
async function expectOneSeed(db: Db) {
  const demo = await db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).execute();
  const bots = await db.selectFrom('users').select('id').where('email', 'like', BOT_EMAIL_PATTERN).execute();
  expect(demo).toHaveLength(1);
  expect(bots).toHaveLength(BOT_COUNT);
  expect(await countOf(db, 'tournaments')).toBe(PLANS.length);
  expect(await countOf(db, 'levels')).toBe(LEVELS.length);
  expect(await countOf(db, 'translations')).toBe(readLocales().length);
  const tickets = await db.selectFrom('tickets').select('id').where('userId', '=', demo[0]!.id).execute();
  expect(tickets).toHaveLength(1);
}

const BOTH_STARTED = [
  { status: 'fulfilled', value: undefined },
  { status: 'fulfilled', value: undefined },
];

describe('two processes starting together on one database', () => {
  it('on an empty database: both start, and it is migrated and seeded once', async () => {
    const { pools } = await emptyDatabase(2);
    const [one, other] = pools as [Db, Db];

    const starts = await Promise.allSettled([prepareDatabase(one), prepareDatabase(other)]);

    expect(starts).toEqual(BOTH_STARTED);
    await expectOneSeed(one);
  });

  it('when the first seed is slow (a busy database), the other waits for it instead of seeding too', async () => {
    const { url, pools } = await emptyDatabase(3);
    const [one, other, later] = pools as [Db, Db, Db];
    // Migrated ahead (as `npm run db:migrate` does), so that the boots meet at the seed.
    await migrateToLatest(one);
    // Another session holds the levels table, which seeding writes first: a process that has decided to seed
    // stays in the middle of it until the lock goes. Both processes must be waiting before it does.
    const busy = await holdRowLock(url, 'LOCK TABLE levels IN SHARE MODE');
    const starting = Promise.allSettled([prepareDatabase(one), prepareDatabase(other)]);
    await backendsWaitingOnLocks(url, 2);
    await busy.release();

    expect(await starting).toEqual(BOTH_STARTED);
    await expectOneSeed(one);
    // A later start finds it seeded and adds nothing but new translation keys.
    await prepareDatabase(later);
    await expectOneSeed(later);
    expect(await countOf(later, 'alliances')).toBeGreaterThan(0);
  });
});
