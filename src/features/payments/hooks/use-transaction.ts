import { useCallback, useEffect, useRef, useState } from 'react';
import { HttpError } from '@/contract/http-error.ts';
import type { Transaction } from '@/contract/payments.ts';
import { isAbortError } from '@/lib/api-client.ts';
import { getTransaction } from '../api/get-transaction.ts';
import { MAX_POLLS, POLL_MS, shouldPoll } from '../transaction-view.ts';

type Answer = { id: string; transaction?: Transaction; error?: HttpError };

/**
 * A payment, asked again every 2 s while it is pending or its account is being created (the provider's webhook
 * may land a moment after the member comes back). `retry` asks at once and restarts the polling.
 */
export function useTransaction(id: string | null) {
  const [answer, setAnswer] = useState<Answer>();
  const polls = useRef(0);

  const load = useCallback(async () => {
    if (!id) return;
    await getTransaction(id).then(
      (transaction) => setAnswer({ id, transaction }),
      (error: unknown) => {
        if (isAbortError(error)) return;
        const failure = error instanceof HttpError ? error : new HttpError(0, 'Error', String(error));
        setAnswer((previous) => ({
          id,
          transaction: previous?.id === id ? previous.transaction : undefined,
          error: failure,
        }));
      },
    );
  }, [id]);

  useEffect(() => {
    polls.current = 0;
    void load();
  }, [load]);

  const current = answer?.id === id ? answer : undefined;
  const isPolling = Boolean(current?.transaction && shouldPoll(current.transaction));
  useEffect(() => {
    if (!isPolling || polls.current >= MAX_POLLS) return;
    const timer = window.setTimeout(() => {
      polls.current += 1;
      void load();
    }, POLL_MS);
    return () => window.clearTimeout(timer);
  }, [isPolling, answer, load]);

  const retry = useCallback(async () => {
    polls.current = 0;
    await load();
  }, [load]);

  return {
    transaction: current?.transaction,
    error: current?.error,
    isLoading: Boolean(id) && !current,
    retry,
  };
}
