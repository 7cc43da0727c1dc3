import { useEffect, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { watchTournament } from '../realtime.ts';
import { liveTournaments, pickPool } from '../store.ts';

/** Subscribes to a tournament (none while the id is empty) while mounted; answers the pool to show. `onClose` runs when it closes. */
export function useLiveTournament(
  tournamentId: string,
  fetchedPool: number | undefined,
  fetchedAt: number | undefined,
  onClose: () => void,
) {
  const latestOnClose = useRef(onClose);
  useEffect(() => {
    latestOnClose.current = onClose;
  });
  useEffect(
    () => (tournamentId ? watchTournament(tournamentId, () => latestOnClose.current()) : undefined),
    [tournamentId],
  );
  const live = useSnapshot(liveTournaments).pools[tournamentId];
  return fetchedPool === undefined ? undefined : pickPool(live, fetchedPool, fetchedAt);
}
