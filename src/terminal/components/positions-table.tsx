import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Position } from '../../contract/trading.ts';
import { ApiError } from '../api.ts';
import { formatMoney } from '../domain/format.ts';
import { getLocale, t } from '../i18n.ts';
import { closePosition } from '../requests.ts';
import { pushNotice, removePosition, store } from '../store.ts';
import { CELL, HEAD, LeadCells, LeadHeads, Price, Profit, TABLE, digitsOf } from './cells.tsx';

// On a phone the table scrolls sideways; the Close buttons stay in view at its end.
const STICKY_END = 'sticky end-0 bg-surface';

/** Open positions with live price and P&L (from the account events), each with its own Close button. */
export function PositionsTable() {
  const { positions, instruments } = useSnapshot(store);
  const [closing, setClosing] = useState<readonly string[]>([]);
  const [error, setError] = useState('');

  async function close(position: Position) {
    setClosing((ids) => [...ids, position.id]);
    setError('');
    try {
      const trade = await closePosition(position.id);
      removePosition(position.id);
      pushNotice(
        t('terminal.notice.closed', {
          symbol: trade.symbol,
          profit: formatMoney(trade.profit, getLocale(), true),
        }),
        trade.profit >= 0 ? 'profit' : 'loss',
      );
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 401) return;
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setClosing((ids) => ids.filter((id) => id !== position.id));
    }
  }

  return (
    <div>
      <div
        role="alert"
        className={error ? 'mb-3 rounded-lg border border-loss/40 bg-loss/10 p-3 text-sm' : 'sr-only'}
      >
        {error}
      </div>
      {positions.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted">{t('terminal.positions.empty')}</p>
      ) : (
        <div>
          <table className={TABLE}>
            <caption className="sr-only">{t('terminal.tabs.positions')}</caption>
            <thead>
              <tr>
                <LeadHeads />
                <th className={HEAD}>{t('terminal.col.currentPrice')}</th>
                <th className={HEAD}>{t('terminal.ticket.stopLoss')}</th>
                <th className={HEAD}>{t('terminal.ticket.takeProfit')}</th>
                <th className={HEAD}>{t('terminal.col.profit')}</th>
                <th className={`${HEAD} ${STICKY_END}`}>
                  <span className="sr-only">{t('terminal.col.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {positions.map((position) => {
                const instrument = digitsOf(instruments, position.symbol);
                return (
                  <tr key={position.id}>
                    <LeadCells trade={position} instrument={instrument} />
                    <td className={CELL}>
                      <Price value={position.currentPrice} digits={instrument.digits} />
                    </td>
                    <td className={CELL}>
                      <Price value={position.stopLoss} digits={instrument.digits} />
                    </td>
                    <td className={CELL}>
                      <Price value={position.takeProfit} digits={instrument.digits} />
                    </td>
                    <td className={CELL}>
                      <Profit value={position.profit} />
                    </td>
                    <td className={`${CELL} ${STICKY_END} text-end`}>
                      <button
                        type="button"
                        aria-label={t('terminal.positions.close', { symbol: position.symbol })}
                        disabled={closing.includes(position.id)}
                        aria-busy={closing.includes(position.id) || undefined}
                        onClick={() => void close(position)}
                        className="min-h-9 rounded-lg border border-border bg-surface-2 px-3 text-xs font-semibold hover:bg-border/60 disabled:cursor-not-allowed disabled:opacity-60"
                      >
                        {t('terminal.positions.closeShort')}
                      </button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
