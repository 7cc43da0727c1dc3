import { useSnapshot } from 'valtio';
import { getToken } from './api.ts';
import { goLive } from './boot.ts';
import { AccountStrip } from './components/account-strip.tsx';
import { ChartPanel } from './components/chart-panel.tsx';
import { FullPanel } from './components/full-panel.tsx';
import { InstrumentList } from './components/instrument-list.tsx';
import { InstrumentSelect } from './components/instrument-select.tsx';
import { Notices } from './components/notices.tsx';
import { OfflinePanel } from './components/offline-panel.tsx';
import { OrderTicket } from './components/order-ticket.tsx';
import { TradeTabs } from './components/trade-tabs.tsx';
import { t } from './i18n.ts';
import { store } from './store.ts';

/**
 * Desktop: instruments | chart | ticket, with the tabs below. Tablet: the ticket drops under the chart. Phone
 * (<768px): one column, instrument select on top. Logical classes only, so dir="rtl" mirrors the layout.
 */
export function App() {
  const { phase, fatalMessage, selected, instruments } = useSnapshot(store);

  if (phase === 'starting') return <FullPanel title={t('terminal.loading')} isBusy />;
  if (phase === 'offline') return <OfflinePanel />;
  if (phase !== 'ready') {
    // A failed load with a live session can be retried; a dead link or an ended session cannot.
    const canRetry = phase === 'failed' && getToken() !== null;
    return (
      <FullPanel title={t(phase === 'ended' ? 'terminal.ended.title' : 'terminal.failed.title')}>
        <p role="alert" className="text-sm text-muted">
          {fatalMessage}
        </p>
        {canRetry && (
          <button
            type="button"
            onClick={() => void goLive()}
            className="min-h-10 rounded-lg bg-primary px-4 text-sm font-semibold text-primary-fg hover:brightness-110"
          >
            {t('terminal.retry')}
          </button>
        )}
      </FullPanel>
    );
  }

  const instrument = instruments.find((candidate) => candidate.symbol === selected);
  return (
    <div className="mx-auto flex min-h-dvh max-w-[120rem] flex-col gap-2 p-2 sm:gap-3 sm:p-3">
      <AccountStrip />
      <main className="grid grid-cols-[minmax(0,1fr)] gap-2 sm:gap-3 md:grid-cols-[13rem_minmax(0,1fr)] lg:grid-cols-[14rem_minmax(0,1fr)_18rem] xl:grid-cols-[16rem_minmax(0,1fr)_20rem]">
        <InstrumentSelect className="md:hidden" />
        <InstrumentList className="hidden md:row-span-2 md:block lg:row-span-1" />
        {instrument && <ChartPanel instrument={instrument} />}
        {instrument && <OrderTicket key={instrument.symbol} instrument={instrument} />}
        <TradeTabs className="md:col-span-full" />
      </main>
      <Notices />
    </div>
  );
}
