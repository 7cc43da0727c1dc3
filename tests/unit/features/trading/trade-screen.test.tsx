import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/contract/http-error.ts';
import type { TradeAccount, TradeTournament, Tournament } from '@/contract/tournament.ts';
import { getTradeTournament } from '@/features/trading/api/get-trade-tournament.ts';
import { TradeScreen } from '@/features/trading/components/trade-screen.tsx';
import { t } from '@/lib/i18n.ts';

vi.mock('@/features/trading/api/get-trade-tournament.ts', () => ({ getTradeTournament: vi.fn() }));

const account: TradeAccount = {
  accountId: 'a1',
  tournamentId: 't1',
  tournamentTitle: 'Spring Cup',
  tournamentType: 'mini_tournament',
  mode: 'live',
  status: 'ready',
  profileName: 'Wolf',
  login: '700123',
  startingBalance: 10_000,
  balance: 10_000,
  equity: 10_000,
  createdAt: '2026-05-10T12:00:00.000Z',
};
const trade = (token: string | null): TradeTournament => ({
  tournament: { id: 't1', title: 'Spring Cup' } as Tournament,
  account,
  embedToken: token ? { token, expiresAt: '2026-05-10T12:01:00.000Z' } : null,
});

let tokens: string[];
const frame = () => screen.getByTitle<HTMLIFrameElement>('Trading terminal');
const embedOf = (iframe: HTMLIFrameElement) =>
  new URLSearchParams(iframe.getAttribute('src')?.split('#')[1]).get('embed');
/** happy-dom loads no frame documents, so each frame gets a stand-in window for its messages to come from. */
const windows = new WeakMap<HTMLIFrameElement, MessageEventSource>();
function terminalWindow() {
  const iframe = frame();
  if (!windows.has(iframe)) {
    const stand = new EventTarget() as MessageEventSource;
    Object.defineProperty(iframe, 'contentWindow', { configurable: true, value: stand });
    windows.set(iframe, stand);
  }
  return windows.get(iframe);
}
/** What the terminal posts: from its own window, on this origin. */
const post = (type: string, source = terminalWindow()) =>
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', { origin: window.location.origin, source, data: { type } }),
    );
  });
const setOnline = (isOnline: boolean) => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => isOnline });
  window.dispatchEvent(new Event(isOnline ? 'online' : 'offline'));
};
/** What api-client throws when the request never reached the server. */
const networkError = () =>
  new HttpError(0, 'NetworkError', 'No connection. Check your network and try again.');
/** The notice standing in for the frame, announced politely; null when there is none. */
const offlineNotice = () =>
  screen.queryByText(t('network.terminalNeedsConnection'))?.closest('[role="status"]') ?? null;
const show = () =>
  act(
    async () =>
      void render(
        <TradeScreen
          tournamentId="t1"
          accountId="a1"
          theme="light"
          renderProfileName={(a) => a.profileName}
        />,
      ),
  );

beforeEach(() => {
  localStorage.clear();
  setOnline(true);
  tokens = ['token-1', 'token-2', 'token-3', 'token-4'];
  vi.mocked(getTradeTournament).mockImplementation(async () => trade(tokens.shift() ?? null));
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  setOnline(true);
});

describe('TradeScreen', () => {
  it('embeds the terminal with a fresh token, the theme and the sandbox', async () => {
    await show();
    const iframe = frame();
    expect(embedOf(iframe)).toBe('token-1');
    expect(iframe.getAttribute('src')).toMatch(/^\/terminal\.html#.*theme=light.*dir=ltr/);
    // Only what the terminal uses: its scripts and its own origin's storage; no forms, popups or delegations.
    expect(iframe.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin');
    expect(iframe.hasAttribute('allow')).toBe(false);
    expect(screen.getByText('Wolf')).toBeTruthy();
  });

  it('shows the tutorial the first time only, and reopens it with How to trade', async () => {
    await show();
    const howTo = screen.getByRole('button', { name: 'How to trade' });
    expect(screen.getByRole('region', { name: 'How it works' })).toBeTruthy();
    expect(howTo.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: 'Hide tutorial' }));
    expect(screen.queryByRole('region', { name: 'How it works' })).toBeNull();
    cleanup();

    await show();
    expect(screen.queryByRole('region', { name: 'How it works' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'How to trade' }));
    expect(screen.getByRole('region', { name: 'How it works' })).toBeTruthy();
  });

  it('warns when the terminal reports blocked storage, and ignores the same message from elsewhere', async () => {
    await show();
    post('terminal:storage-blocked', window);
    expect(screen.queryByText(/blocks third-party cookies/)).toBeNull();
    post('terminal:storage-blocked');
    expect(screen.getByRole('alert').textContent).toMatch(/blocks third-party cookies/);
  });

  it('reopens an ended session once with a fresh token, then leaves it to the member', async () => {
    await show();
    post('terminal:session-ended');
    await waitFor(() => expect(embedOf(frame())).toBe('token-2'));
    expect(screen.queryByText(/session has ended/)).toBeNull();

    post('terminal:session-ended');
    await screen.findByText(/session has ended/);
    expect(embedOf(frame())).toBe('token-2');
    const notice = screen.getByText(/session has ended/).closest('[role="alert"]') as HTMLElement;
    await act(
      async () => void fireEvent.click(within(notice).getByRole('button', { name: 'Reload terminal' })),
    );
    await waitFor(() => expect(embedOf(frame())).toBe('token-3'));
    expect(screen.queryByText(/session has ended/)).toBeNull();
    expect(getTradeTournament).toHaveBeenCalledTimes(3);
  });

  it('shows the ended notice instead of a frame when the account has ended', async () => {
    tokens = [];
    await show();
    expect(screen.queryByTitle('Trading terminal')).toBeNull();
    expect(screen.getByText(/This account has ended/)).toBeTruthy();
  });

  it('replaces the frame with a notice offline, and opens it with a fresh token when back online', async () => {
    await show();
    act(() => setOnline(false));
    expect(screen.queryByTitle('Trading terminal')).toBeNull();
    expect(offlineNotice()).toBeTruthy();
    expect(screen.getByRole('button', { name: t('network.tryAgain') })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Reload terminal' })).toBeNull();
    await act(async () => setOnline(true));
    await waitFor(() => expect(embedOf(frame())).toBe('token-2'));
    expect(offlineNotice()).toBeNull();
  });

  it('opens no frame when loaded offline, and opens it once back online', async () => {
    vi.mocked(getTradeTournament).mockRejectedValueOnce(networkError());
    setOnline(false);
    await show();
    expect(screen.queryByTitle('Trading terminal')).toBeNull();
    expect(offlineNotice()).toBeTruthy();
    await act(async () => setOnline(true));
    await waitFor(() => expect(embedOf(frame())).toBe('token-1'));
  });

  it('shows the offline notice when the token cannot be fetched for want of a network, and tries again', async () => {
    vi.mocked(getTradeTournament).mockRejectedValueOnce(networkError());
    await show();
    expect(screen.queryByTitle('Trading terminal')).toBeNull();
    expect(offlineNotice()).toBeTruthy();
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: t('network.tryAgain') })));
    await waitFor(() => expect(embedOf(frame())).toBe('token-1'));
    expect(getTradeTournament).toHaveBeenCalledTimes(2);
  });

  it('keeps other failures as errors with their own message', async () => {
    vi.mocked(getTradeTournament).mockRejectedValueOnce(new HttpError(404, 'Not Found', 'No such account'));
    await show();
    expect(offlineNotice()).toBeNull();
    expect(screen.getByText('No such account')).toBeTruthy();
  });
});
