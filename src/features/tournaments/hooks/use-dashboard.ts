import type { MyMasterTournament, MyTournament } from '@/contract/tournament.ts';
import { useCachedResource } from '@/lib/cached-resource.ts';
import { getMyMasterTournament, getTopTournaments } from '../api/get-dashboard.ts';

export const useMyMasterTournament = (ownerId: string) =>
  useCachedResource<MyMasterTournament>('dashboard:master', ownerId, getMyMasterTournament);

export const useTopTournaments = (ownerId: string) =>
  useCachedResource<MyTournament[]>('dashboard:top', ownerId, getTopTournaments);
