import type { CreditAndTickets } from '@/contract/tournament.ts';
import { api } from '@/lib/api-client.ts';

/** What the member can pay this tournament's entry with: credit and usable tickets. */
export const getCreditAndTickets = (tournamentId: string) =>
  api<CreditAndTickets>(`/tournaments/creditAndTickets/${encodeURIComponent(tournamentId)}`);
