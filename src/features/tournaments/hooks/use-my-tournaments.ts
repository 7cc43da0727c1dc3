import type { MyTournament } from '@/contract/tournament.ts';
import { useCachedResource } from '@/lib/cached-resource.ts';
import { getMyPastTournaments } from '../api/get-my-past-tournaments.ts';
import { getMyTournaments } from '../api/get-my-tournaments.ts';

export const MY_TOURNAMENTS_KEY = 'tournaments:mine:current';

export const useMyTournaments = (ownerId: string) =>
  useCachedResource<MyTournament[]>(MY_TOURNAMENTS_KEY, ownerId, getMyTournaments);

export const useMyPastTournaments = (ownerId: string) =>
  useCachedResource<MyTournament[]>('tournaments:mine:past', ownerId, getMyPastTournaments);
