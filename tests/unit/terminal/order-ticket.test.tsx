import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TRADING_MESSAGES } from '@/contract/trading.ts';
import { setToken } from '@/terminal/api.ts';
import { OrderTicket } from '@/terminal/components/order-ticket.tsx';
import { t } from '@/terminal/i18n.ts';
import { applyState, store, type Connection } from '@/terminal/store.ts';
import { EURUSD, fakeFetch, position, terminalState } from './fixtures.ts';

function renderTicket(isTradingOpen = true, connection: Connection = 'live') {
  applyState(terminalState({ isTradingOpen }), Date.now());
  store.connection = connection;
  render(<OrderTicket instrument={EURUSD} />);
}

beforeEach(() => setToken('terminal-session-token'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  store.positions = [];
  store.notices = [];
});

describe('OrderTicket', () => {
  it('names its buttons Buy and Sell, with the prices beside the names', () => {
    renderTicket();
    const buy = screen.getByRole('button', { name: 'Buy' });
    expect(buy.textContent).toContain('1.10012');
    expect(screen.getByRole('button', { name: 'Sell' }).textContent).toContain('1.10000');
    expect(screen.getByRole('textbox', { name: 'Stop loss' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Take profit' })).toBeTruthy();
  });

  it('refuses a stop loss above the price of a buy without asking the server', () => {
    const { fetch, calls } = fakeFetch();
    vi.stubGlobal('fetch', fetch);
    renderTicket();
    fireEvent.change(screen.getByRole('textbox', { name: 'Stop loss' }), { target: { value: '1.2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    expect(screen.getByRole('alert').textContent).toBe(TRADING_MESSAGES.badStopLoss);
    expect(calls).toHaveLength(0);
  });

  it('sends one market order with a bearer token and an idempotency key', async () => {
    const { fetch, calls } = fakeFetch({ status: 200, body: position });
    vi.stubGlobal('fetch', fetch);
    renderTicket();
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Size (lots)' }), { target: { value: '0.1' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Take profit' }), { target: { value: '1.2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Buy' }));
    await vi.waitFor(() =>
      expect(store.notices.map((notice) => notice.text)).toEqual(['Bought 0.10 lots of EURUSD at 1.10000.']),
    );
    expect(calls).toHaveLength(1);
    const [call] = calls;
    const headers = call?.init.headers as Record<string, string>;
    expect(call?.url).toMatch(/\/api\/v1\/terminal\/orders$/);
    expect(headers.Authorization).toBe('Bearer terminal-session-token');
    expect(headers['Idempotency-Key']).toMatch(/^[A-Za-z0-9_.:-]{8,128}$/);
    expect(JSON.parse(String(call?.init.body))).toEqual({
      symbol: 'EURUSD',
      side: 'buy',
      volume: 0.1,
      takeProfit: 1.2,
    });
    expect(store.positions.map((open) => open.id)).toEqual([position.id]);
  });

  it("shows the server's refusal as it wrote it", async () => {
    const { fetch } = fakeFetch({ status: 422, body: { message: TRADING_MESSAGES.notEnoughMargin } });
    vi.stubGlobal('fetch', fetch);
    renderTicket();
    fireEvent.click(screen.getByRole('button', { name: 'Sell' }));
    await vi.waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(TRADING_MESSAGES.notEnoughMargin),
    );
  });

  it('is disabled with the closed-market notice when trading is closed', () => {
    renderTicket(false);
    expect(screen.getByText(TRADING_MESSAGES.marketClosed)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Buy' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Sell' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('waits for the live connection before it takes an order, and says so', async () => {
    renderTicket(true, 'reconnecting');
    expect(screen.getByRole('status').textContent).toBe(t('terminal.ticket.needsConnection'));
    expect((screen.getByRole('button', { name: 'Buy' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Sell' }) as HTMLButtonElement).disabled).toBe(true);
    // The order can still be prepared meanwhile.
    expect((screen.getByRole('textbox', { name: 'Stop loss' }) as HTMLInputElement).disabled).toBe(false);
    // valtio tells React on the next tick.
    await act(async () => {
      store.connection = 'live';
    });
    expect(screen.queryByRole('status')).toBeNull();
    expect((screen.getByRole('button', { name: 'Buy' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('steps the size within the instrument limits', () => {
    renderTicket();
    const size = screen.getByRole('spinbutton', { name: 'Size (lots)' }) as HTMLInputElement;
    expect(size.value).toBe('0.01');
    fireEvent.click(screen.getByRole('button', { name: 'Decrease size' }));
    expect(size.value).toBe('0.01');
    fireEvent.click(screen.getByRole('button', { name: 'Increase size' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase size' }));
    expect(size.value).toBe('0.03');
  });
});
