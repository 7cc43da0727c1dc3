import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/contract/http-error.ts';
import type { AffiliateRow } from '@/contract/leaderboards.ts';
import { getAffiliateLeaderboard } from '@/features/leaderboards/api/get-affiliate-leaderboard.ts';
import {
  getLeaderboardTournaments,
  getPastLeaderboardTournaments,
} from '@/features/leaderboards/api/get-leaderboard-tournaments.ts';
import { AffiliateBoard } from '@/features/leaderboards/components/affiliate-board.tsx';
import { LeaderboardList } from '@/features/leaderboards/components/leaderboard-list.tsx';
import { ALL_DATES } from '@/features/leaderboards/date-filter.ts';
import { listFilters } from '@/features/leaderboards/store.ts';
import { db } from '@/lib/db.ts';
import { listEntry, row } from './fixtures.ts';

vi.mock('@/features/leaderboards/api/get-leaderboard-tournaments.ts', () => ({
  getLeaderboardTournaments: vi.fn(),
  getPastLeaderboardTournaments: vi.fn(),
}));
vi.mock('@/features/leaderboards/api/get-affiliate-leaderboard.ts', () => ({
  getAffiliateLeaderboard: vi.fn(),
}));

const thisMonth = new Date();
const startedThisMonth = new Date(thisMonth.getFullYear(), thisMonth.getMonth(), 1, 12).toISOString();

beforeEach(async () => {
  await db.resources.clear();
  listFilters.country = '';
  listFilters.dates = { ...ALL_DATES };
  vi.mocked(getPastLeaderboardTournaments).mockResolvedValue([]);
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('LeaderboardList', () => {
  it('shows each live board with its top three, the member’s place and a link to the board', async () => {
    vi.mocked(getLeaderboardTournaments).mockResolvedValue([
      listEntry({ me: row(12, { userId: 'me' }), startDate: startedThisMonth }),
    ]);
    await act(async () => void render(<LeaderboardList ownerId="me" />));
    const card = (await screen.findByRole('heading', { name: 'Spring Cup' })).closest('article')!;
    expect(within(card).getByText('Live')).toBeTruthy();
    expect(within(card).getByText('$1,500.00')).toBeTruthy();
    expect(within(card).getAllByRole('listitem')).toHaveLength(3);
    expect(within(card).getByText('You: #12')).toBeTruthy();
    expect(
      within(card)
        .getByRole('link', { name: /View leaderboard/ })
        .getAttribute('href'),
    ).toBe('/leader-board/t1');
    fireEvent.click(screen.getByRole('tab', { name: /Past/ }));
    await screen.findByText('No past leaderboards yet.');
  });

  it('asks the platform for one country’s boards when a country is chosen', async () => {
    vi.mocked(getLeaderboardTournaments).mockResolvedValue([listEntry()]);
    await act(async () => void render(<LeaderboardList ownerId="me" />));
    const country = screen.getByLabelText('Country');
    await waitFor(() => expect(within(country).getByRole('option', { name: /Malaysia/ })).toBeTruthy());
    await act(async () => void fireEvent.change(country, { target: { value: 'MY' } }));
    await waitFor(() => expect(getLeaderboardTournaments).toHaveBeenLastCalledWith('MY'));
    expect(getPastLeaderboardTournaments).toHaveBeenLastCalledWith('MY');
  });

  it('filters by date and offers to clear filters when nothing is left', async () => {
    vi.mocked(getLeaderboardTournaments).mockResolvedValue([
      listEntry({ id: 'old', title: 'Old Cup', startDate: '2020-03-01T10:00:00.000Z' }),
      listEntry({ id: 'new', title: 'New Cup', startDate: startedThisMonth }),
    ]);
    await act(async () => void render(<LeaderboardList ownerId="me" />));
    await screen.findByText('Old Cup');
    fireEvent.click(screen.getByLabelText('This month'));
    await waitFor(() => expect(screen.queryByText('Old Cup')).toBeNull());
    expect(screen.getByText('New Cup')).toBeTruthy();
    fireEvent.click(screen.getByLabelText('Custom'));
    await screen.findByLabelText('From');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2019-01-01' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2019-12-31' } });
    await screen.findByText('No leaderboards match these filters.');
    fireEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
    await screen.findByText('Old Cup');
  });

  it('renders the cached list when offline', async () => {
    await db.resources.put({
      key: 'leaderboards:live:all',
      ownerId: 'me',
      updatedAt: Date.now() - 120_000,
      data: [listEntry({ title: 'Cached Cup' })],
    });
    vi.mocked(getLeaderboardTournaments).mockRejectedValue(
      new HttpError(0, 'NetworkError', 'No connection.'),
    );
    await act(async () => void render(<LeaderboardList ownerId="me" />));
    await screen.findByText('Cached Cup');
    await screen.findByText('Offline: showing saved data');
  });
});

const affiliate = (rank: number, fields: Partial<AffiliateRow> = {}): AffiliateRow => ({
  rank,
  userId: `u${rank}`,
  username: `friend${rank}`,
  country: 'MY',
  totalReferrals: 200 - rank,
  totalEnrolled: 50,
  joinedAt: '2026-01-15T10:00:00.000Z',
  ...fields,
});

describe('AffiliateBoard', () => {
  it('marks the member in the list', async () => {
    vi.mocked(getAffiliateLeaderboard).mockResolvedValue({
      rows: [affiliate(1), affiliate(2)],
      me: affiliate(2),
    });
    await act(async () => void render(<AffiliateBoard memberId="u2" />));
    const mine = (await screen.findByText('friend2')).closest('tr')!;
    expect(within(mine).getByText('You')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'Total enrolled entries' })).toBeTruthy();
    expect(screen.getAllByRole('rowgroup')).toHaveLength(2);
  });

  it('pins the member’s row below the top 100 when it is not in it', async () => {
    vi.mocked(getAffiliateLeaderboard).mockResolvedValue({
      rows: [affiliate(1)],
      me: affiliate(250, { userId: 'me', username: 'myself' }),
    });
    await act(async () => void render(<AffiliateBoard memberId="me" />));
    const pinned = (await screen.findByText('myself')).closest('tfoot')!;
    expect(within(pinned).getByText('#250')).toBeTruthy();
  });

  it('shows the empty state', async () => {
    vi.mocked(getAffiliateLeaderboard).mockResolvedValue({ rows: [], me: null });
    await act(async () => void render(<AffiliateBoard memberId="me" />));
    await screen.findByText('No referrals yet.');
  });
});
