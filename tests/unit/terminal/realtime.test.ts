import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TerminalSocketHandlers } from '@/terminal/lib/socket.ts';
import { startRealtime } from '@/terminal/realtime.ts';
import { applyState, store } from '@/terminal/store.ts';
import { position, terminalState } from './fixtures.ts';

// The socket itself is socket.io's business; these tests are about what its events do to the store.
let handlers: TerminalSocketHandlers | null = null;
vi.mock('@/terminal/lib/socket.ts', () => ({
  connectTerminal: async (_token: unknown, given: TerminalSocketHandlers) => {
    handlers = given;
    return () => undefined;
  },
}));

const frames: FrameRequestCallback[] = [];
const runFrame = () => frames.splice(0).forEach((callback) => callback(performance.now()));
const T0 = Date.parse('2026-03-01T10:00:00.000Z');

beforeEach(async () => {
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => frames.push(callback));
  store.quotes = {};
  applyState(terminalState({ positions: [position] }), T0);
  await startRealtime({ refresh: async () => undefined });
});
afterEach(() => {
  vi.unstubAllGlobals();
  store.notices = [];
});

describe('terminal realtime', () => {
  it('writes a burst of quotes once per animation frame, the latest of each symbol', () => {
    handlers?.quotes([{ symbol: 'EURUSD', bid: 1.101, ask: 1.1011, time: T0 + 250 }]);
    handlers?.quotes([{ symbol: 'EURUSD', bid: 1.099, ask: 1.0991, time: T0 + 500 }]);
    expect(store.quotes.EURUSD?.bid).toBe(1.1);
    expect(frames).toHaveLength(1);
    runFrame();
    expect(store.quotes.EURUSD?.bid).toBe(1.099);
    expect(store.moves.EURUSD).toBe('down');
  });

  it('keeps a newer price when a late quote arrives', () => {
    handlers?.quotes([{ symbol: 'EURUSD', bid: 1.2, ask: 1.2001, time: T0 - 1000 }]);
    runFrame();
    expect(store.quotes.EURUSD?.bid).toBe(1.1);
  });

  it('announces a position closed by its stop loss and has History refetch', () => {
    const version = store.historyVersion;
    handlers?.positionClosed({
      ...position,
      closePrice: 1.09,
      closedAt: '2026-03-01T10:05:00.000Z',
      profit: -100,
      reason: 'stop_loss',
    });
    expect(store.positions).toHaveLength(0);
    expect(store.historyVersion).toBe(version + 1);
    expect(store.notices.at(-1)).toMatchObject({
      text: 'EURUSD position closed by its stop loss: -$100.00.',
      tone: 'loss',
    });
  });

  it('shows the connection state', () => {
    handlers?.onStatus('reconnecting');
    expect(store.connection).toBe('reconnecting');
    handlers?.onStatus('live');
    expect(store.connection).toBe('live');
  });
});
