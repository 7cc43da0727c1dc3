import type { LeaderboardTournament } from '@/contract/leaderboards.ts';
import type { LeaderboardRow, LeaderboardSnapshot } from '@/contract/realtime.ts';

/** A player of rank `rank` on account `a<rank>` unless told otherwise; tests override what they are about. */
export const row = (rank: number, fields: Partial<LeaderboardRow> = {}): LeaderboardRow => ({
  accountId: `a${rank}`,
  userId: `u${rank}`,
  rank,
  username: `trader${rank}`,
  profileName: `Profile ${rank}`,
  country: 'MY',
  tradeCount: 10,
  totalProfit: 1000 - rank,
  isPrizeEligible: true,
  ...fields,
});

/** `count` players in rank order. */
export const rows = (count: number) => Array.from({ length: count }, (_, index) => row(index + 1));

export const snapshot = (fields: Partial<LeaderboardSnapshot> = {}): LeaderboardSnapshot => ({
  tournamentId: 't1',
  seq: 1,
  status: 'live',
  rows: rows(3),
  at: 1,
  ...fields,
});

export const listEntry = (fields: Partial<LeaderboardTournament> = {}): LeaderboardTournament => ({
  id: 't1',
  title: 'Spring Cup',
  type: 'mini_tournament',
  status: 'live',
  startDate: '2026-05-01T10:00:00.000Z',
  endDate: '2026-05-20T10:00:00.000Z',
  effectivePoolPrice: 1500,
  players: 120,
  leaders: rows(3),
  me: null,
  ...fields,
});

export const ranks = (list: readonly LeaderboardRow[]) =>
  list.map((entry) => `${entry.accountId}:${entry.rank}`);
