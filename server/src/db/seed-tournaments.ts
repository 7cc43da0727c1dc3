import { sql } from 'kysely';
import type { Db } from './connect.ts';
import type { TournamentType } from './schema.ts';
import type { RewardRow } from '../domain/tournaments/rewards.ts';
import { finalizeDue } from '../jobs/finalize.ts';
import { createTournament } from '../repositories/admin.ts';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
export const BOT_COUNT = 200;

/** A small seeded generator (mulberry32), so every fresh start shows the same demo boards. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const FIRST = [
  'Aisha',
  'Ben',
  'Chen',
  'Diego',
  'Elif',
  'Farid',
  'Grace',
  'Hana',
  'Ivan',
  'Jae',
  'Kofi',
  'Lena',
];
const LAST = ['Rahman', 'Okafor', 'Silva', 'Tanaka', 'Novak', 'Haddad', 'Kim', 'Fischer', 'Osei', 'Moreau'];
const COUNTRIES = ['MY', 'AE', 'SG', 'GB', 'DE', 'IN', 'NG', 'BR', 'FR', 'US', 'EG', 'ID'];
const MAIN_REWARDS: RewardRow[] = [
  { fromRank: 1, toRank: 1, share: 30 },
  { fromRank: 2, toRank: 2, share: 15 },
  { fromRank: 3, toRank: 3, share: 10 },
  { fromRank: 4, toRank: 10, share: 3 },
  { fromRank: 11, toRank: 50, share: 0.5 },
];
const SMALL_REWARDS: RewardRow[] = [
  { fromRank: 1, toRank: 1, share: 40 },
  { fromRank: 2, toRank: 2, share: 25 },
  { fromRank: 3, toRank: 3, share: 15 },
  { fromRank: 4, toRank: 5, share: 10 },
];
const FOREX = ['EURUSD', 'GBPUSD', 'USDJPY'];
const EVERYTHING = [...FOREX, 'XAUUSD', 'US500', 'NAS100', 'BTCUSD', 'ETHUSD'];

type Plan = {
  title: string;
  type: TournamentType;
  /** Hours from now: registration start and end, start, end. */
  at: [number, number, number, number];
  price: number;
  pool: number;
  dynamic?: number;
  capacity?: number;
  instruments: string[];
  rewards: RewardRow[];
  bots: number;
  isDeleted?: boolean;
};

/** Every display state of spec section 4 on a fresh start: live, closing, upcoming, calculating, final, deleted. */
const PLANS: Plan[] = [
  {
    title: 'TradeArena Main Championship',
    type: 'master_tournament',
    at: [-120, 216, -72, 264],
    price: 49,
    pool: 10_000,
    dynamic: 50,
    capacity: 5_000,
    instruments: EVERYTHING,
    rewards: MAIN_REWARDS,
    bots: 120,
  },
  {
    title: 'Main Season Opener',
    type: 'master_tournament',
    at: [-24, 144, 168, 504],
    price: 99,
    pool: 25_000,
    dynamic: 40,
    instruments: EVERYTHING,
    rewards: MAIN_REWARDS,
    bots: 35,
  },
  {
    title: 'Mini Sprint: Gold Rush',
    type: 'mini_tournament',
    at: [-72, 2, -48, 6],
    price: 9,
    pool: 500,
    capacity: 200,
    instruments: ['XAUUSD', 'XAGUSD'],
    rewards: SMALL_REWARDS,
    bots: 60,
  },
  {
    title: 'Mini Flash: Closing Soon',
    type: 'mini_tournament',
    at: [-48, -1, -24, 1 / 6],
    price: 5,
    pool: 250,
    instruments: FOREX,
    rewards: SMALL_REWARDS,
    bots: 30,
  },
  {
    title: 'Mini Weekend FX',
    type: 'mini_tournament',
    at: [48, 120, 96, 144],
    price: 5,
    pool: 300,
    capacity: 100,
    instruments: FOREX,
    rewards: SMALL_REWARDS,
    bots: 0,
  },
  {
    title: 'Play2Earn Daily Crypto',
    type: 'play_2_earn',
    at: [-12, 12, -6, 18],
    price: 0,
    pool: 200,
    instruments: ['BTCUSD', 'ETHUSD'],
    rewards: SMALL_REWARDS,
    bots: 80,
  },
  {
    title: 'Play2Earn Indices Challenge',
    type: 'play_2_earn',
    at: [-6, 20, 24, 192],
    price: 2,
    pool: 300,
    dynamic: 80,
    instruments: ['US500', 'NAS100'],
    rewards: SMALL_REWARDS,
    bots: 25,
  },
  {
    title: 'Mini Night Owl',
    type: 'mini_tournament',
    at: [-96, -50, -48, -1 / 30],
    price: 5,
    pool: 400,
    instruments: FOREX,
    rewards: SMALL_REWARDS,
    bots: 40,
  },
  {
    title: 'Main Autumn Cup',
    type: 'master_tournament',
    at: [-600, -490, -480, -144],
    price: 49,
    pool: 8_000,
    instruments: EVERYTHING,
    rewards: MAIN_REWARDS,
    bots: 90,
  },
  {
    title: 'Mini Spring Dash',
    type: 'mini_tournament',
    at: [-200, -100, -96, -80],
    price: 5,
    pool: 100,
    instruments: FOREX,
    rewards: SMALL_REWARDS,
    bots: 0,
    isDeleted: true,
  },
];

async function seedBots(db: Db, next: () => number): Promise<string[]> {
  const existing = await db
    .selectFrom('users')
    .select('id')
    .where('email', 'like', 'bot-%@bots.tradearena.local')
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
  return (await db.insertInto('users').values(bots).returning('id').execute()).map((row) => row.id);
}

/**
 * Demo tournaments with bot traders in them, made once (later starts leave them to the clock). The demo member
 * holds a live entry in the main championship and a finished one in the last main cup.
 */
export async function seedTournaments(db: Db, demoUserId: string, now = new Date()): Promise<void> {
  if (await db.selectFrom('tournaments').select('id').limit(1).executeTakeFirst()) return;
  const next = random(2026);
  const bots = await seedBots(db, next);
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
