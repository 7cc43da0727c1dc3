import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { ClosedTrade } from '../../contract/trading.ts';
import { formatDateTime } from '../domain/format.ts';
import { t } from '../i18n.ts';
import { reasonLabel } from '../labels.ts';
import { getHistory } from '../requests.ts';
import { store } from '../store.ts';
import { CELL, HEAD, LeadCells, LeadHeads, Price, Profit, TABLE, digitsOf } from './cells.tsx';

const PAGE = 50;
type Loaded = { key: string; rows: ClosedTrade[]; hasMore: boolean; error: string };

/**
 * Closed trades, newest first, loaded when the tab is first opened and again whenever a position closes
 * (store.historyVersion); "Load more" pages back with `before`.
 */
export function HistoryTable({ isActive }: { isActive: boolean }) {
  const { historyVersion, instruments } = useSnapshot(store);
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const [isLoadingMore, setIsLoadingMore] = useState(false);
  const key = `${historyVersion}:${attempt}`;
  const isLoading = isActive && loaded?.key !== key;

  useEffect(() => {
    if (!isLoading) return;
    let isCurrent = true;
    getHistory().then(
      (rows) => isCurrent && setLoaded({ key, rows, hasMore: rows.length === PAGE, error: '' }),
      (failure: Error) =>
        isCurrent &&
        setLoaded((old) => ({ key, rows: old?.rows ?? [], hasMore: false, error: failure.message })),
    );
    return () => {
      isCurrent = false;
    };
  }, [isLoading, key]);

  async function loadMore() {
    const oldest = loaded?.rows.at(-1);
    if (!loaded || !oldest) return;
    setIsLoadingMore(true);
    try {
      const rows = await getHistory(oldest.closedAt);
      setLoaded({ ...loaded, rows: [...loaded.rows, ...rows], hasMore: rows.length === PAGE, error: '' });
    } catch (failure) {
      setLoaded({ ...loaded, error: failure instanceof Error ? failure.message : String(failure) });
    } finally {
      setIsLoadingMore(false);
    }
  }

  const rows = loaded?.rows ?? [];
  return (
    <div aria-busy={isLoading || isLoadingMore}>
      {loaded?.error && (
        <div
          role="alert"
          className="mb-3 flex items-center justify-between gap-3 rounded-lg border border-loss/40 bg-loss/10 p-3 text-sm"
        >
          {loaded.error}
          <button
            type="button"
            onClick={() => setAttempt((value) => value + 1)}
            className="shrink-0 font-semibold underline"
          >
            {t('terminal.retry')}
          </button>
        </div>
      )}
      {rows.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">
          {isLoading ? t('app.loading') : loaded?.error ? '' : t('terminal.history.empty')}
        </p>
      ) : (
        <div>
          <table className={TABLE}>
            <caption className="sr-only">{t('terminal.tabs.history')}</caption>
            <thead>
              <tr>
                <LeadHeads />
                <th className={HEAD}>{t('terminal.col.closePrice')}</th>
                <th className={HEAD}>{t('terminal.col.profit')}</th>
                <th className={HEAD}>{t('terminal.col.reason')}</th>
                <th className={HEAD}>{t('terminal.col.closedAt')}</th>
              </tr>
            </thead>
            <tbody>
              {rows.map((trade) => {
                const instrument = digitsOf(instruments, trade.symbol);
                return (
                  <tr key={trade.id}>
                    <LeadCells trade={trade} instrument={instrument} />
                    <td className={CELL}>
                      <Price value={trade.closePrice} digits={instrument.digits} />
                    </td>
                    <td className={CELL}>
                      <Profit value={trade.profit} />
                    </td>
                    <td className={CELL}>{reasonLabel(trade.reason)}</td>
                    <td className={CELL}>
                      <bdi>{formatDateTime(trade.closedAt)}</bdi>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {loaded?.hasMore && (
        <div className="mt-3 flex justify-center">
          <button
            type="button"
            disabled={isLoadingMore}
            onClick={() => void loadMore()}
            className="min-h-10 rounded-lg border border-border bg-surface-2 px-4 text-sm font-semibold hover:bg-border/60 disabled:opacity-60"
          >
            {t('terminal.history.loadMore')}
          </button>
        </div>
      )}
    </div>
  );
}
