import type { Tournament } from '@/contract/tournament.ts';
import { api } from '@/lib/api-client.ts';

/** The tournament a board belongs to: its title, type and pool for the board's header. */
export const getBoardTournament = (id: string) => api<Tournament>(`/tournaments/${encodeURIComponent(id)}`);
