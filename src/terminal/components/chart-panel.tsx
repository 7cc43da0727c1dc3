import { useSnapshot } from 'valtio';
import type { Instrument } from '../../contract/market.ts';
import { formatPrice } from '../domain/format.ts';
import { getLocale, t } from '../i18n.ts';
import { store } from '../store.ts';
import { PriceChart } from './price-chart.tsx';

/** The selected instrument: its name and prices above its live chart. */
export function ChartPanel({ instrument }: { instrument: Instrument }) {
  const { quotes } = useSnapshot(store);
  const quote = quotes[instrument.symbol];
  const locale = getLocale();
  return (
    <section
      aria-labelledby="chart-title"
      className="flex min-w-0 flex-col rounded-xl border border-border bg-surface"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1 px-4 pt-3 pb-2">
        <h2 id="chart-title" className="min-w-0 truncate">
          <span className="text-base font-semibold">{instrument.symbol}</span>{' '}
          <span className="text-sm text-muted">{instrument.name}</span>
        </h2>
        {quote && (
          <dl className="flex gap-4 text-sm tabular">
            <div className="flex gap-1.5">
              <dt className="text-muted">{t('terminal.instruments.bid')}</dt>
              <dd dir="ltr" className="font-semibold">
                {formatPrice(quote.bid, instrument.digits, locale)}
              </dd>
            </div>
            <div className="flex gap-1.5">
              <dt className="text-muted">{t('terminal.instruments.ask')}</dt>
              <dd dir="ltr" className="font-semibold">
                {formatPrice(quote.ask, instrument.digits, locale)}
              </dd>
            </div>
          </dl>
        )}
      </div>
      <div className="h-72 px-1 pb-1 sm:h-80 md:h-auto md:min-h-[24rem] md:flex-1">
        <PriceChart symbol={instrument.symbol} digits={instrument.digits} />
      </div>
    </section>
  );
}
