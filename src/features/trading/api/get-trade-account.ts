import type { AccountMode, TradeAccount } from '@/contract/tournament.ts';
import { api } from '@/lib/api-client.ts';

/** The member's account in a tournament (GET /tournaments/tradeAccounts/{id}/{flag}); 409 while being created. */
export const getTradeAccount = (tournamentId: string, mode: AccountMode) =>
  api<TradeAccount>(`/tournaments/tradeAccounts/${encodeURIComponent(tournamentId)}/${mode}`);
