import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '@/contract/http-error.ts';
import { isAbortError } from './api-client.ts';
import { db } from './db.ts';

export type CachedState<T> = {
  data: T | undefined;
  /** When the data shown was fetched (ms since epoch), undefined before the first answer. */
  updatedAt: number | undefined;
  isLoading: boolean;
  isRefreshing: boolean;
  /** The last refresh failed for lack of a connection; cached data (if any) is still shown. */
  isOffline: boolean;
  error: HttpError | undefined;
  refresh: () => Promise<void>;
};

/** Stores a fresh answer; exported so realtime handlers and mutations can update the same cache entry. */
export async function writeCached(key: string, ownerId: string, data: unknown) {
  const entry = { key, ownerId, data, updatedAt: Date.now() };
  await db.resources.put(entry);
  return entry;
}

const asHttpError = (error: unknown) =>
  error instanceof HttpError ? error : new HttpError(0, 'Error', String(error));

/**
 * Offline-first read (DECISIONS.md section 6): renders from IndexedDB at once, refreshes from the network,
 * and records when the data was last updated. Entries belong to one member (`ownerId`); another's are ignored.
 */
export function useCachedResource<T>(
  key: string,
  ownerId: string,
  fetcher: () => Promise<T>,
): CachedState<T> {
  const cached = useLiveQuery(() => db.resources.get(key), [key]);
  const latestFetcher = useRef(fetcher);
  useEffect(() => {
    latestFetcher.current = fetcher;
  });
  const [settled, setSettled] = useState<{
    key: string;
    error?: HttpError;
    fresh?: { data: unknown; updatedAt: number };
  }>({ key: '' });
  const [isManual, setManual] = useState(false);

  const load = useCallback(
    () =>
      latestFetcher
        .current()
        .then((data) => writeCached(key, ownerId, data))
        .then(
          (fresh) => setSettled({ key, fresh }),
          (error: unknown) => {
            if (!isAbortError(error)) setSettled({ key, error: asHttpError(error) });
          },
        ),
    [key, ownerId],
  );

  useEffect(() => {
    void load();
  }, [load]);

  const refresh = useCallback(async () => {
    setManual(true);
    await load();
    setManual(false);
  }, [load]);

  // The answer just fetched shows at once: the live query sees the stored entry a moment later, and until then a
  // finished load with nothing to show read as a failure ("Could not load this").
  const mine = cached && cached.ownerId === ownerId ? cached : undefined;
  const fresh = settled.key === key ? settled.fresh : undefined;
  const entry = fresh && (!mine || mine.updatedAt < fresh.updatedAt) ? fresh : mine;
  const isRefreshing = settled.key !== key || isManual;
  const error = settled.key === key ? settled.error : undefined;
  return {
    data: entry?.data as T | undefined,
    updatedAt: entry?.updatedAt,
    isLoading: !entry && isRefreshing,
    isRefreshing,
    isOffline: error?.status === 0,
    error,
    refresh,
  };
}

/** When the member's cached profile was fetched (the personal-info tab shows it). */
export const useProfileUpdatedAt = (userId: string) =>
  useLiveQuery(() => db.profile.get(userId), [userId])?.updatedAt;

/** A cached entry as it changes (any tab, any writer), if it belongs to `ownerId`. */
export function useCachedEntry<T>(key: string, ownerId: string): T | undefined {
  const entry = useLiveQuery(() => db.resources.get(key), [key]);
  return entry?.ownerId === ownerId ? (entry.data as T) : undefined;
}

export async function readCached<T>(key: string, ownerId: string): Promise<T | undefined> {
  const entry = await db.resources.get(key);
  return entry?.ownerId === ownerId ? (entry.data as T) : undefined;
}
