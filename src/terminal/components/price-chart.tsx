import { useEffect, useRef, useState } from 'react';
import type { IChartApi, ISeriesApi, UTCTimestamp } from 'lightweight-charts';
import { subscribe } from 'valtio';
import type { Candle } from '../../contract/market.ts';
import { nextBar, toLocalBar, utcOffsetSeconds } from '../domain/candles.ts';
import { getLocale, t } from '../i18n.ts';
import { getCandles } from '../requests.ts';
import { store } from '../store.ts';

type Series = ISeriesApi<'Candlestick'>;
type Chart = { chart: IChartApi; series: Series };

const color = (name: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(`--color-${name}`).trim();

const toBar = (candle: Candle, offset: number) => {
  const local = toLocalBar(candle, offset);
  return { ...local, time: local.time as UTCTimestamp };
};

/** Creates the chart once; lightweight-charts is loaded here on demand, so the first paint does not wait for it. */
async function createPriceChart(container: HTMLElement): Promise<Chart> {
  const { createChart, CandlestickSeries, ColorType } = await import('lightweight-charts');
  const [up, down, text, grid] = [color('profit'), color('loss'), color('muted'), color('border')];
  const chart = createChart(container, {
    autoSize: true,
    layout: {
      background: { type: ColorType.Solid, color: color('surface') },
      textColor: text,
      fontFamily: getComputedStyle(document.body).fontFamily,
      // Kept on: TradingView's licence asks for the attribution, and its logo links to them.
      attributionLogo: true,
    },
    localization: { locale: `${getLocale()}-u-nu-latn` },
    grid: { vertLines: { color: grid }, horzLines: { color: grid } },
    rightPriceScale: { borderColor: grid },
    timeScale: { borderColor: grid, timeVisible: true, secondsVisible: false },
  });
  // The library lays its panes out with a <table>; without this, screen readers announce it as a data table.
  container.querySelector('table')?.setAttribute('role', 'presentation');
  const series = chart.addSeries(CandlestickSeries, {
    upColor: up,
    downColor: down,
    borderUpColor: up,
    borderDownColor: down,
    wickUpColor: up,
    wickDownColor: down,
  });
  return { chart, series };
}

/** One-minute candles of the bid, drawn from history and then grown live from the quotes in the store. */
export function PriceChart({ symbol, digits }: { symbol: string; digits: number }) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [chart, setChart] = useState<Chart | null>(null);
  const [isBroken, setIsBroken] = useState(false);
  // Keyed by symbol, so switching instruments reads "loading" without a state reset inside an effect.
  const [loaded, setLoaded] = useState<{ symbol: string; isOk: boolean } | null>(null);
  const status = isBroken ? 'error' : loaded?.symbol !== symbol ? 'loading' : loaded.isOk ? 'ready' : 'error';

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    let isDisposed = false;
    let created: Chart | null = null;
    createPriceChart(container).then(
      (value) => {
        if (isDisposed) return value.chart.remove();
        created = value;
        setChart(value);
      },
      () => setIsBroken(true),
    );
    return () => {
      isDisposed = true;
      created?.chart.remove();
    };
  }, []);

  useEffect(() => {
    if (!chart) return;
    let isCurrent = true;
    let last: Candle | undefined;
    let isLoaded = false;
    const offset = utcOffsetSeconds();
    const precision = { type: 'price', precision: digits, minMove: 10 ** -digits } as const;
    chart.series.applyOptions({ priceFormat: precision });
    // The previous instrument's bars must not stand in for this one's while they load.
    chart.series.setData([]);

    const grow = () => {
      const quote = store.quotes[symbol];
      if (!isCurrent || !isLoaded || !quote) return;
      const bar = nextBar(last, quote.bid, quote.time);
      if (!bar) return;
      last = bar;
      chart.series.update(toBar(bar, offset));
    };

    getCandles(symbol).then(
      (candles) => {
        if (!isCurrent) return;
        chart.series.setData(candles.map((candle) => toBar(candle, offset)));
        last = candles.at(-1);
        isLoaded = true;
        grow();
        chart.chart.timeScale().scrollToRealTime();
        setLoaded({ symbol, isOk: true });
      },
      () => {
        if (isCurrent) setLoaded({ symbol, isOk: false });
      },
    );
    const unsubscribe = subscribe(store.quotes, grow);
    return () => {
      isCurrent = false;
      unsubscribe();
    };
  }, [chart, symbol, digits]);

  return (
    // A figure, not role="img": the chart holds TradingView's attribution link, which must stay reachable.
    <figure dir="ltr" className="relative h-full min-h-64">
      <figcaption className="sr-only">{t('terminal.chart.label', { symbol })}</figcaption>
      <div ref={containerRef} className="absolute inset-0" />
      {status !== 'ready' && (
        <p className="absolute inset-0 flex items-center justify-center text-sm text-muted">
          {status === 'error' ? t('terminal.chart.error') : t('app.loading')}
        </p>
      )}
    </figure>
  );
}
