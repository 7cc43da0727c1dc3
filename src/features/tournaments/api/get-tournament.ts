import type { TournamentDetail } from '@/contract/tournament.ts';
import { api } from '@/lib/api-client.ts';

export const getTournament = (id: string) => api<TournamentDetail>(`/tournaments/${encodeURIComponent(id)}`);
