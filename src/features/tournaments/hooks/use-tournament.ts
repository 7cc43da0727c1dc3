import { useCallback, useEffect, useState } from 'react';
import type { TournamentClosed, TournamentDetail } from '@/contract/tournament.ts';
import { useCachedResource } from '@/lib/cached-resource.ts';
import { getTournamentClosed } from '../api/get-tournament-closed.ts';
import { getTournament } from '../api/get-tournament.ts';

/** One tournament, cached, plus the platform's word on whether it is closed (asked fresh each visit). */
export function useTournament(ownerId: string, id: string) {
  const detail = useCachedResource<TournamentDetail>(`tournaments:detail:${id}`, ownerId, () =>
    getTournament(id),
  );
  const [closed, setClosed] = useState<{ id: string; answer: TournamentClosed } | null>(null);
  const checkClosed = useCallback(
    () =>
      getTournamentClosed(id).then(
        (answer) => setClosed({ id, answer }),
        () => undefined,
      ),
    [id],
  );
  useEffect(() => {
    void checkClosed();
  }, [checkClosed]);
  const { refresh } = detail;
  const reload = useCallback(async () => {
    await Promise.all([refresh(), checkClosed()]);
  }, [refresh, checkClosed]);
  return { ...detail, closed: closed?.id === id ? closed.answer : undefined, reload };
}
