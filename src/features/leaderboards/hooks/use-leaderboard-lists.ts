import type { AffiliateLeaderboard, LeaderboardTournament } from '@/contract/leaderboards.ts';
import type { Tournament } from '@/contract/tournament.ts';
import { useCachedResource } from '@/lib/cached-resource.ts';
import { getAffiliateLeaderboard } from '../api/get-affiliate-leaderboard.ts';
import { getBoardTournament } from '../api/get-board-tournament.ts';
import {
  getLeaderboardTournaments,
  getPastLeaderboardTournaments,
} from '../api/get-leaderboard-tournaments.ts';

/** Each country's list is its own cache entry, so switching back to one shows it at once. */
const scope = (country: string) => country || 'all';

export const useLiveBoards = (ownerId: string, country: string) =>
  useCachedResource<LeaderboardTournament[]>(`leaderboards:live:${scope(country)}`, ownerId, () =>
    getLeaderboardTournaments(country || undefined),
  );

export const usePastBoards = (ownerId: string, country: string) =>
  useCachedResource<LeaderboardTournament[]>(`leaderboards:past:${scope(country)}`, ownerId, () =>
    getPastLeaderboardTournaments(country || undefined),
  );

export const useAffiliateBoard = (ownerId: string) =>
  useCachedResource<AffiliateLeaderboard>('leaderboards:affiliates', ownerId, getAffiliateLeaderboard);

/** The header of a board (title, type, pool); the rows come from useBoard. */
export const useBoardTournament = (ownerId: string, id: string) =>
  useCachedResource<Tournament>(`leaderboards:tournament:${id}`, ownerId, () => getBoardTournament(id));
