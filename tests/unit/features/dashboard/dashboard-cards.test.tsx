import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { Router } from 'wouter';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AffiliateSummary, PnlSummary } from '@/contract/affiliates.ts';
import { HttpError } from '@/contract/http-error.ts';
import { getAffiliateSummary } from '@/features/dashboard/api/get-affiliate-summary.ts';
import { getPnlSummary } from '@/features/dashboard/api/get-pnl-summary.ts';
import { AffiliatesCard } from '@/features/dashboard/components/affiliates-card.tsx';
import { PnlSummaryCard } from '@/features/dashboard/components/pnl-summary-card.tsx';
import { db } from '@/lib/db.ts';

vi.mock('@/features/dashboard/api/get-pnl-summary.ts', () => ({ getPnlSummary: vi.fn() }));
vi.mock('@/features/dashboard/api/get-affiliate-summary.ts', () => ({ getAffiliateSummary: vi.fn() }));

const pnl: PnlSummary = {
  totalProfit: -125.5,
  openProfit: 40,
  tradeCount: 17,
  tournaments: 2,
  profitCredit: 300,
  bestRank: 4,
};
const affiliates: AffiliateSummary = {
  affiliateCode: 'WOLF42',
  totalReferrals: 7,
  totalEnrolled: 12,
  recent: [
    { id: 'r1', email: 'j***@example.com', joinedAt: '2026-05-09T10:00:00.000Z', totalEnrolled: 3 },
    { id: 'r2', email: 'a***@example.org', joinedAt: '2026-05-01T10:00:00.000Z', totalEnrolled: 0 },
  ],
};
const card = (name: string) => screen.getByRole('heading', { name }).closest('section') as HTMLElement;
const show = () =>
  act(
    async () =>
      void render(
        <Router>
          <PnlSummaryCard ownerId="u1" />
          <AffiliatesCard ownerId="u1" />
        </Router>,
      ),
  );

beforeEach(() => db.resources.clear());
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('dashboard cards', () => {
  it('show the P&L summary with losses and gains told apart', async () => {
    vi.mocked(getPnlSummary).mockResolvedValue(pnl);
    vi.mocked(getAffiliateSummary).mockResolvedValue(affiliates);
    await show();
    const summary = within(card('P&L summary'));
    expect((await summary.findByText('-$125.50')).className).toContain('text-loss');
    expect(summary.getByText('+$40.00').className).toContain('text-profit');
    expect(summary.getByText('17')).toBeTruthy();
    expect(summary.getByText('$300.00')).toBeTruthy();
    expect(summary.getByText('Rank #4')).toBeTruthy();
  });

  it('list the latest referrals with their joined date and entries, and link the affiliate board', async () => {
    vi.mocked(getPnlSummary).mockResolvedValue(pnl);
    vi.mocked(getAffiliateSummary).mockResolvedValue(affiliates);
    await show();
    await screen.findByText('j***@example.com');
    const box = within(card('Affiliates'));
    expect(box.getByText('7')).toBeTruthy();
    expect(box.getByText('12')).toBeTruthy();
    const rows = box.getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/j\*\*\*@example\.com.*Joined \W*09\/05\/2026\W*3 enrolled/),
      expect.stringMatching(/a\*\*\*@example\.org.*01\/05\/2026\W*0 enrolled/),
    ]);
    expect(box.getByRole('link', { name: 'Affiliate Leader Board' }).getAttribute('href')).toBe(
      '/affiliate-leader-board',
    );
  });

  it('say when nobody has joined yet', async () => {
    vi.mocked(getPnlSummary).mockResolvedValue(pnl);
    vi.mocked(getAffiliateSummary).mockResolvedValue({
      ...affiliates,
      totalReferrals: 0,
      totalEnrolled: 0,
      recent: [],
    });
    await show();
    expect(await screen.findByText('No referrals yet — share your link')).toBeTruthy();
  });

  it('fail one at a time: a failed card offers Retry while the other still shows', async () => {
    vi.mocked(getPnlSummary).mockRejectedValueOnce(new HttpError(500, 'Internal Server Error', 'Boom'));
    vi.mocked(getAffiliateSummary).mockResolvedValue(affiliates);
    await show();
    await screen.findByText('j***@example.com');
    const summary = within(card('P&L summary'));
    expect(summary.getByRole('alert').textContent).toContain('Boom');
    vi.mocked(getPnlSummary).mockResolvedValue(pnl);
    await act(async () => void fireEvent.click(summary.getByRole('button', { name: 'Retry' })));
    expect(await summary.findByText('-$125.50')).toBeTruthy();
    expect(getPnlSummary).toHaveBeenCalledTimes(2);
  });

  it('render the saved copy offline and say it is one', async () => {
    await db.resources.put({ key: 'dashboard:pnl', ownerId: 'u1', updatedAt: 1, data: pnl });
    vi.mocked(getPnlSummary).mockRejectedValue(new HttpError(0, 'NetworkError', 'No connection.'));
    vi.mocked(getAffiliateSummary).mockRejectedValue(new HttpError(0, 'NetworkError', 'No connection.'));
    await show();
    const summary = within(card('P&L summary'));
    expect(await summary.findByText('-$125.50')).toBeTruthy();
    expect(summary.getByText('Offline: showing saved data')).toBeTruthy();
    expect(within(card('Affiliates')).getByRole('alert').textContent).toMatch(/offline and nothing is saved/);
  });
});
