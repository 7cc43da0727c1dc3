import { Link } from 'wouter';
import { Alert } from '@/components/ui/alert.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { Stat } from '@/components/ui/stat.tsx';
import { Icon } from '@/components/ui/icon.tsx';
import { paths } from '@/config/paths.ts';
import { formatCount, formatMoney } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { useNow } from '@/lib/use-now.ts';
import { displayState } from '../display-state.ts';
import { useMyMasterTournament } from '../hooks/use-dashboard.ts';
import { useLiveTournament } from '../hooks/use-live-tournament.ts';
import { rowAction } from '../my-tournament-action.ts';
import { SLUG_OF_TYPE } from '../type-slug.ts';
import { tradeNowClass } from './enrolled-panel.tsx';
import { StateBadge } from './state-badge.tsx';
import { TypeChip } from '@/components/ui/type-chip.tsx';

/**
 * The dashboard's main tournament (spec section 2): its live prize pool and state, and where the member stands in
 * it (rank, group rank, P&L), with the way in: Trade now when enrolled, else the tournament to join.
 */
export function MainTournamentCard({ ownerId }: { ownerId: string }) {
  const { t, locale } = useTranslation();
  const now = useNow();
  const mine = useMyMasterTournament(ownerId);
  const tournament = mine.data?.tournament ?? null;
  const pool = useLiveTournament(tournament?.id ?? '', tournament?.effectivePoolPrice, mine.updatedAt, () => {
    void mine.refresh();
  });

  if (mine.isLoading) return <Skeleton className="h-72 rounded-2xl" />;
  if (!mine.data) return <Alert tone="error">{mine.error?.message ?? t('common.loadFailed')}</Alert>;
  if (!tournament)
    return (
      <section className="rounded-2xl border border-border bg-surface p-5">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">
          {t('dashboard.mainTournament')}
        </h2>
        <p className="mt-3 text-muted">{t('dashboard.noMainTournament')}</p>
      </section>
    );

  const { entry, rank, players } = mine.data;
  const action = entry ? rowAction(entry, now) : null;
  const pnlTone = entry && entry.pnl > 0 ? 'text-profit' : entry && entry.pnl < 0 ? 'text-loss' : '';
  const detail = paths.tournament(SLUG_OF_TYPE[tournament.type], tournament.id);
  return (
    <section
      aria-labelledby="main-tournament"
      className="relative overflow-hidden rounded-2xl border border-border bg-gradient-to-br from-primary/20 via-surface to-surface p-5 sm:p-6"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 className="text-sm font-semibold uppercase tracking-wide text-muted">
          {t('dashboard.mainTournament')}
        </h2>
        <div className="flex items-center gap-2">
          <TypeChip type={tournament.type} />
          <StateBadge state={displayState(tournament, now)} />
        </div>
      </div>
      <p id="main-tournament" className="mt-3 text-xl font-bold sm:text-2xl">
        <Link href={detail} className="hover:text-primary hover:underline">
          {tournament.title}
        </Link>
      </p>
      <p className="mt-3 text-xs text-muted">{t('tournaments.prizePool')}</p>
      <p
        className="text-4xl font-black tracking-tight text-accent tabular"
        data-testid="prize-pool-dashboard"
      >
        <bdi>{formatMoney(pool ?? tournament.effectivePoolPrice, locale)}</bdi>
      </p>
      <dl className="mt-5 grid grid-cols-[repeat(auto-fit,minmax(8.5rem,1fr))] gap-4">
        <Stat label={t('dashboard.rank')}>
          {rank
            ? t('dashboard.rankOf', {
                rank: formatCount(rank, locale),
                players: formatCount(players, locale),
              })
            : '—'}
        </Stat>
        <Stat label={t('dashboard.groupRank')}>
          {mine.data.groupRank ? formatCount(mine.data.groupRank, locale) : '—'}
        </Stat>
        <Stat label={t('dashboard.pnl')}>
          <span className={pnlTone}>{entry ? formatMoney(entry.pnl, locale, true) : '—'}</span>
        </Stat>
        <Stat label={t('tournaments.trades')}>{entry ? formatCount(entry.trades, locale) : '—'}</Stat>
      </dl>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        {entry && action === 'trade' ? (
          <Link
            href={paths.trade(tournament.id, entry.account.accountId)}
            className={`${tradeNowClass} sm:w-auto`}
          >
            <Icon name="play" className="size-4" />
            {t('tournaments.tradeNow')}
          </Link>
        ) : (
          <Link href={detail} className={`${tradeNowClass} sm:w-auto`}>
            {t(entry ? 'tournaments.viewTournament' : 'dashboard.joinNow')}
          </Link>
        )}
        {!mine.data.groupRank && <p className="text-xs text-muted">{t('dashboard.groupRankHint')}</p>}
      </div>
    </section>
  );
}
