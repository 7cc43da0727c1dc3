import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TournamentHandlers } from '@/lib/socket.ts';
import { HttpError } from '@/contract/http-error.ts';
import type { Tournament } from '@/contract/tournament.ts';
import { getBoardTournament } from '@/features/leaderboards/api/get-board-tournament.ts';
import { getLeaderboard } from '@/features/leaderboards/api/get-leaderboard.ts';
import { BoardDetailView } from '@/features/leaderboards/components/board-detail.tsx';
import { db } from '@/lib/db.ts';
import { writeBoard } from '@/lib/leaderboard-cache.ts';
import { subscribeTournament } from '@/lib/socket.ts';
import { row, rows, snapshot } from './fixtures.ts';

vi.mock('@/features/leaderboards/api/get-leaderboard.ts', () => ({ getLeaderboard: vi.fn() }));
vi.mock('@/features/leaderboards/api/get-board-tournament.ts', () => ({ getBoardTournament: vi.fn() }));
// The real cache, with a handle to skip its writes where a test is about something else.
vi.mock('@/lib/leaderboard-cache.ts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/leaderboard-cache.ts')>();
  return { ...actual, writeBoard: vi.fn(actual.writeBoard) };
});
vi.mock('@/lib/socket.ts', async () => {
  const { proxy } = await import('valtio');
  return { subscribeTournament: vi.fn(() => () => undefined), socketState: proxy({ status: 'connected' }) };
});

const tournament = { id: 't1', title: 'Spring Cup', type: 'mini_tournament', status: 'live' } as Tournament;

/** The handlers the board gave the socket, to play the platform's events into it. */
const socket = (): TournamentHandlers => {
  const call = vi.mocked(subscribeTournament).mock.calls.at(-1);
  if (!call) throw new Error('not subscribed');
  return call[1];
};

const renderBoard = () => act(async () => void render(<BoardDetailView memberId="u5" id="t1" />));
const table = () => screen.getByRole('table', { name: 'Players' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

beforeEach(async () => {
  await Promise.all([db.resources.clear(), db.leaderboardRows.clear(), db.leaderboardMeta.clear()]);
  vi.mocked(getBoardTournament).mockResolvedValue(tournament);
});
afterEach(async () => {
  cleanup();
  // A board saves itself as it unmounts: let that finish, or it lands after the next test has cleared the cache.
  await new Promise((resolve) => setTimeout(resolve, 0));
  await Promise.allSettled(vi.mocked(writeBoard).mock.results.map((result) => result.value));
  vi.clearAllMocks();
});

describe('BoardDetailView', () => {
  it('fetches the board when nothing is cached and subscribes for its snapshot and updates', async () => {
    vi.mocked(getLeaderboard).mockResolvedValue(snapshot({ rows: rows(6) }));
    await renderBoard();
    await screen.findByRole('heading', { level: 1, name: 'Spring Cup' });
    await waitFor(() => expect(bodyRows()).toHaveLength(6));
    expect(subscribeTournament).toHaveBeenCalledWith('t1', expect.any(Object), { snapshot: true });
    expect(screen.getByText('Players: 6')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Top three' })).getAllByRole('listitem')).toHaveLength(
      3,
    );
    const mine = bodyRows()[4]!;
    expect(within(mine).getByText('You')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'My rank' })).getByText('trader5')).toBeTruthy();
  });

  it('renders the cached board at once without asking the platform', async () => {
    await writeBoard(
      't1',
      { put: rows(4), remove: [], isFullReplace: true },
      { seq: 3, status: 'final', updatedAt: 1 },
    );
    await renderBoard();
    await waitFor(() => expect(bodyRows()).toHaveLength(4));
    expect(getLeaderboard).not.toHaveBeenCalled();
    expect(screen.getByText('Final')).toBeTruthy();
  });

  it('re-sorts on live updates, replaces the board on a snapshot and shows a closing', async () => {
    vi.mocked(getLeaderboard).mockRejectedValue(new HttpError(0, 'NetworkError', 'No connection.'));
    await renderBoard();
    await act(async () => socket().leaderboard?.(snapshot({ seq: 1, rows: rows(5) })));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    await act(async () => {
      socket().leaderboardUpdate?.({
        tournamentId: 't1',
        seq: 2,
        at: 2,
        rows: [row(5, { rank: 1 })],
        removed: [],
      });
      socket().leaderboardUpdate?.({ tournamentId: 't1', seq: 3, at: 3, rows: [], removed: ['a2'] });
    });
    await waitFor(() =>
      expect(bodyRows().map((entry) => entry.getAttribute('data-account-id'))).toEqual([
        'a5',
        'a1',
        'a3',
        'a4',
      ]),
    );
    expect(within(bodyRows()[0]!).getByText('1st place')).toBeTruthy();
    expect(within(bodyRows()[3]!).getByText('#4')).toBeTruthy();
    await act(async () =>
      socket().tournamentClose?.({ tournamentId: 't1', seq: 4, closedAt: '2026-05-20T10:00:00Z' }),
    );
    expect(screen.getByText('Being calculated')).toBeTruthy();
  });

  it('filters by country and marks players without a closed trade', async () => {
    vi.mocked(getLeaderboard).mockResolvedValue(
      snapshot({
        rows: [row(1, { country: 'AE' }), row(2, { isPrizeEligible: false }), row(3, { country: 'AE' })],
      }),
    );
    await renderBoard();
    await waitFor(() => expect(bodyRows()).toHaveLength(3));
    expect(within(bodyRows()[1]!).getByText('No closed trade yet: not eligible for prizes')).toBeTruthy();
    const country = screen.getByLabelText('Country');
    await waitFor(() => expect(within(country).getAllByRole('option').length).toBe(3));
    fireEvent.change(country, { target: { value: 'AE' } });
    expect(bodyRows().map((entry) => entry.getAttribute('data-account-id'))).toEqual(['a1', 'a3']);
  });

  it('draws only the rows in view of a 10,000-player board', async () => {
    // Storing 10,000 rows in the in-memory test database would only slow this test down.
    vi.mocked(writeBoard).mockImplementation(() => Promise.resolve());
    vi.mocked(getLeaderboard).mockResolvedValue(snapshot({ rows: rows(10_000) }));
    try {
      await renderBoard();
      await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
      expect(bodyRows().length).toBeLessThan(100);
      expect(table().getAttribute('aria-rowcount')).toBe('10001');
      await waitFor(() => expect(writeBoard).toHaveBeenCalled());
      const [, write] = vi.mocked(writeBoard).mock.calls[0]!;
      expect(write.put).toHaveLength(10_000);
    } finally {
      vi.mocked(writeBoard).mockReset();
    }
  });

  it('"Show me" widens the filter to the member’s row, scrolls the page to it and focuses it', async () => {
    // happy-dom has no layout: give the page a height and let scrollTo move it and say so.
    Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 100_000 });
    const scrollTo = vi.spyOn(window, 'scrollTo').mockImplementation((options) => {
      const top = (options as ScrollToOptions).top ?? 0;
      Object.defineProperty(window, 'scrollY', { configurable: true, value: top });
      window.dispatchEvent(new Event('scroll'));
    });
    const board = rows(300).map((entry) =>
      entry.rank === 250
        ? { ...entry, userId: 'u5', country: 'AE' }
        : { ...entry, userId: `other${entry.rank}` },
    );
    vi.mocked(getLeaderboard).mockResolvedValue(snapshot({ rows: board }));
    await renderBoard();
    await waitFor(() => expect(bodyRows().length).toBeGreaterThan(0));
    expect(document.querySelector('[data-account-id="a250"]')).toBeNull();
    const country = screen.getByLabelText('Country');
    await waitFor(() => expect(within(country).getAllByRole('option').length).toBe(3));
    fireEvent.change(country, { target: { value: 'MY' } });
    fireEvent.click(screen.getByRole('button', { name: 'Show me' }));
    await waitFor(() => expect(document.activeElement?.getAttribute('data-account-id')).toBe('a250'));
    expect((country as HTMLSelectElement).value).toBe('');
    // Row 250 of 56 px, centred in the 768 px window.
    const top = (scrollTo.mock.calls.at(-1)?.[0] as ScrollToOptions).top ?? 0;
    expect(Math.abs(top - (249 * 56 + 28 - 384))).toBeLessThan(100);
    scrollTo.mockRestore();
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
    Reflect.deleteProperty(document.documentElement, 'scrollHeight');
  });

  it('says so when the board does not exist', async () => {
    vi.mocked(getLeaderboard).mockRejectedValue(new HttpError(404, 'Not Found', 'Tournament not found'));
    await renderBoard();
    await screen.findByText('This leaderboard does not exist.');
  });
});
