import { useState } from 'react';
import { useSnapshot } from 'valtio';
import type { Instrument } from '../../contract/market.ts';
import type { OrderRequest, Side } from '../../contract/trading.ts';
import { ApiError } from '../api.ts';
import { formatMoney, formatPrice, formatVolume } from '../domain/format.ts';
import { requiredMargin } from '../domain/margin.ts';
import { parseOptionalPrice, validateOrder } from '../domain/validation.ts';
import { getLocale, t } from '../i18n.ts';
import { placeOrder } from '../requests.ts';
import { addPosition, pushNotice, store } from '../store.ts';
import { PriceField } from './price-field.tsx';
import { SizeField } from './size-field.tsx';
import { SideButton } from './side-button.tsx';

/**
 * A market order in one press: Buy or Sell sends it at the server's price. The ticket checks what it can first,
 * with the server's own words; the server checks again and its refusal is shown as it wrote it. An order is never
 * queued: while the live connection is down, Buy and Sell wait for it.
 */
export function OrderTicket({ instrument }: { instrument: Instrument }) {
  const { quotes, account, isTradingOpen, connection } = useSnapshot(store);
  const quote = quotes[instrument.symbol];
  const [volumeText, setVolumeText] = useState(String(instrument.minVolume));
  const [stopLossText, setStopLossText] = useState('');
  const [takeProfitText, setTakeProfitText] = useState('');
  const [busySide, setBusySide] = useState<Side | null>(null);
  const [error, setError] = useState('');
  const locale = getLocale();
  const volume = volumeText.trim() === '' ? Number.NaN : Number(volumeText);
  const isDisabled = !isTradingOpen || busySide !== null;
  const isLive = connection === 'live';
  const margin =
    quote && account ? requiredMargin(instrument, volume, quote.ask, account.leverage, quotes) : null;
  const edit = (set: (value: string) => void) => (value: string) => {
    set(value);
    setError('');
  };

  async function send(side: Side) {
    if (!quote) return;
    const stopLoss = parseOptionalPrice(stopLossText);
    const takeProfit = parseOptionalPrice(takeProfitText);
    const problem = validateOrder(
      { side, volume, stopLoss, takeProfit },
      instrument,
      side === 'buy' ? quote.ask : quote.bid,
    );
    setError(problem ?? '');
    if (problem) return;
    const order: OrderRequest = { symbol: instrument.symbol, side, volume };
    if (stopLoss !== null) order.stopLoss = stopLoss;
    if (takeProfit !== null) order.takeProfit = takeProfit;
    setBusySide(side);
    try {
      const position = await placeOrder(order);
      addPosition(position);
      setStopLossText('');
      setTakeProfitText('');
      pushNotice(
        t(side === 'buy' ? 'terminal.notice.bought' : 'terminal.notice.sold', {
          volume: formatVolume(position.volume, instrument.volumeStep, locale),
          symbol: position.symbol,
          price: formatPrice(position.openPrice, instrument.digits, locale),
        }),
      );
    } catch (failure) {
      // A 401 ends the session for the whole terminal (boot.ts); anything else is this order's refusal.
      if (failure instanceof ApiError && failure.status === 401) return;
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setBusySide(null);
    }
  }

  return (
    <section
      aria-labelledby="ticket-title"
      className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-4"
    >
      <h2 id="ticket-title" className="flex items-baseline justify-between gap-2 text-sm font-semibold">
        {t('terminal.ticket.title')}
        <span className="truncate text-muted">{instrument.symbol}</span>
      </h2>
      {!isTradingOpen && (
        <p role="status" className="rounded-lg border border-warning/40 bg-warning/10 p-3 text-sm">
          {t('platform.trading.marketClosed')}
        </p>
      )}
      <SizeField
        instrument={instrument}
        value={volumeText}
        onChange={edit(setVolumeText)}
        isDisabled={isDisabled}
      />
      <div className="grid grid-cols-2 gap-2">
        <PriceField
          id="order-stop-loss"
          label={t('terminal.ticket.stopLoss')}
          value={stopLossText}
          onChange={edit(setStopLossText)}
          isDisabled={isDisabled}
        />
        <PriceField
          id="order-take-profit"
          label={t('terminal.ticket.takeProfit')}
          value={takeProfitText}
          onChange={edit(setTakeProfitText)}
          isDisabled={isDisabled}
        />
      </div>
      <dl className="flex items-baseline justify-between gap-2 text-sm">
        <dt className="text-muted">{t('terminal.ticket.margin')}</dt>
        <dd
          className={`font-semibold tabular ${margin !== null && account && margin > account.freeMargin ? 'text-loss' : ''}`}
        >
          <bdi>{margin === null ? '—' : formatMoney(margin, locale)}</bdi>
        </dd>
      </dl>
      <div
        role="alert"
        className={error ? 'rounded-lg border border-loss/40 bg-loss/10 p-3 text-sm' : 'sr-only'}
      >
        {error}
      </div>
      {isTradingOpen && connection === 'reconnecting' && (
        <p role="status" className="text-xs font-semibold text-warning">
          {t('terminal.ticket.needsConnection')}
        </p>
      )}
      <div className="grid grid-cols-2 gap-2">
        <SideButton
          side="sell"
          price={quote?.bid}
          instrument={instrument}
          isBusy={busySide === 'sell'}
          isDisabled={isDisabled || !quote || !isLive}
          onPress={send}
        />
        <SideButton
          side="buy"
          price={quote?.ask}
          instrument={instrument}
          isBusy={busySide === 'buy'}
          isDisabled={isDisabled || !quote || !isLive}
          onPress={send}
        />
      </div>
      <p className="text-xs text-muted">{t('terminal.ticket.hint', { leverage: account?.leverage ?? 1 })}</p>
    </section>
  );
}
