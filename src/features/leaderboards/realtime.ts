import { useSnapshot } from 'valtio';
import type { LeaderboardSnapshot, LeaderboardUpdate } from '@/contract/realtime.ts';
import { socketState, subscribeTournament } from '@/lib/socket.ts';

type BoardHandlers = {
  onSnapshot: (snapshot: LeaderboardSnapshot) => void;
  onUpdate: (update: LeaderboardUpdate) => void;
  onClose: () => void;
};

/**
 * Follows one board while its screen is open. lib/socket.ts asks for the snapshot on subscribe and again after
 * a gap or a lost connection, and drops stale events, so handlers see a snapshot, then updates in order.
 */
export const watchBoard = (tournamentId: string, handlers: BoardHandlers): (() => void) =>
  subscribeTournament(
    tournamentId,
    {
      leaderboard: handlers.onSnapshot,
      leaderboardUpdate: handlers.onUpdate,
      tournamentClose: handlers.onClose,
    },
    { snapshot: true },
  );

/** Whether the live connection is down (it reconnects by itself); screens show their copy as offline. */
export const useIsReconnecting = () => useSnapshot(socketState).status === 'reconnecting';
