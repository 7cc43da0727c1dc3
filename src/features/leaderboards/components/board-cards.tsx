import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import type { LeaderboardTournament } from '@/contract/leaderboards.ts';
import type { CachedState } from '@/lib/cached-resource.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { ALL_DATES } from '../date-filter.ts';
import { setListCountry, setListDates } from '../store.ts';
import { LeaderboardCard, LeaderboardCardSkeleton } from './leaderboard-card.tsx';

type Props = {
  state: CachedState<LeaderboardTournament[]>;
  /** The boards left after the date filter; undefined while nothing is loaded. */
  boards: readonly LeaderboardTournament[] | undefined;
  isPast: boolean;
  isFiltered: boolean;
};

const clearFilters = () => {
  setListCountry('');
  setListDates({ ...ALL_DATES });
};

/** One tab's boards: skeletons, the failure, an empty state that says why, or the cards. */
export function BoardCards({ state, boards, isPast, isFiltered }: Props) {
  const { t } = useTranslation();
  if (state.isLoading)
    return (
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" role="status" aria-label={t('app.loading')}>
        {[1, 2, 3].map((card) => (
          <LeaderboardCardSkeleton key={card} />
        ))}
      </div>
    );
  if (!boards)
    return (
      <Alert tone="error">
        <p>{state.error?.message ?? t('common.loadFailed')}</p>
        <Button variant="secondary" className="mt-3" onClick={() => void state.refresh()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  if (boards.length === 0)
    return isFiltered ? (
      <EmptyState icon="search" title={t('leaderboards.emptyFiltered')}>
        <button type="button" onClick={clearFilters} className="font-semibold text-primary underline">
          {t('leaderboards.filter.clear')}
        </button>
      </EmptyState>
    ) : (
      <EmptyState icon="trophy" title={t(isPast ? 'leaderboards.emptyPast' : 'leaderboards.emptyLive')}>
        {t(isPast ? 'leaderboards.emptyPastHint' : 'leaderboards.emptyLiveHint')}
      </EmptyState>
    );
  return (
    <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
      {boards.map((board) => (
        <li key={board.id}>
          <LeaderboardCard board={board} isPast={isPast} />
        </li>
      ))}
    </ul>
  );
}
