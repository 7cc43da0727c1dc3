import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import type { Db } from './connect.ts';
import { hashPassword } from '../lib/passwords.ts';
import { moveCredit } from '../repositories/credit.ts';
import { seedAlliances } from './seed-alliances.ts';
import { seedTournaments } from './seed-tournaments.ts';

const localesDir = fileURLToPath(new URL('../../../src/locales', import.meta.url));

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'Demo1234';

export const LEVELS = [
  { id: 'rookie', name: 'Rookie', minPoints: 0 },
  { id: 'contender', name: 'Contender', minPoints: 100 },
  { id: 'pro', name: 'Pro Trader', minPoints: 500 },
  { id: 'elite', name: 'Elite', minPoints: 2_000 },
  { id: 'legend', name: 'Legend', minPoints: 10_000 },
];

type LocaleFile = {
  isoCode: string;
  name: string;
  flagCode: string;
  isRtl: boolean;
  localHelper: string;
  translations: Record<string, string>;
};

export const readLocales = (): LocaleFile[] =>
  readdirSync(localesDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(`${localesDir}/${file}`, 'utf8')) as LocaleFile);

/**
 * The built-in languages: a missing one is added, and an existing one gains the keys a newer release brought. A
 * string the platform already holds (an operator may have reworded it) is kept.
 */
export async function addBuiltInTranslations(db: Db): Promise<void> {
  for (const { translations, ...locale } of readLocales()) {
    const values = { ...locale, translations: JSON.stringify(translations) };
    await db
      .insertInto('translations')
      .values(values)
      .onConflict((oc) =>
        oc.column('isoCode').doUpdateSet({
          translations: sql`excluded.translations || translations.translations`,
          updatedAt: new Date(),
        }),
      )
      .execute();
  }
}

export const isSeeded = async (db: Db) =>
  Boolean(await db.selectFrom('levels').select('id').limit(1).executeTakeFirst());

/**
 * What the platform needs to run, in production too: the levels members climb (a new member starts as a rookie)
 * and the built-in languages. Safe to run again.
 */
export async function seedEssentials(db: Db): Promise<void> {
  for (const level of LEVELS) {
    await db
      .insertInto('levels')
      .values(level)
      .onConflict((oc) => oc.column('id').doUpdateSet({ name: level.name, minPoints: level.minPoints }))
      .execute();
  }
  await addBuiltInTranslations(db);
}

/** Everything for a fresh start, demo data included; safe to run again (every write is an upsert). */
export async function seed(db: Db): Promise<void> {
  await seedEssentials(db);
  await seedDemo(db);
}

/** The demo member (demo@example.com / Demo1234) with credit and a ticket, bot members, tournaments, alliances. */
async function seedDemo(db: Db): Promise<void> {
  let demo = await db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirst();
  if (!demo) {
    demo = await db
      .insertInto('users')
      .values({
        firstname: 'Dana',
        lastname: 'Demo',
        email: DEMO_EMAIL,
        passwordHash: await hashPassword(DEMO_PASSWORD),
        phone: '123456789',
        phonePrefix: '+60',
        isPhoneVerified: true,
        isEmailVerified: true,
        credit: 0,
        levelId: 'contender',
        points: 140,
        affiliateCode: 'DEMO2026',
        country: 'MY',
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const userId = demo.id;
    await db.transaction().execute((trx) => moveCredit(trx, { userId, amount: 250, reason: 'grant' }));
    await db.insertInto('tickets').values({ userId, tournamentType: null }).execute();
  }
  await seedTournaments(db, demo.id);
  await seedAlliances(db, demo.id);
}
