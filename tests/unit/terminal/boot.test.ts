import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRADING_MESSAGES } from '@/contract/trading.ts';
import { getToken } from '@/terminal/api.ts';
import { boot, resumeOnline } from '@/terminal/boot.ts';
import { store } from '@/terminal/store.ts';
import { fakeFetch, terminalState } from './fixtures.ts';

// No real socket: start-up is about the token exchange, the state and what the portal is told.
vi.mock('@/terminal/lib/socket.ts', () => ({ connectTerminal: async () => () => undefined }));

const parent = { postMessage: vi.fn() };
const sent = () => parent.postMessage.mock.calls.map(([message]) => (message as { type: string }).type);
const setOnline = (isOnline: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => isOnline });
  window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
};
const SESSION = {
  status: 200,
  body: { token: 'session-3', expiresAt: '2026-03-01T11:00:00.000Z', accountId: 'a1', tournamentId: 't1' },
};

beforeEach(() => {
  vi.spyOn(window, 'parent', 'get').mockReturnValue(parent as unknown as Window);
  parent.postMessage.mockClear();
  store.phase = 'starting';
  history.replaceState(null, '', '/terminal.html#embed=embed-token-1234567890&lang=en&theme=light&dir=ltr');
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  setOnline(true);
});

describe('terminal start-up', () => {
  it('trades the embed token for a session kept in memory, then loads and says ready', async () => {
    const { fetch, calls } = fakeFetch(
      {
        status: 200,
        body: {
          token: 'session-1',
          expiresAt: '2026-03-01T11:00:00.000Z',
          accountId: 'a1',
          tournamentId: 't1',
        },
      },
      { status: 200, body: terminalState() },
    );
    vi.stubGlobal('fetch', fetch);
    await boot();
    expect(window.location.hash).toBe('');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ embedToken: 'embed-token-1234567890' });
    expect(new Headers(calls[1]?.init.headers).get('Authorization')).toBe('Bearer session-1');
    expect(getToken()).toBe('session-1');
    expect(localStorage.length + sessionStorage.length).toBe(0);
    expect(store.phase).toBe('ready');
    expect(sent()).toEqual(['terminal:ready']);
    expect(parent.postMessage).toHaveBeenCalledWith({ type: 'terminal:ready' }, window.location.origin);
  });

  it("shows the server's message for a used link and tells the portal the session ended", async () => {
    const { fetch } = fakeFetch({ status: 401, body: { message: TRADING_MESSAGES.embedInvalid } });
    vi.stubGlobal('fetch', fetch);
    await boot();
    expect(store.phase).toBe('failed');
    expect(store.fatalMessage).toBe(TRADING_MESSAGES.embedInvalid);
    expect(sent()).toEqual(['terminal:session-ended']);
  });

  it('ends the session on a 401 after the exchange', async () => {
    const { fetch } = fakeFetch(
      {
        status: 200,
        body: {
          token: 'session-2',
          expiresAt: '2026-03-01T11:00:00.000Z',
          accountId: 'a1',
          tournamentId: 't1',
        },
      },
      { status: 401, body: { message: TRADING_MESSAGES.sessionExpired } },
    );
    vi.stubGlobal('fetch', fetch);
    await boot();
    expect(store.phase).toBe('ended');
    expect(store.fatalMessage).toBe(TRADING_MESSAGES.sessionExpired);
    expect(getToken()).toBeNull();
    expect(sent()).toEqual(['terminal:session-ended']);
  });

  it('offline, keeps the link for later instead of spending it, and opens once back online', async () => {
    const { fetch, calls } = fakeFetch(SESSION, { status: 200, body: terminalState() });
    vi.stubGlobal('fetch', fetch);
    setOnline(false);
    await boot();
    expect(store.phase).toBe('offline');
    expect(calls).toHaveLength(0);
    expect(window.location.hash).toBe('');
    expect(sent()).toEqual([]);

    setOnline(true);
    await vi.waitFor(() => expect(store.phase).toBe('ready'));
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ embedToken: 'embed-token-1234567890' });
    expect(sent()).toEqual(['terminal:ready']);
  });

  it('shows the offline notice, not a dead link, when the session request cannot reach the server', async () => {
    vi.stubGlobal('fetch', async () => Promise.reject(new TypeError('Failed to fetch')));
    await boot();
    expect(store.phase).toBe('offline');
    expect(sent()).toEqual([]);

    const { fetch } = fakeFetch(SESSION, { status: 200, body: terminalState() });
    vi.stubGlobal('fetch', fetch);
    resumeOnline();
    expect(store.phase).toBe('starting');
    await vi.waitFor(() => expect(store.phase).toBe('ready'));
  });

  it('keeps the session when the state cannot be loaded for want of a network, and loads it again', async () => {
    const answers = fakeFetch(SESSION);
    let isReachable = true;
    vi.stubGlobal('fetch', async (url: URL | string, init?: RequestInit) => {
      if (!isReachable) throw new TypeError('Failed to fetch');
      isReachable = false;
      return answers.fetch(url, init);
    });
    await boot();
    expect(store.phase).toBe('offline');
    expect(getToken()).toBe('session-3');

    const { fetch, calls } = fakeFetch({ status: 200, body: terminalState() });
    vi.stubGlobal('fetch', fetch);
    setOnline(true);
    await vi.waitFor(() => expect(store.phase).toBe('ready'));
    expect(calls.map((call) => new URL(call.url).pathname)).toEqual(['/api/v1/terminal/state']);
  });
});
