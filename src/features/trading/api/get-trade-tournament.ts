import type { TradeTournament } from '@/contract/tournament.ts';
import { api } from '@/lib/api-client.ts';

/** The trade screen's tournament and the member's account in it; 409 while the account is being created. */
export const getTradeTournament = (tournamentId: string, accountId: string) =>
  api<TradeTournament>(
    `/tournaments/tradeTournament/${encodeURIComponent(tournamentId)}/${encodeURIComponent(accountId)}`,
  );
