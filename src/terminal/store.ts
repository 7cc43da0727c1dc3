import { proxy, ref } from 'valtio';
import type { Instrument, PriceQuote } from '../contract/market.ts';
import type { AccountSummary, Position, TerminalState } from '../contract/trading.ts';
import { priceMove, type PriceMove } from './domain/quotes.ts';
import { clockOffset } from './domain/time-left.ts';

/** `offline`: the session could not be opened or loaded for want of a network; it is tried again once back. */
export type Phase = 'starting' | 'ready' | 'offline' | 'failed' | 'ended';
export type Connection = 'connecting' | 'live' | 'reconnecting';
export type Notice = { id: number; text: string; tone: 'info' | 'profit' | 'loss' };

/** The terminal's one store; socket events land here through realtime.ts, batched per animation frame. */
export const store = proxy({
  phase: 'starting' as Phase,
  /** The full-panel message when the terminal cannot go on (bad link, session over). */
  fatalMessage: '',
  connection: 'connecting' as Connection,
  tournament: null as TerminalState['tournament'] | null,
  profileName: '',
  account: null as AccountSummary | null,
  // Instruments never change during a session: ref() spares valtio from proxying them.
  instruments: ref([] as Instrument[]),
  quotes: {} as Record<string, PriceQuote>,
  moves: {} as Record<string, PriceMove>,
  positions: [] as Position[],
  isTradingOpen: false,
  /** Server clock minus device clock, ms (domain/time-left.ts). */
  clockOffsetMs: 0,
  selected: '',
  /** Bumped when a position closes so the History tab refetches. */
  historyVersion: 0,
  notices: [] as Notice[],
});

export function applyState(state: TerminalState, receivedAtMs: number) {
  store.tournament = state.tournament;
  store.profileName = state.profileName;
  store.account = state.account;
  store.instruments = ref(state.instruments);
  store.positions = state.positions;
  store.isTradingOpen = state.isTradingOpen;
  store.clockOffsetMs = clockOffset(state.serverTime, receivedAtMs);
  applyQuotes(state.quotes);
  if (!state.instruments.some((instrument) => instrument.symbol === store.selected))
    store.selected = state.instruments[0]?.symbol ?? '';
  store.phase = 'ready';
}

export function applyQuotes(quotes: readonly PriceQuote[]) {
  for (const quote of quotes) {
    const previous = store.quotes[quote.symbol];
    // An older quote (a late event after a state refetch) must not move the price backwards.
    if (previous && previous.time > quote.time) continue;
    const move = priceMove(previous?.bid, quote.bid);
    if (move !== 'flat') store.moves[quote.symbol] = move;
    store.quotes[quote.symbol] = quote;
  }
}

export function applyAccount(account: AccountSummary, positions: Position[]) {
  store.account = account;
  store.positions = positions;
}

export function addPosition(position: Position) {
  if (!store.positions.some((open) => open.id === position.id)) store.positions.push(position);
}

/** Drops a closed position at once (the next account event agrees) and has History refetch. */
export function removePosition(id: string) {
  const index = store.positions.findIndex((open) => open.id === id);
  if (index >= 0) store.positions.splice(index, 1);
  store.historyVersion += 1;
}

export const selectInstrument = (symbol: string) => {
  store.selected = symbol;
};

let nextNoticeId = 1;
const NOTICE_MS = 6000;

/** A short status message; it leaves by itself so a stream of closes does not pile up. */
export function pushNotice(text: string, tone: Notice['tone'] = 'info') {
  const id = nextNoticeId++;
  store.notices.push({ id, text, tone });
  if (store.notices.length > 3) store.notices.shift();
  setTimeout(() => dismissNotice(id), NOTICE_MS);
}

export function dismissNotice(id: number) {
  const index = store.notices.findIndex((notice) => notice.id === id);
  if (index >= 0) store.notices.splice(index, 1);
}

export function stop(phase: 'failed' | 'ended', message: string) {
  store.phase = phase;
  store.fatalMessage = message;
}
