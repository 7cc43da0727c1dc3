import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/contract/http-error.ts';
import type { MyTournament, Tournament, TournamentDetail } from '@/contract/tournament.ts';
import { getActiveTournaments } from '@/features/tournaments/api/get-active-tournaments.ts';
import { getMyTournaments } from '@/features/tournaments/api/get-my-tournaments.ts';
import { getTournamentClosed } from '@/features/tournaments/api/get-tournament-closed.ts';
import { getTournament } from '@/features/tournaments/api/get-tournament.ts';
import { TournamentDetailView } from '@/features/tournaments/components/tournament-detail.tsx';
import { TournamentList } from '@/features/tournaments/components/tournament-list.tsx';
import { applyPoolPrice, liveTournaments } from '@/features/tournaments/store.ts';
import { db } from '@/lib/db.ts';
import { subscribeTournament } from '@/lib/socket.ts';

vi.mock('@/features/tournaments/api/get-active-tournaments.ts', () => ({ getActiveTournaments: vi.fn() }));
vi.mock('@/features/tournaments/api/get-tournament.ts', () => ({ getTournament: vi.fn() }));
vi.mock('@/features/tournaments/api/get-tournament-closed.ts', () => ({ getTournamentClosed: vi.fn() }));
vi.mock('@/features/tournaments/api/get-my-tournaments.ts', () => ({ getMyTournaments: vi.fn() }));
vi.mock('@/lib/socket.ts', () => ({ subscribeTournament: vi.fn(() => () => undefined) }));

const HOUR = 3_600_000;
const at = (hours: number) => new Date(Date.now() + hours * HOUR).toISOString();

const tournament = (fields: Partial<Tournament> = {}): TournamentDetail => ({
  id: 't1',
  title: 'Spring Cup',
  description: 'Trade gold and indices for a week.',
  type: 'mini_tournament',
  status: 'registration',
  registrationStartDate: at(-24),
  registrationEndDate: at(20),
  startDate: at(30),
  endDate: at(200),
  price: 25,
  poolPrice: 1000,
  isDynamicPoolPrice: true,
  dynamicPoolPrice: 50,
  poolPriceSettings: { poolPrice: 0 },
  effectivePoolPrice: 1000,
  currency: 'USD',
  players: 12,
  capacity: 100,
  instruments: ['EURUSD', 'XAUUSD'],
  rewards: [
    { fromRank: 1, toRank: 1, share: 50 },
    { fromRank: 2, toRank: 5, share: 10 },
  ],
  terms: 'Be fair.',
  startingBalance: 10_000,
  isEnrolled: false,
  ...fields,
});

beforeEach(async () => {
  await db.resources.clear();
  liveTournaments.pools = {};
  vi.mocked(getTournamentClosed).mockResolvedValue({ isClosed: false, status: 'registration' });
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('TournamentList', () => {
  it('renders from the cache at once and says so when the platform cannot be reached', async () => {
    await db.resources.put({
      key: 'tournaments:active:mini_tournament',
      ownerId: 'u1',
      updatedAt: new Date(2026, 4, 10, 9, 30).getTime(),
      data: [tournament()],
    });
    vi.mocked(getActiveTournaments).mockRejectedValue(new HttpError(0, 'NetworkError', 'No connection.'));
    await act(async () => void render(<TournamentList ownerId="u1" type="mini_tournament" />));
    await screen.findByRole('link', { name: 'Spring Cup' });
    expect(screen.getByText('$1,000.00')).toBeTruthy();
    expect(screen.getByText('12 / 100')).toBeTruthy();
    expect(screen.getByText(/^Updated \W*10\/05\/2026 09:30\W*$/)).toBeTruthy();
    await screen.findByText('Offline: showing saved data');
    expect(getActiveTournaments).toHaveBeenCalledWith('mini_tournament');
  });

  it('ignores another member’s cached list and shows the empty state', async () => {
    await db.resources.put({
      key: 'tournaments:active:all',
      ownerId: 'u2',
      updatedAt: 1,
      data: [tournament()],
    });
    vi.mocked(getActiveTournaments).mockResolvedValue([]);
    // Every state the list passes through: a finished load must never read as a failure on the way.
    const shown: string[] = [];
    const observer = new MutationObserver(() => shown.push(document.body.textContent ?? ''));
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    await act(async () => void render(<TournamentList ownerId="u1" />));
    await screen.findByText('No tournaments to show right now.');
    observer.disconnect();
    expect(screen.queryByText('Spring Cup')).toBeNull();
    expect(shown.filter((text) => text.includes('Could not load this'))).toEqual([]);
  });
});

describe('TournamentDetailView', () => {
  const renderDetail = () =>
    act(
      async () =>
        void render(<TournamentDetailView ownerId="u1" id="t1" renderEntry={() => <p>payment form</p>} />),
    );

  it('shows the tournament with its rewards and the payment form while registration is open', async () => {
    vi.mocked(getTournament).mockResolvedValue(tournament());
    await renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Spring Cup' });
    expect(screen.getByText('payment form')).toBeTruthy();
    expect(screen.getByText('2 – 5')).toBeTruthy();
    expect(screen.getByText('$100.00')).toBeTruthy();
    expect(screen.getByText('XAUUSD')).toBeTruthy();
    expect(subscribeTournament).toHaveBeenCalledWith('t1', expect.any(Object));
  });

  it('follows the pool price from the socket', async () => {
    vi.mocked(getTournament).mockResolvedValue(tournament());
    await renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Spring Cup' });
    expect(screen.getByTestId('prize-pool').textContent).toBe('$1,000.00');
    await act(async () => applyPoolPrice('t1', 1012.5, 3, Date.now() + 1_000));
    expect(screen.getByTestId('prize-pool').textContent).toBe('$1,012.50');
  });

  it('offers Trade now instead of payment to an enrolled member', async () => {
    vi.mocked(getTournament).mockResolvedValue(tournament({ isEnrolled: true }));
    vi.mocked(getMyTournaments).mockResolvedValue([
      {
        tournament: tournament(),
        account: { accountId: 'a1', tournamentId: 't1', mode: 'live', status: 'ready', profileName: 'Wolf' },
      } as unknown as MyTournament,
    ]);
    await renderDetail();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Trade now' }).getAttribute('href')).toBe('/trade/t1/a1'),
    );
    expect(screen.queryByText('payment form')).toBeNull();
  });

  it('shows the closed-tournament notice once it is closed', async () => {
    vi.mocked(getTournament).mockResolvedValue(
      tournament({
        status: 'calculating',
        startDate: at(-100),
        endDate: at(-1),
        registrationEndDate: at(-50),
      }),
    );
    vi.mocked(getTournamentClosed).mockResolvedValue({ isClosed: true, status: 'calculating' });
    await renderDetail();
    await screen.findByText('This tournament is closed.');
    expect(screen.getAllByText('Closed: leaderboard being calculated').length).toBeGreaterThan(0);
    expect(screen.queryByText('payment form')).toBeNull();
  });

  it('says registration is over when it is', async () => {
    vi.mocked(getTournament).mockResolvedValue(
      tournament({ status: 'live', startDate: at(-5), registrationEndDate: at(-1) }),
    );
    await renderDetail();
    await screen.findByText('Registration for this tournament is closed');
  });
});
