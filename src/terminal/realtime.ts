import type { PriceQuote } from '../contract/market.ts';
import type { AccountSummary, ClosedTrade, Position } from '../contract/trading.ts';
import { getToken } from './api.ts';
import { formatMoney } from './domain/format.ts';
import { getLocale } from './i18n.ts';
import { closedNotice } from './labels.ts';
import { connectTerminal } from './lib/socket.ts';
import { applyAccount, applyQuotes, pushNotice, removePosition, store } from './store.ts';

/**
 * Turns terminal socket events into store changes. Quotes come ~4 times a second for every instrument: they are
 * collected and written once per animation frame, so React renders at most once a frame whatever the rate.
 */
const pendingQuotes = new Map<string, PriceQuote>();
let pendingAccount: { account: AccountSummary; positions: Position[] } | null = null;
let frame = 0;

function flush() {
  frame = 0;
  if (pendingQuotes.size > 0) {
    applyQuotes([...pendingQuotes.values()]);
    pendingQuotes.clear();
  }
  if (pendingAccount) {
    applyAccount(pendingAccount.account, pendingAccount.positions);
    pendingAccount = null;
  }
}

const schedule = () => {
  frame ||= requestAnimationFrame(flush);
};

function onPositionClosed(trade: ClosedTrade) {
  removePosition(trade.id);
  // A manual close was announced by the Close button already; the platform's own closes are news.
  if (trade.reason === 'manual') return;
  pushNotice(
    closedNotice(trade.reason, trade.symbol, formatMoney(trade.profit, getLocale(), true)),
    trade.profit >= 0 ? 'profit' : 'loss',
  );
}

type Hooks = { refresh: () => Promise<void> };

export function startRealtime({ refresh }: Hooks): Promise<() => void> {
  return connectTerminal(getToken, {
    quotes: (quotes) => {
      for (const quote of quotes) pendingQuotes.set(quote.symbol, quote);
      schedule();
    },
    account: (update) => {
      pendingAccount = update;
      schedule();
    },
    positionClosed: onPositionClosed,
    onStatus: (status) => {
      store.connection = status;
    },
    onReconnect: () => void refresh(),
    onRefused: (retry) => {
      // A 401 here ends the session (api.ts); anything else was a passing refusal, so try again shortly.
      refresh().then(
        () => setTimeout(retry, 3000),
        () => undefined,
      );
    },
  });
}
