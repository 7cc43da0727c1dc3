import type { Tournament, TournamentType } from '@/contract/tournament.ts';
import { useCachedResource } from '@/lib/cached-resource.ts';
import { getActiveTournaments } from '../api/get-active-tournaments.ts';

/** Active tournaments (all or one type), from the cache first, then the network. */
export const useTournaments = (ownerId: string, type?: TournamentType) =>
  useCachedResource<Tournament[]>(`tournaments:active:${type ?? 'all'}`, ownerId, () =>
    getActiveTournaments(type),
  );
