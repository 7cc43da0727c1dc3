import type { LeaderboardTournament } from '@/contract/leaderboards.ts';
import { api } from '@/lib/api-client.ts';

/** Live boards (tournaments live or being calculated); `country` filters each one's leaders. */
export const getLeaderboardTournaments = (country?: string) =>
  api<LeaderboardTournament[]>('/tournaments/leaderBoardTournaments', { query: { country } });

/** Final boards, newest end first. */
export const getPastLeaderboardTournaments = (country?: string) =>
  api<LeaderboardTournament[]>('/tournaments/pastLeaderBoardTournaments', { query: { country } });
