import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import type { LeaderboardRow } from '@/contract/realtime.ts';
import { useTranslation } from '@/lib/i18n.ts';
import { BoardRow, HeaderCells, ROW_GRID, ROW_HEIGHT } from './board-row.tsx';
import { MyRankBar } from './my-rank-bar.tsx';

type Props = {
  /** The rows to list (already filtered), in rank order. */
  rows: readonly LeaderboardRow[];
  /** The member's row on the whole board, pinned below the list; null when they do not play. */
  mine: LeaderboardRow | null;
  /** The member's row is filtered out: widen the filter so that "Show me" can reach it. */
  onRevealMine: () => void;
};

/**
 * Every player as a virtual table scrolling with the page: only the rows in view are in the DOM, at a fixed
 * height, so 10,000 players scroll as smoothly as 10. The header sticks under the app header, "My rank" to
 * the bottom of the screen while the table is in view.
 */
export function BoardTable({ rows, mine, onRevealMine }: Props) {
  const { t } = useTranslation();
  const bodyRef = useRef<HTMLDivElement>(null);
  const [offset, setOffset] = useState(0);
  // Where the rows start on the page moves when the podium, the filters or the window change size.
  useLayoutEffect(() => {
    const measure = () =>
      setOffset(Math.round((bodyRef.current?.getBoundingClientRect().top ?? 0) + window.scrollY));
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, []);
  const virtualizer = useWindowVirtualizer({
    count: rows.length,
    estimateSize: () => ROW_HEIGHT,
    overscan: 10,
    scrollMargin: offset,
    getItemKey: (index) => rows[index]?.accountId ?? index,
  });

  const mineIndex = mine ? rows.findIndex((row) => row.accountId === mine.accountId) : -1;
  /** "Show me" in progress: scroll (once the row is listed), then focus it once drawn; given up after 2 s. */
  const pending = useRef<{ accountId: string; needsScroll: boolean; until: number } | null>(null);
  const focusPending = () => {
    const target = pending.current;
    if (!target || target.needsScroll) return;
    const selector = `[data-account-id="${CSS.escape(target.accountId)}"]`;
    const element = bodyRef.current?.querySelector<HTMLElement>(selector);
    if (!element) return;
    pending.current = null;
    element.focus({ preventScroll: true });
  };
  const showMe = () => {
    if (!mine) return;
    pending.current = { accountId: mine.accountId, needsScroll: mineIndex < 0, until: Date.now() + 2_000 };
    if (mineIndex < 0) return onRevealMine();
    virtualizer.scrollToIndex(mineIndex, { align: 'center' });
    // A row already in view causes no scroll and so no render: try on the next frame as well.
    requestAnimationFrame(focusPending);
  };
  useEffect(() => {
    const target = pending.current;
    if (!target) return;
    if (Date.now() > target.until) {
      pending.current = null;
      return;
    }
    const index = rows.findIndex((row) => row.accountId === target.accountId);
    if (target.needsScroll && index >= 0) {
      target.needsScroll = false;
      virtualizer.scrollToIndex(index, { align: 'center' });
      requestAnimationFrame(focusPending);
      return;
    }
    focusPending();
  });

  return (
    <div className="@container">
      <div
        role="table"
        aria-label={t('leaderboards.players')}
        aria-rowcount={rows.length + 1}
        className="overflow-clip rounded-2xl border border-border bg-surface"
      >
        <div role="rowgroup" className="sticky top-16 z-10 border-b border-border bg-surface-2">
          <div
            role="row"
            aria-rowindex={1}
            className={`${ROW_GRID} h-10 text-xs font-semibold uppercase tracking-wide text-muted`}
          >
            <HeaderCells />
          </div>
        </div>
        <div
          role="rowgroup"
          ref={bodyRef}
          className="relative"
          style={{ height: virtualizer.getTotalSize() }}
        >
          {virtualizer.getVirtualItems().map((item) => {
            const row = rows[item.index];
            return row ? (
              <BoardRow
                key={item.key}
                row={row}
                index={item.index}
                start={item.start - offset}
                isMine={row.accountId === mine?.accountId}
              />
            ) : null;
          })}
        </div>
      </div>
      {mine && <MyRankBar row={mine} onShowMe={showMe} />}
    </div>
  );
}
