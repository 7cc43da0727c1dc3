import type { Tournament, TournamentType } from '@/contract/tournament.ts';
import { api } from '@/lib/api-client.ts';

export const getActiveTournaments = (type?: TournamentType) =>
  api<Tournament[]>('/tournaments/activeTournaments', { query: { type } });
