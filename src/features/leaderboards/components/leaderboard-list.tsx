import { useSnapshot } from 'valtio';
import { Tabs } from '@/components/ui/tabs.tsx';
import type { LeaderboardTournament } from '@/contract/leaderboards.ts';
import type { CachedState } from '@/lib/cached-resource.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { filterByDate, type DateFilter } from '../date-filter.ts';
import { useLiveBoards, usePastBoards } from '../hooks/use-leaderboard-lists.ts';
import { listFilters, setListCountry, setListDates } from '../store.ts';
import { BoardCards } from './board-cards.tsx';
import { CountryFilter } from './country-filter.tsx';
import { DateFilterFields } from './date-filter-fields.tsx';
import { Freshness } from './freshness.tsx';

/** Live boards are dated by their start, past ones by their end (the date the member remembers them by). */
const filtered = (state: CachedState<LeaderboardTournament[]>, dates: DateFilter, isPast: boolean) =>
  state.data && filterByDate(state.data, dates, (board) => (isPast ? board.endDate : board.startDate));

/** The leaderboard list (spec section 2): Live and Past tabs, filtered by country and by dates. */
export function LeaderboardList({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation();
  const { country, dates } = useSnapshot(listFilters);
  const live = useLiveBoards(ownerId, country);
  const past = usePastBoards(ownerId, country);
  const liveBoards = filtered(live, dates, false);
  const pastBoards = filtered(past, dates, true);
  const updatedAt = Math.min(live.updatedAt ?? Infinity, past.updatedAt ?? Infinity);
  const isFiltered = country !== '' || dates.kind !== 'all';

  return (
    <div className="flex flex-col gap-5">
      <section
        aria-label={t('leaderboards.filter.label')}
        className="flex flex-wrap items-end gap-x-5 gap-y-3 rounded-2xl border border-border bg-surface p-4"
      >
        <CountryFilter value={country} onChange={setListCountry} className="w-full sm:w-64" />
        <DateFilterFields value={dates} onChange={setListDates} />
      </section>
      <Tabs
        label={t('leaderboards.tabs')}
        end={
          <Freshness
            updatedAt={Number.isFinite(updatedAt) ? updatedAt : undefined}
            isRefreshing={live.isRefreshing || past.isRefreshing}
            isOffline={live.isOffline || past.isOffline}
            onRefresh={() => void Promise.all([live.refresh(), past.refresh()])}
          />
        }
        items={[
          {
            key: 'live',
            label: t('leaderboards.tab.live'),
            count: liveBoards?.length,
            panel: <BoardCards state={live} boards={liveBoards} isPast={false} isFiltered={isFiltered} />,
          },
          {
            key: 'past',
            label: t('leaderboards.tab.past'),
            count: pastBoards?.length,
            panel: <BoardCards state={past} boards={pastBoards} isPast isFiltered={isFiltered} />,
          },
        ]}
      />
    </div>
  );
}
