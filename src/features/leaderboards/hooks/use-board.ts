import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { HttpError } from '@/contract/http-error.ts';
import { useSnapshot } from 'valtio';
import { isAbortError, reachability } from '@/lib/api-client.ts';
import { readBoard } from '@/lib/leaderboard-cache.ts';
import { useOnline } from '@/lib/use-online.ts';
import { getLeaderboard } from '../api/get-leaderboard.ts';
import { createBoardPersister } from '../board-persister.ts';
import { createBoardStore, type BoardState } from '../board-store.ts';
import { useIsReconnecting, watchBoard } from '../realtime.ts';

export type Board = BoardState & {
  isLoading: boolean;
  isRefreshing: boolean;
  isOffline: boolean;
  /** The platform answers but the live connection is being restored: fresh rows follow. */
  isReconnecting: boolean;
  error: HttpError | undefined;
  refresh: () => Promise<void>;
};

/**
 * One board, offline-first: the cached copy at once, the platform's snapshot when nothing is cached (or on
 * refresh), then the socket's snapshot and updates while the screen is open. Mount it with `key={id}`.
 */
export function useBoard(tournamentId: string): Board {
  const [store] = useState(() => createBoardStore());
  const state = useSyncExternalStore(store.subscribe, store.getState);
  const [error, setError] = useState<HttpError>();
  const [isFetching, setFetching] = useState(false);
  const { isReachable } = useSnapshot(reachability);
  const isOnline = useOnline() && isReachable;
  const isReconnecting = useIsReconnecting();

  const refresh = useCallback(async () => {
    setFetching(true);
    try {
      store.applySnapshot(await getLeaderboard(tournamentId));
      setError(undefined);
    } catch (failure) {
      if (!isAbortError(failure))
        setError(failure instanceof HttpError ? failure : new HttpError(0, 'Error', String(failure)));
    } finally {
      setFetching(false);
    }
  }, [store, tournamentId]);

  useEffect(() => {
    let isActive = true;
    const persister = createBoardPersister(tournamentId);
    const stopPersisting = store.subscribe(() => persister.schedule(store.getState()));
    void readBoard(tournamentId)
      .catch(() => undefined)
      .then((cached) => {
        if (!isActive) return;
        if (cached) store.loadCached(cached);
        else if (store.getState().source === 'none') void refresh();
      });
    const stopWatching = watchBoard(tournamentId, {
      onSnapshot: store.applySnapshot,
      onUpdate: store.enqueue,
      onClose: store.close,
    });
    return () => {
      isActive = false;
      stopWatching();
      stopPersisting();
      store.stop();
      void persister.flush();
    };
  }, [store, tournamentId, refresh]);

  return {
    ...state,
    isLoading: state.source === 'none' && !error,
    isRefreshing: isFetching,
    isOffline: !isOnline || error?.status === 0,
    isReconnecting: isOnline && isReconnecting,
    error,
    refresh,
  };
}
