import { Link } from 'wouter';
import type { MyTournament } from '@/contract/tournament.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { LastUpdated } from '@/components/ui/last-updated.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Tabs } from '@/components/ui/tabs.tsx';
import { VirtualList } from '@/components/ui/virtual-list.tsx';
import { paths } from '@/config/paths.ts';
import type { CachedState } from '@/lib/cached-resource.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { useNow } from '@/lib/use-now.ts';
import { useMyPastTournaments, useMyTournaments } from '../hooks/use-my-tournaments.ts';
import { MyTournamentRow } from './my-tournament-row.tsx';

/** My tournaments (spec section 2): current and past entries, each list drawn virtually once it is long. */
export function MyTournaments({ ownerId }: { ownerId: string }) {
  const { t } = useTranslation();
  const current = useMyTournaments(ownerId);
  const past = useMyPastTournaments(ownerId);
  const now = useNow();
  const refresh = () => Promise.all([current.refresh(), past.refresh()]);
  const updatedAt = Math.min(current.updatedAt ?? Infinity, past.updatedAt ?? Infinity);

  return (
    <Tabs
      label={t('myTournaments.sections')}
      end={
        <LastUpdated
          updatedAt={Number.isFinite(updatedAt) ? updatedAt : undefined}
          isRefreshing={current.isRefreshing || past.isRefreshing}
          isOffline={current.isOffline || past.isOffline}
          onRefresh={() => void refresh()}
        />
      }
      items={[
        {
          key: 'current',
          label: t('myTournaments.current'),
          count: current.data?.length,
          panel: <Entries state={current} now={now} isPast={false} />,
        },
        {
          key: 'past',
          label: t('myTournaments.past'),
          count: past.data?.length,
          panel: <Entries state={past} now={now} isPast />,
        },
      ]}
    />
  );
}

function Entries({
  state,
  now,
  isPast,
}: {
  state: CachedState<MyTournament[]>;
  now: number;
  isPast: boolean;
}) {
  const { t } = useTranslation();
  if (state.isLoading)
    return (
      <div role="status" aria-busy="true" className="flex flex-col gap-3">
        {[1, 2, 3].map((row) => (
          <Skeleton key={row} className="h-28 rounded-2xl" />
        ))}
      </div>
    );
  if (!state.data) return <Alert tone="error">{state.error?.message ?? t('common.loadFailed')}</Alert>;
  if (state.data.length === 0)
    return (
      <EmptyState icon="briefcase" title={t(isPast ? 'myTournaments.emptyPast' : 'myTournaments.empty')}>
        {!isPast && (
          <Link href={paths.tournaments()} className="font-semibold text-primary underline">
            {t('myTournaments.browse')}
          </Link>
        )}
      </EmptyState>
    );
  return (
    <VirtualList
      items={state.data}
      itemKey={(entry) => entry.account.accountId}
      estimateSize={150}
      className="flex flex-col gap-3"
      renderItem={(entry) => <MyTournamentRow entry={entry} now={now} />}
    />
  );
}
