import { Link } from 'wouter';
import type { LeaderboardTournament } from '@/contract/leaderboards.ts';
import type { LeaderboardRow } from '@/contract/realtime.ts';
import { Icon } from '@/components/ui/icon.tsx';
import { Skeleton } from '@/components/ui/skeleton.tsx';
import { paths } from '@/config/paths.ts';
import { formatCount, formatDate, formatMoney } from '@/lib/format.ts';
import { ltr, useTranslation } from '@/lib/i18n.ts';
import { boardStatusOf } from '@/contract/tournament-rules.ts';
import { BoardStatusBadge } from './board-status-badge.tsx';
import { Profit } from './profit.tsx';
import { RankMedal } from './rank-medal.tsx';
import { TypeChip } from '@/components/ui/type-chip.tsx';

type Props = { board: LeaderboardTournament; isPast: boolean };

/** A board on the list: its tournament, top three, the member's own place, and the way to the whole board. */
export function LeaderboardCard({ board, isPast }: Props) {
  const { t, locale } = useTranslation();
  const date = isPast ? board.endDate : board.startDate;
  return (
    <article className="flex h-full flex-col gap-4 rounded-2xl border border-border bg-surface p-5">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <TypeChip type={board.type} />
        <BoardStatusBadge status={boardStatusOf(board.status)} />
      </div>
      <div>
        <h2 className="text-lg font-bold leading-snug">{board.title}</h2>
        <p className="mt-0.5 text-xs text-muted tabular">
          {t(isPast ? 'leaderboards.endedOn' : 'leaderboards.startedOn', { date: ltr(formatDate(date)) })}
        </p>
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-muted">{t('leaderboards.pool')}</dt>
          <dd className="text-xl font-extrabold text-accent tabular">
            <bdi>{formatMoney(board.effectivePoolPrice, locale)}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-xs text-muted">{t('leaderboards.players')}</dt>
          <dd className="text-xl font-extrabold tabular">{formatCount(board.players, locale)}</dd>
        </div>
      </dl>
      <div className="border-t border-border pt-3">
        {board.leaders.length === 0 ? (
          <p className="py-2 text-sm text-muted">{t('leaderboards.noPlayers')}</p>
        ) : (
          <ol aria-label={t('leaderboards.topThree')} className="flex flex-col gap-2">
            {board.leaders.slice(0, 3).map((row) => (
              <Leader key={row.accountId} row={row} />
            ))}
          </ol>
        )}
      </div>
      {board.me && (
        <p className="flex items-center justify-between gap-3 rounded-xl bg-primary/10 px-3 py-2 text-sm">
          <span className="font-semibold text-primary">
            {t('leaderboards.youRank', { rank: formatCount(board.me.rank, locale) })}
          </span>
          <Profit value={board.me.totalProfit} />
        </p>
      )}
      <Link
        href={paths.leaderBoard(board.id)}
        className="mt-auto inline-flex min-h-10 items-center justify-center gap-1.5 rounded-lg border border-border bg-surface-2 px-4 text-sm font-semibold hover:border-primary hover:text-primary"
      >
        {t('leaderboards.view')}
        <span className="sr-only">: {board.title}</span>
        <Icon name="chevronRight" className="size-4 rtl:-scale-x-100" />
      </Link>
    </article>
  );
}

function Leader({ row }: { row: LeaderboardRow }) {
  return (
    <li className="flex items-center gap-3">
      <RankMedal rank={row.rank} />
      <span className="min-w-0 flex-1">
        <span className="block truncate text-sm font-semibold">
          <bdi>{row.username}</bdi>
        </span>
        <span className="block truncate text-xs text-muted">
          <bdi>{row.profileName}</bdi>
        </span>
      </span>
      <Profit value={row.totalProfit} className="text-sm" />
    </li>
  );
}

export function LeaderboardCardSkeleton() {
  return (
    <div className="flex flex-col gap-4 rounded-2xl border border-border bg-surface p-5">
      <div className="flex justify-between">
        <Skeleton className="h-4 w-20" />
        <Skeleton className="h-5 w-16 rounded-full" />
      </div>
      <Skeleton className="h-6 w-3/4" />
      <Skeleton className="h-10 w-full" />
      {[1, 2, 3].map((row) => (
        <Skeleton key={row} className="h-8 w-full" />
      ))}
      <Skeleton className="h-10 w-full" />
    </div>
  );
}
