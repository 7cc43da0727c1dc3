import type { TournamentClosed } from '@/contract/tournament.ts';
import { api } from '@/lib/api-client.ts';

export const getTournamentClosed = (id: string) =>
  api<TournamentClosed>(`/tournaments/isTournamentClosed/${encodeURIComponent(id)}`);
