import type { KeyboardEvent } from 'react';
import { useSnapshot } from 'valtio';
import type { Instrument } from '../../contract/market.ts';
import { formatPrice } from '../domain/format.ts';
import { spreadPoints, type PriceMove } from '../domain/quotes.ts';
import { getLocale, t } from '../i18n.ts';
import { selectInstrument, store } from '../store.ts';

const TINT: Record<PriceMove, string> = { up: 'text-profit', down: 'text-loss', flat: '' };
const FLASH: Record<PriceMove, string> = { up: 'flash-up', down: 'flash-down', flat: '' };

/** Arrow keys move and select, so the whole list is one Tab stop on the way to the ticket (roving tabindex). */
function onArrowKeys(event: KeyboardEvent<HTMLButtonElement>, symbols: readonly string[], index: number) {
  const last = symbols.length - 1;
  const target =
    event.key === 'ArrowDown'
      ? Math.min(last, index + 1)
      : event.key === 'ArrowUp'
        ? Math.max(0, index - 1)
        : event.key === 'Home'
          ? 0
          : event.key === 'End'
            ? last
            : null;
  if (target === null) return;
  event.preventDefault();
  const symbol = symbols[target];
  if (!symbol) return;
  selectInstrument(symbol);
  const group = event.currentTarget.closest('[role="group"]');
  group?.querySelectorAll<HTMLButtonElement>('button')[target]?.focus();
}

/** The instruments with live bid, ask and spread; the price tints and flashes with each move. */
export function InstrumentList({ className = '' }: { className?: string }) {
  const { instruments, quotes, moves, selected } = useSnapshot(store);
  const locale = getLocale();
  const symbols = instruments.map((instrument) => instrument.symbol);

  const row = (instrument: Instrument, index: number) => {
    const quote = quotes[instrument.symbol];
    const move = moves[instrument.symbol] ?? 'flat';
    const isSelected = instrument.symbol === selected;
    return (
      <button
        key={instrument.symbol}
        type="button"
        aria-pressed={isSelected}
        tabIndex={isSelected ? 0 : -1}
        onClick={() => selectInstrument(instrument.symbol)}
        onKeyDown={(event) => onArrowKeys(event, symbols, index)}
        className={`grid w-full grid-cols-[minmax(0,1fr)_auto] items-baseline gap-x-2 rounded-lg border px-2 py-1.5 text-start transition ${
          isSelected ? 'border-primary bg-primary/10' : 'border-transparent hover:bg-surface-2'
        }`}
      >
        <span className="col-start-1 row-start-1 text-sm font-semibold">{instrument.symbol}</span>
        {quote ? (
          <>
            <span
              key={`bid-${quote.bid}`}
              dir="ltr"
              className={`col-start-1 row-start-3 justify-self-start rounded px-0.5 text-xs tabular ${TINT[move]} ${FLASH[move]}`}
            >
              <span className="sr-only">{t('terminal.instruments.bid')} </span>
              {formatPrice(quote.bid, instrument.digits, locale)}
            </span>
            <span
              key={`ask-${quote.ask}`}
              dir="ltr"
              className={`col-start-2 row-start-3 justify-self-end rounded px-0.5 text-xs tabular ${TINT[move]} ${FLASH[move]}`}
            >
              <span className="sr-only">{t('terminal.instruments.ask')} </span>
              {formatPrice(quote.ask, instrument.digits, locale)}
            </span>
          </>
        ) : (
          <span className="col-span-2 row-start-3 text-xs text-muted">—</span>
        )}
        <span className="col-span-2 row-start-2 truncate text-xs text-muted">{instrument.name}</span>
        <span className="col-start-2 row-start-1 text-end text-xs text-muted tabular">
          <span className="sr-only">{t('terminal.instruments.spread')} </span>
          {quote ? spreadPoints(quote, instrument.digits) : ''}
        </span>
      </button>
    );
  };

  return (
    <section
      aria-labelledby="instruments-title"
      className={`rounded-xl border border-border bg-surface p-2 ${className}`}
    >
      <div className="mb-1 grid grid-cols-[minmax(0,1fr)_auto] px-2 text-xs text-muted">
        <h2 id="instruments-title" className="font-semibold">
          {t('terminal.instruments.label')}
        </h2>
        <span aria-hidden="true">
          {t('terminal.instruments.bid')} / {t('terminal.instruments.ask')}
        </span>
      </div>
      <div role="group" aria-labelledby="instruments-title" className="flex flex-col gap-0.5">
        {instruments.map(row)}
      </div>
    </section>
  );
}
