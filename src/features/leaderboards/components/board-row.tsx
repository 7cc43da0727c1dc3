import { memo } from 'react';
import { Icon } from '@/components/ui/icon.tsx';
import type { LeaderboardRow } from '@/contract/realtime.ts';
import { formatCount } from '@/lib/format.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { Profit } from './profit.tsx';
import { RankMedal } from './rank-medal.tsx';
import { YouBadge } from './you-badge.tsx';

export const ROW_HEIGHT = 56;

/**
 * Five columns when the board is wide enough, else rank, names stacked, profit. The breakpoint is the
 * board's own width (a container query), since the side menu takes 290px of a tablet's screen.
 */
export const ROW_GRID =
  'grid grid-cols-[4rem_minmax(0,1fr)_auto] items-center gap-x-3 px-3 @min-[35rem]:grid-cols-[4.5rem_minmax(0,1.3fr)_minmax(0,1fr)_4.5rem_8.5rem] @min-[35rem]:px-4';
const WIDE = 'hidden @min-[35rem]:block';

/** The cells of one player; used by the table's rows and by the pinned "My rank" row. */
export function RowCells({ row, isMine }: { row: LeaderboardRow; isMine: boolean }) {
  const { locale } = useTranslation();
  return (
    <>
      <div role="cell">
        <RankMedal rank={row.rank} />
      </div>
      <div role="cell" className="min-w-0">
        <span className="flex min-w-0 items-center gap-1.5">
          <span className="truncate font-semibold">
            <bdi>{row.username}</bdi>
          </span>
          {isMine && <YouBadge />}
          {!row.isPrizeEligible && <NoTradeHint />}
        </span>
        <span className="block truncate text-xs text-muted @min-[35rem]:hidden">
          <bdi>{row.profileName}</bdi>
        </span>
      </div>
      <div role="cell" className={`${WIDE} truncate text-sm text-muted`}>
        <bdi>{row.profileName}</bdi>
      </div>
      <div role="cell" className={`${WIDE} text-end text-sm tabular`}>
        {formatCount(row.tradeCount, locale)}
      </div>
      <div role="cell" className="text-end">
        <Profit value={row.totalProfit} />
      </div>
    </>
  );
}

/** Listed but not prize-eligible (DECISIONS.md section 5): a quiet mark, its words as tooltip and for readers. */
function NoTradeHint() {
  const { t } = useTranslation();
  const text = t('leaderboards.noClosedTrade');
  return (
    <span className="inline-flex shrink-0 text-muted" title={text}>
      <Icon name="clock" className="size-3.5" />
      <span className="sr-only">{text}</span>
    </span>
  );
}

type RowProps = { row: LeaderboardRow; index: number; start: number; isMine: boolean };

/** A positioned row of the virtual table; memoised, so rows whose object is unchanged are not re-rendered. */
export const BoardRow = memo(function BoardRow({ row, index, start, isMine }: RowProps) {
  return (
    <div
      role="row"
      aria-rowindex={index + 2}
      tabIndex={-1}
      data-account-id={row.accountId}
      className={`${ROW_GRID} absolute inset-x-0 top-0 border-b border-border/60 focus-visible:-outline-offset-2 ${
        isMine
          ? 'bg-primary/10 before:absolute before:inset-y-0 before:start-0 before:w-1 before:bg-primary'
          : ''
      }`}
      style={{ height: ROW_HEIGHT, transform: `translateY(${start}px)` }}
    >
      <RowCells row={row} isMine={isMine} />
    </div>
  );
});

/** The column headers: "Ranking", "Username", "Profile name", "Trades", "Total profit". */
export function HeaderCells() {
  const { t } = useTranslation();
  return (
    <>
      <span role="columnheader">{t('leaderboards.col.rank')}</span>
      <span role="columnheader">{t('leaderboards.col.username')}</span>
      <span role="columnheader" className={WIDE}>
        {t('leaderboards.col.profileName')}
      </span>
      <span role="columnheader" className={`${WIDE} text-end`}>
        {t('leaderboards.col.trades')}
      </span>
      <span role="columnheader" className="text-end">
        {t('leaderboards.col.profit')}
      </span>
    </>
  );
}
