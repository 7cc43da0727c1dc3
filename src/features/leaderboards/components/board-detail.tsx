import type { ReactNode } from 'react';
import { useMemo, useState } from 'react';
import { Link } from 'wouter';
import { Alert } from '@/components/ui/alert.tsx';
import { BackLink } from '@/components/ui/back-link.tsx';
import { Button } from '@/components/ui/button.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { formatCount } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { filterByCountry } from '../board-state.ts';
import { useBoard } from '../hooks/use-board.ts';
import { useBoardTournament } from '../hooks/use-leaderboard-lists.ts';
import { boardStatusOf } from '@/contract/tournament-rules.ts';
import { BoardStatusBadge } from './board-status-badge.tsx';
import { BoardTable } from './board-table.tsx';
import { CountryFilter } from './country-filter.tsx';
import { Freshness } from './freshness.tsx';
import { Podium } from './podium.tsx';
import { TypeChip } from '@/components/ui/type-chip.tsx';

/**
 * One board (spec section 6): live or final, the top three, every player, the member marked and pinned.
 * Mount with `key={id}`: the board's store belongs to one tournament.
 */
export function BoardDetailView({
  memberId,
  id,
  watch,
}: {
  memberId: string;
  id: string;
  watch?: ReactNode;
}) {
  const { t, locale } = useTranslation();
  const board = useBoard(id);
  const tournament = useBoardTournament(memberId, id);
  const [country, setCountry] = useState('');
  const rows = useMemo(() => filterByCountry(board.rows, country), [board.rows, country]);
  const mine = useMemo(
    () => board.rows.find((row) => row.userId === memberId) ?? null,
    [board.rows, memberId],
  );
  const countries = useMemo(
    () => new Set(board.rows.flatMap((row) => (row.country ? [row.country.toUpperCase()] : []))),
    [board.rows],
  );
  const title = tournament.data?.title ?? t('pages.leaderBoardDetail');
  usePageTitle(title);
  const status = board.status ?? (tournament.data && boardStatusOf(tournament.data.status));
  const refresh = () => void Promise.all([board.refresh(), tournament.refresh()]);

  const header = (
    <>
      <BackLink href={paths.leaderBoard()}>{t('leaderboards.backToList')}</BackLink>
      <PageHeader
        title={title}
        subtitle={
          <span className="flex flex-wrap items-center gap-3">
            {tournament.data && <TypeChip type={tournament.data.type} />}
            {status && <BoardStatusBadge status={status} />}
            {board.source !== 'none' && (
              <span className="tabular">
                {t('leaderboards.playerCount', { count: formatCount(board.rows.length, locale) })}
              </span>
            )}
          </span>
        }
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <Freshness
              updatedAt={board.updatedAt}
              isRefreshing={board.isRefreshing}
              isOffline={board.isOffline}
              isReconnecting={board.isReconnecting}
              onRefresh={refresh}
            />
            {watch}
          </div>
        }
      />
    </>
  );

  if (board.isLoading)
    return (
      <>
        {header}
        <div role="status" aria-label={t('app.loading')} className="flex flex-col gap-3">
          <Skeleton className="h-28 rounded-2xl" />
          {[1, 2, 3, 4, 5, 6].map((row) => (
            <Skeleton key={row} className="h-12" />
          ))}
        </div>
      </>
    );
  if (board.source === 'none') {
    const isMissing = board.error?.status === 404 || board.error?.status === 400;
    return (
      <>
        {header}
        {isMissing ? (
          <EmptyState icon="trophy" title={t('leaderboards.notFound')}>
            <Link href={paths.leaderBoard()} className="font-semibold text-primary underline">
              {t('leaderboards.backToList')}
            </Link>
          </EmptyState>
        ) : (
          <Alert tone="error">
            <p>{board.error?.message ?? t('common.loadFailed')}</p>
            <Button variant="secondary" className="mt-3" onClick={refresh}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
      </>
    );
  }

  return (
    <>
      {header}
      <Podium rows={rows} memberId={memberId} />
      <div className="mb-3 flex flex-wrap items-end justify-between gap-3">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">
          {t('leaderboards.allPlayers')}
        </h2>
        <CountryFilter value={country} onChange={setCountry} only={countries} className="w-full sm:w-64" />
      </div>
      {board.rows.length === 0 ? (
        <EmptyState icon="users" title={t('leaderboards.noPlayers')} />
      ) : rows.length === 0 && !mine ? (
        <EmptyState icon="search" title={t('leaderboards.noPlayersInCountry')} />
      ) : (
        <BoardTable rows={rows} mine={mine} onRevealMine={() => setCountry('')} />
      )}
    </>
  );
}
