import { sql } from 'kysely';
import type { Db } from './connect.ts';
import { COUNTRIES, FIRST, LAST, PLANS } from './seed-plans.ts';
import { seededRandom } from '../domain/market/random-walk.ts';
import { finalizeDue } from '../jobs/finalize.ts';
import { createTournament } from '../repositories/admin.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const BOT_COUNT = 200;
/** Demo bot traders' addresses (LIKE pattern): the bots plugin trades for them. */
export const BOT_EMAIL_PATTERN = 'bot-%@bots.tradearena.local';
/** Bots referred by the demo member and by the first bots, so affiliate screens have something to show. */
const DEMO_REFERRALS = 6;
const REFERRING_BOTS = 12;

async function seedBots(db: Db, next: () => number, demoUserId: string): Promise<string[]> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', 'like', BOT_EMAIL_PATTERN)
    .execute();
  if (existing.length > 0) return existing.map((row) => row.id);
  const bots = Array.from({ length: BOT_COUNT }, (_, index) => ({
    firstname: FIRST[index % FIRST.length] ?? 'Bot',
    lastname: LAST[Math.floor(next() * LAST.length)] ?? 'Trader',
    email: `bot-${String(index + 1).padStart(3, '0')}@bots.tradearena.local`,
    passwordHash: null,
    isEmailVerified: true,
    credit: 0,
    levelId: 'rookie',
    affiliateCode: `BOT${String(index + 1).padStart(4, '0')}`,
    country: COUNTRIES[Math.floor(next() * COUNTRIES.length)] ?? null,
  }));
  const ids = (await db.insertInto('users').values(bots).returning('id').execute()).map((row) => row.id);
  for (const [index, id] of ids.entries()) {
    const referrer =
      index >= BOT_COUNT - DEMO_REFERRALS
        ? demoUserId
        : index >= REFERRING_BOTS && next() < 0.6
          ? ids[Math.floor(next() * REFERRING_BOTS)]
          : undefined;
    if (referrer) await db.updateTable('users').set({ referredBy: referrer }).where('id', '=', id).execute();
  }
  return ids;
}

/**
 * Demo tournaments with bot traders in them, made once (later starts leave them to the clock). The demo member
 * holds a live entry in the main championship and a finished one in the last main cup.
 */
export async function seedTournaments(db: Db, demoUserId: string, now = new Date()): Promise<void> {
  if (await db.selectFrom('tournaments').select('id').limit(1).executeTakeFirst()) return;
  // Seeded, so every fresh start shows the same demo boards.
  const next = seededRandom(2026);
  const bots = await seedBots(db, next, demoUserId);
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  for (const plan of PLANS) {
    const [registrationStart, registrationEnd, start, end] = plan.at.map(at) as [Date, Date, Date, Date];
    const tournament = await createTournament(
      db,
      {
        title: plan.title,
        type: plan.type,
        description: `${plan.title}: trade ${plan.instruments.join(', ')} with a paper account and climb the board. Profit decides the ranking; prizes are paid as credit when the board is final.`,
        terms:
          'One entry per member. Prices and times come from the platform. Members without a closed trade are listed but win no prize. Prizes are paid as credit once the leaderboard is final.',
        registrationStartAt: registrationStart,
        registrationEndAt: registrationEnd,
        startAt: start,
        endAt: end,
        price: plan.price,
        poolPrice: plan.pool,
        isDynamicPoolPrice: plan.dynamic !== undefined,
        dynamicPoolPrice: plan.dynamic ?? 0,
        settingsPoolPrice: 0,
        capacity: plan.capacity ?? null,
        instruments: plan.instruments,
        rewards: plan.rewards,
        startingBalance: plan.type === 'master_tournament' ? 100_000 : 10_000,
      },
      now,
    );
    const entrants = bots.filter(() => next() < plan.bots / BOT_COUNT + 0.02).slice(0, plan.bots);
    const isDemoIn = plan.title === 'TradeArena Main Championship' || plan.title === 'Main Autumn Cup';
    const starting = Number(tournament.startingBalance);
    const accounts = [...entrants, ...(isDemoIn ? [demoUserId] : [])].map((userId, index) => {
      const isDemo = userId === demoUserId;
      const swing = isDemo ? 0.0185 : (next() - 0.4) * 0.3;
      const equity = Math.round(starting * (1 + swing) * 100) / 100;
      return {
        userId,
        tournamentId: tournament.id,
        mode: 'live' as const,
        status: tournament.endAt <= now ? ('ended' as const) : ('ready' as const),
        profileName: isDemo ? 'Dana Trades' : `Bot-${String(index + 1).padStart(3, '0')}`,
        login: sql<string>`nextval('trade_account_login_seq')::text`,
        startingBalance: starting,
        balance: equity,
        equity,
        tradeCount: isDemo ? 12 : Math.floor(next() * 40),
        profitCredit: 0,
        createdAt: new Date(Math.min(start.getTime(), now.getTime()) - (index + 1) * 60_000),
        readyAt: now,
      };
    });
    if (isDemoIn) {
      const demoAccount = accounts.find((account) => account.userId === demoUserId);
      const payment = await db
        .insertInto('transactions')
        .values({
          userId: demoUserId,
          tournamentId: tournament.id,
          method: 'card',
          status: 'completed',
          price: plan.price,
          amount: plan.price,
          providerPaymentId: `sbx_pay_demo${tournament.id.slice(0, 8)}`,
          profileName: 'Dana Trades',
          createdAt: demoAccount?.createdAt,
          completedAt: demoAccount?.createdAt ?? now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (demoAccount) Object.assign(demoAccount, { transactionId: payment.id });
    }
    if (accounts.length > 0) await db.insertInto('tradeAccounts').values(accounts).execute();
    await db
      .updateTable('tournaments')
      .set({
        players: accounts.length,
        // A dynamic pool has grown by every paid entry; the bots paid the entry fee like everyone else.
        settingsPoolPrice: plan.price * accounts.length,
        ...(plan.isDeleted && { status: 'deleted' as const }),
        ...(end <= now && !plan.isDeleted && { status: 'calculating' as const }),
      })
      .where('id', '=', tournament.id)
      .execute();
  }
  // The finished cup is finalized the way the clock does it; the night owl stays in its calculation for a while.
  await finalizeDue(db, 5 * DAY, now);
}
