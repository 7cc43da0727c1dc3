import { Icon } from '@/components/ui/icon.tsx';
import type { LeaderboardRow } from '@/contract/realtime.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { ROW_GRID, RowCells } from './board-row.tsx';

/**
 * The member's own row, pinned to the bottom of the screen while the board is in view and lined up with the
 * table's columns; "Show me" scrolls the table to the row and moves focus onto it.
 */
export function MyRankBar({ row, onShowMe }: { row: LeaderboardRow; onShowMe: () => void }) {
  const { t } = useTranslation();
  const label = t('leaderboards.myRank');
  return (
    // The page background under the bar hides the rows that would otherwise show below it.
    <section aria-label={label} className="@container sticky bottom-0 z-10 mt-3 bg-bg pb-2">
      <div className="overflow-clip rounded-xl border border-primary/60 bg-surface shadow-xl shadow-black/30">
        <div className="flex h-8 items-center justify-between gap-3 bg-primary/15 ps-3 pe-1.5 @min-[35rem]:ps-4">
          <span className="text-xs font-semibold uppercase tracking-wide text-text">{label}</span>
          <button
            type="button"
            onClick={onShowMe}
            className="inline-flex min-h-6 items-center gap-1 rounded-md bg-primary px-2.5 text-xs font-semibold text-primary-fg hover:opacity-90"
          >
            <Icon name="eye" className="size-3.5" />
            {t('leaderboards.showMe')}
          </button>
        </div>
        <div role="table" aria-label={label} className="bg-primary/5">
          <div role="row" className={`${ROW_GRID} h-12`}>
            <RowCells row={row} isMine />
          </div>
        </div>
      </div>
    </section>
  );
}
