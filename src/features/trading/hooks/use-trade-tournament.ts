import { useCallback, useEffect, useState } from 'react';
import { HttpError } from '@/contract/http-error.ts';
import type { TradeTournament } from '@/contract/tournament.ts';
import { isAbortError } from '@/lib/api-client.ts';
import { getTradeAccount } from '../api/get-trade-account.ts';
import { getTradeTournament } from '../api/get-trade-tournament.ts';

const RETRY_MS = 3_000;

type Answer = { key: string; data?: TradeTournament; error?: HttpError };

/** `/trade/{id}` names no account: the member's live entry in the tournament is the one. */
const fetchTrade = async (tournamentId: string, accountId: string) =>
  getTradeTournament(tournamentId, accountId || (await getTradeAccount(tournamentId, 'live')).accountId);

/**
 * The account to trade with, and the single-use embed token that opens the terminal. While the platform is still
 * creating the account (409) the screen says so and asks again every few seconds; `retry` asks at once. Every
 * (re)load of the terminal frame must go through `reload`: a token cannot be spent twice.
 */
export function useTradeTournament(tournamentId: string, accountId: string) {
  const key = `${tournamentId}/${accountId}`;
  const [answer, setAnswer] = useState<Answer>();
  const [isReloading, setReloading] = useState(false);
  const load = useCallback(
    () =>
      fetchTrade(tournamentId, accountId).then(
        (data) => setAnswer({ key, data }),
        (error: unknown) => {
          if (!isAbortError(error))
            setAnswer({
              key,
              error: error instanceof HttpError ? error : new HttpError(0, 'Error', String(error)),
            });
        },
      ),
    [key, tournamentId, accountId],
  );
  useEffect(() => {
    void load();
  }, [load]);
  const current = answer?.key === key ? answer : undefined;
  const isCreating = current?.error?.status === 409;
  useEffect(() => {
    if (!isCreating) return;
    const timer = window.setTimeout(() => void load(), RETRY_MS);
    return () => window.clearTimeout(timer);
  }, [isCreating, current, load]);
  const reload = useCallback(async () => {
    setReloading(true);
    await load();
    setReloading(false);
  }, [load]);
  return {
    data: current?.data,
    error: current?.error,
    isLoading: !current,
    isCreating,
    isReloading,
    retry: load,
    reload,
  };
}
