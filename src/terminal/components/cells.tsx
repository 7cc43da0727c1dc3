import type { Instrument } from '../../contract/market.ts';
import type { Side } from '../../contract/trading.ts';
import { formatMoney, formatPrice, formatVolume } from '../domain/format.ts';
import { getLocale, t } from '../i18n.ts';

/** Pieces shared by the Positions and History tables. */

export const TABLE = 'w-full min-w-[44rem] border-collapse text-sm';
export const HEAD = 'border-b border-border px-2 py-2 text-start text-xs font-semibold text-muted';
export const CELL = 'border-b border-border/60 px-2 py-2 tabular';

type Digits = Pick<Instrument, 'digits' | 'volumeStep'>;
// A trade of an instrument no longer listed still reads sensibly.
const FALLBACK: Digits = { digits: 5, volumeStep: 0.01 };

export const digitsOf = (instruments: readonly Instrument[], symbol: string): Digits =>
  instruments.find((instrument) => instrument.symbol === symbol) ?? FALLBACK;

export function SideLabel({ side }: { side: Side }) {
  return (
    <span className={`font-semibold ${side === 'buy' ? 'text-profit' : 'text-loss'}`}>
      {t(side === 'buy' ? 'terminal.side.buy' : 'terminal.side.sell')}
    </span>
  );
}

export function Profit({ value }: { value: number }) {
  return (
    <bdi className={`font-semibold ${value > 0 ? 'text-profit' : value < 0 ? 'text-loss' : ''}`}>
      {formatMoney(value, getLocale(), true)}
    </bdi>
  );
}

export function Price({ value, digits }: { value: number | null; digits: number }) {
  if (value === null) return <span className="text-muted">—</span>;
  return <bdi>{formatPrice(value, digits, getLocale())}</bdi>;
}

export const Volume = ({ value, step }: { value: number; step: number }) => (
  <bdi>{formatVolume(value, step, getLocale())}</bdi>
);

/** The columns both tables open with: symbol, side, size and open price. */
export function LeadHeads() {
  return (
    <>
      <th className={HEAD}>{t('terminal.col.symbol')}</th>
      <th className={HEAD}>{t('terminal.col.side')}</th>
      <th className={HEAD}>{t('terminal.col.size')}</th>
      <th className={HEAD}>{t('terminal.col.openPrice')}</th>
    </>
  );
}

type Trade = { symbol: string; side: Side; volume: number; openPrice: number };

export function LeadCells({ trade, instrument }: { trade: Trade; instrument: Digits }) {
  return (
    <>
      <th scope="row" className={`${CELL} text-start font-semibold`}>
        {trade.symbol}
      </th>
      <td className={CELL}>
        <SideLabel side={trade.side} />
      </td>
      <td className={CELL}>
        <Volume value={trade.volume} step={instrument.volumeStep} />
      </td>
      <td className={CELL}>
        <Price value={trade.openPrice} digits={instrument.digits} />
      </td>
    </>
  );
}
