import type { ReactNode } from 'react';
import { BackLink } from '@/components/ui/back-link.tsx';
import { Link } from 'wouter';
import type { Tournament } from '@/contract/tournament.ts';
import { Alert } from '@/components/ui/alert.tsx';
import { Button } from '@/components/ui/button.tsx';
import { DateTime } from '@/components/ui/date-time.tsx';
import { Card } from '@/components/ui/card.tsx';
import { EmptyState } from '@/components/ui/empty-state.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { LastUpdated } from '@/components/ui/last-updated.tsx';
import { PageHeader } from '@/components/ui/page-header.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Stat } from '@/components/ui/stat.tsx';
import { paths } from '@/config/paths.ts';
import { formatMoney } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { useNow } from '@/lib/use-now.ts';
import { usePageTitle } from '@/lib/use-page-title.ts';
import { displayState } from '../display-state.ts';
import { formatPlayers } from '../labels.ts';
import { useLiveTournament } from '../hooks/use-live-tournament.ts';
import { useTournament } from '../hooks/use-tournament.ts';
import { EntrySection } from './entry-section.tsx';
import { RewardsTable } from './rewards-table.tsx';
import { StateBadge } from './state-badge.tsx';
import { TypeChip } from '@/components/ui/type-chip.tsx';

type Props = {
  ownerId: string;
  id: string;
  /** The payment summary and method choice, composed in by the page. */
  renderEntry: (tournament: Tournament) => ReactNode;
  /** The watch bell, composed in by the page. */
  watch?: ReactNode;
};

/**
 * A tournament (spec section 2): description, live prize pool, dates, rewards, terms, instruments, and the way in.
 * The pool follows `poolPriceUpdate_<id>`; a `tournamentClose_<id>` refetches the record.
 */
export function TournamentDetailView({ ownerId, id, renderEntry, watch }: Props) {
  const { t, locale } = useTranslation();
  const detail = useTournament(ownerId, id);
  const now = useNow();
  const tournament = detail.data;
  const pool = useLiveTournament(id, tournament?.effectivePoolPrice, detail.updatedAt, () => {
    void detail.reload();
  });
  usePageTitle(tournament?.title ?? t('pages.tournament'));

  if (detail.isLoading) return <DetailSkeleton />;
  if (!tournament) {
    // An unknown id and one that cannot be an id (400) are the same to a member: no such tournament.
    const isMissing = detail.error?.status === 404 || detail.error?.status === 400;
    return (
      <>
        <PageHeader title={t('pages.tournament')} />
        {isMissing ? (
          <EmptyState icon="trophy" title={t('tournaments.notFound')}>
            <Link href={paths.tournaments()} className="font-semibold text-primary underline">
              {t('tournaments.backToList')}
            </Link>
          </EmptyState>
        ) : (
          <Alert tone="error">
            <p>{detail.error?.message ?? t('common.loadFailed')}</p>
            <Button variant="secondary" className="mt-3" onClick={() => void detail.reload()}>
              {t('common.retry')}
            </Button>
          </Alert>
        )}
      </>
    );
  }

  const state = displayState(tournament, now);
  const players = formatPlayers(tournament, locale);

  return (
    <>
      <BackLink href={paths.tournaments()}>{t('tournaments.backToList')}</BackLink>
      <PageHeader
        title={tournament.title}
        subtitle={
          <span className="flex flex-wrap items-center gap-3">
            <TypeChip type={tournament.type} />
            <StateBadge state={state} />
          </span>
        }
        actions={
          <div className="flex flex-wrap items-center gap-3">
            <LastUpdated
              updatedAt={detail.updatedAt}
              isRefreshing={detail.isRefreshing}
              isOffline={detail.isOffline}
              onRefresh={() => void detail.reload()}
            />
            {watch}
          </div>
        }
      />
      {/* Prize pool, then the way in, then the rest: on a phone the payment form comes right after the pool. */}
      <div className="grid grid-cols-1 items-start gap-5 lg:grid-cols-[minmax(0,1fr)_380px]">
        <section
          aria-label={t('tournaments.prizePool')}
          className="relative min-w-0 overflow-hidden rounded-2xl border border-border bg-gradient-to-br from-primary/15 via-surface to-surface p-5 sm:p-6"
        >
          <p className="flex items-center gap-2 text-sm font-medium text-muted">
            <Icon name="trophy" className="size-4 text-accent" />
            {t('tournaments.prizePool')}
            {tournament.isDynamicPoolPrice && (
              <span className="rounded-full bg-profit/15 px-2 py-0.5 text-xs font-semibold text-profit">
                {t('tournaments.growing')}
              </span>
            )}
          </p>
          <p
            className="mt-1 text-4xl font-black tracking-tight text-accent tabular sm:text-5xl"
            aria-live="polite"
            data-testid="prize-pool"
          >
            <bdi>{formatMoney(pool ?? tournament.effectivePoolPrice, locale)}</bdi>
          </p>
          <dl className="mt-5 grid grid-cols-2 gap-4 2xl:grid-cols-4">
            <Stat label={t('tournaments.entryFee')}>
              {tournament.price === 0 ? t('tournaments.free') : formatMoney(tournament.price, locale)}
            </Stat>
            <Stat label={t('tournaments.players')}>{players}</Stat>
            <Stat label={t('tournaments.startingBalance')}>
              {formatMoney(tournament.startingBalance, locale)}
            </Stat>
            <Stat label={t('tournaments.registrationEnds')}>
              <DateTime value={tournament.registrationEndDate} format="long" />
            </Stat>
          </dl>
        </section>

        <aside
          aria-label={t('tournaments.entry')}
          className="lg:sticky lg:top-20 lg:col-start-2 lg:row-span-2 lg:row-start-1"
        >
          <EntrySection
            ownerId={ownerId}
            tournament={tournament}
            closed={detail.closed}
            now={now}
            renderEntry={renderEntry}
          />
        </aside>

        <div className="flex min-w-0 flex-col gap-5 lg:col-start-1">
          {tournament.description && (
            <Card title={t('tournaments.about')}>
              <p dir="auto" className="whitespace-pre-line leading-relaxed">
                {tournament.description}
              </p>
            </Card>
          )}

          <Card title={t('tournaments.schedule')}>
            <dl className="grid gap-4 sm:grid-cols-2">
              <Stat label={t('tournaments.registrationStarts')}>
                <DateTime value={tournament.registrationStartDate} />
              </Stat>
              <Stat label={t('tournaments.registrationEnds')}>
                <DateTime value={tournament.registrationEndDate} />
              </Stat>
              <Stat label={t('tournaments.startDate')}>
                <DateTime value={tournament.startDate} />
              </Stat>
              <Stat label={t('tournaments.endDate')}>
                <DateTime value={tournament.endDate} />
              </Stat>
            </dl>
          </Card>

          <Card title={t('tournaments.rewards')}>
            <RewardsTable rewards={tournament.rewards} pool={pool ?? tournament.effectivePoolPrice} />
          </Card>

          {tournament.instruments.length > 0 && (
            <Card title={t('tournaments.instruments')}>
              <ul className="flex flex-wrap gap-2">
                {tournament.instruments.map((instrument) => (
                  <li
                    key={instrument}
                    dir="ltr"
                    className="rounded-lg border border-border bg-surface-2 px-2.5 py-1 font-mono text-xs font-semibold"
                  >
                    {instrument}
                  </li>
                ))}
              </ul>
            </Card>
          )}

          {tournament.terms && (
            <details className="group rounded-2xl border border-border bg-surface">
              <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 rounded-2xl px-5 text-sm font-semibold uppercase tracking-wide text-muted hover:text-text [&::-webkit-details-marker]:hidden">
                {t('tournaments.terms')}
                <Icon name="chevronDown" className="size-4 transition group-open:rotate-180" />
              </summary>
              <p className="whitespace-pre-line px-5 pb-5 text-sm leading-relaxed text-muted">
                {tournament.terms}
              </p>
            </details>
          )}
        </div>
      </div>
    </>
  );
}

function DetailSkeleton() {
  return (
    <div role="status" aria-busy="true" className="flex flex-col gap-5">
      <Skeleton className="h-4 w-32" />
      <Skeleton className="h-9 w-2/3" />
      <div className="grid grid-cols-1 gap-5 lg:grid-cols-[minmax(0,1fr)_380px]">
        <div className="flex flex-col gap-5">
          <Skeleton className="h-48 rounded-2xl" />
          <Skeleton className="h-32 rounded-2xl" />
          <Skeleton className="h-56 rounded-2xl" />
        </div>
        <Skeleton className="h-96 rounded-2xl" />
      </div>
    </div>
  );
}
