import type { TournamentType } from './schema.ts';
import type { RewardRow } from '../domain/tournaments/rewards.ts';

export const FIRST = [
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
export const LAST = [
  'Rahman',
  'Okafor',
  'Silva',
  'Tanaka',
  'Novak',
  'Haddad',
  'Kim',
  'Fischer',
  'Osei',
  'Moreau',
];
export const COUNTRIES = ['MY', 'AE', 'SG', 'GB', 'DE', 'IN', 'NG', 'BR', 'FR', 'US', 'EG', 'ID'];
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

export type Plan = {
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
export const PLANS: Plan[] = [
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
