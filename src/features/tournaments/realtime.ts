import { subscribeTournament } from '@/lib/socket.ts';
import { applyPoolPrice, markClosed } from './store.ts';

/**
 * Follows one tournament while its screen is open: pool price updates land in the store, and a closing tells
 * the screen to refetch. Returns the unsubscribe function.
 */
export function watchTournament(tournamentId: string, onClose: () => void): () => void {
  return subscribeTournament(tournamentId, {
    poolPriceUpdate: ({ poolPrice, seq }) => applyPoolPrice(tournamentId, poolPrice, seq),
    tournamentClose: ({ closedAt }) => {
      markClosed(tournamentId, closedAt);
      onClose();
    },
  });
}
