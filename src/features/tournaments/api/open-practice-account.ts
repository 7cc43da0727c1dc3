import type { TradeAccount } from '@/contract/tournament.ts';
import { api } from '@/lib/api-client.ts';

/** Opens (or reopens) the member's practice account in a tournament: free and never ranked. */
export const openPracticeAccount = (tournamentId: string) =>
  api<TradeAccount>(`/tournaments/${encodeURIComponent(tournamentId)}/practice`, {
    method: 'POST',
    idempotencyKey: crypto.randomUUID(),
  });
