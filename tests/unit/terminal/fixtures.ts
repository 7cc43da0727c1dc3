import type { Instrument } from '@/contract/market.ts';
import type { Position, TerminalState } from '@/contract/trading.ts';

export const EURUSD: Instrument = {
  symbol: 'EURUSD',
  name: 'Euro / US Dollar',
  kind: 'forex',
  digits: 5,
  contractSize: 100_000,
  minVolume: 0.01,
  maxVolume: 50,
  volumeStep: 0.01,
  quoteCurrency: 'USD',
  baseCurrency: 'EUR',
};

export const position: Position = {
  id: '0b9b6f1e-56f4-4b56-9d44-1f7b0c7d2a11',
  symbol: 'EURUSD',
  side: 'buy',
  volume: 0.1,
  openPrice: 1.1,
  openedAt: '2026-03-01T10:00:00.000Z',
  stopLoss: null,
  takeProfit: 1.2,
  margin: 110,
  currentPrice: 1.1005,
  profit: 5,
};

/** A terminal state as GET /terminal/state returns it; `overrides` changes what a test is about. */
export const terminalState = (overrides: Partial<TerminalState> = {}): TerminalState => ({
  tournament: {
    id: 't1',
    title: 'Spring Cup',
    status: 'live',
    endDate: '2026-03-10T00:00:00.000Z',
    tradingEndsAt: '2026-03-10T00:00:00.000Z',
  },
  profileName: 'Ada',
  account: {
    accountId: 'a1',
    mode: 'live',
    status: 'ready',
    leverage: 100,
    startingBalance: 10_000,
    balance: 10_000,
    equity: 10_005,
    margin: 110,
    freeMargin: 9_895,
    marginLevel: 9095.45,
    profit: 5,
    tradeCount: 0,
    rank: 12,
    players: 340,
  },
  instruments: [EURUSD],
  quotes: [{ symbol: 'EURUSD', bid: 1.1, ask: 1.10012, time: Date.parse('2026-03-01T10:00:00.000Z') }],
  positions: [],
  serverTime: '2026-03-01T10:00:00.000Z',
  isTradingOpen: true,
  ...overrides,
});

/** Answers fetch calls in order; records what was sent. */
export function fakeFetch(...answers: Array<{ status: number; body: unknown }>) {
  const calls: Array<{ url: string; init: RequestInit }> = [];
  const fetch = async (url: URL | string, init: RequestInit = {}) => {
    calls.push({ url: String(url), init });
    const answer = answers.shift() ?? { status: 500, body: { message: 'unexpected call' } };
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  };
  return { fetch, calls };
}
