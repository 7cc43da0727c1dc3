import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '@/terminal/api.ts';
import { AccountStrip } from '@/terminal/components/account-strip.tsx';
import { PositionsTable } from '@/terminal/components/positions-table.tsx';
import { applyState, store } from '@/terminal/store.ts';
import { fakeFetch, position, terminalState } from './fixtures.ts';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  store.notices = [];
});

const valueOf = (label: string) => screen.getByText(label).nextElementSibling?.textContent;

describe('AccountStrip', () => {
  it('shows money, P&L from equity and the rank', () => {
    applyState(terminalState(), Date.now());
    render(<AccountStrip />);
    expect(valueOf('Equity')).toBe('$10,005.00');
    expect(valueOf('P&L')).toBe('+$5.00');
    expect(valueOf('Rank')).toBe('#12 of 340');
  });

  it('says Practice instead of a rank for a practice account', () => {
    const state = terminalState();
    applyState({ ...state, account: { ...state.account, mode: 'practice', rank: null } }, Date.now());
    render(<AccountStrip />);
    expect(valueOf('Rank')).toBe('Practice');
  });
});

describe('PositionsTable', () => {
  it('closes a position from its own labelled button', async () => {
    setToken('terminal-session-token');
    const trade = { ...position, closePrice: 1.1005, closedAt: '2026-03-01T10:05:00.000Z', reason: 'manual' };
    const { fetch, calls } = fakeFetch({ status: 200, body: trade });
    vi.stubGlobal('fetch', fetch);
    applyState(terminalState({ positions: [position] }), Date.now());
    render(<PositionsTable />);
    const row = screen.getByRole('row', { name: /EURUSD/ });
    expect(within(row).getByText('+$5.00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close EURUSD position' }));
    await vi.waitFor(() => expect(store.positions).toHaveLength(0));
    expect(calls[0]?.url).toContain(`/api/v1/terminal/positions/${position.id}/close`);
    expect(calls[0]?.init.body).toBe('{}');
    expect(screen.getByText('No open positions. Place an order with Buy or Sell.')).toBeTruthy();
  });
});
