import { beforeEach, describe, expect, it } from 'vitest';
import type { MyTournament } from '@/contract/tournament.ts';
import { rowAction } from '@/features/tournaments/my-tournament-action.ts';
import { rankRange, rewardLines } from '@/features/tournaments/rewards.ts';
import { applyPoolPrice, liveTournaments, pickPool } from '@/features/tournaments/store.ts';

describe('rewardLines', () => {
  it('lists rank ranges in order with each rank’s USD amount, floored to the cent', () => {
    const lines = rewardLines(
      [
        { fromRank: 4, toRank: 10, share: 2.5 },
        { fromRank: 1, toRank: 1, share: 33.333 },
      ],
      1000.01,
    );
    expect(lines).toEqual([
      { fromRank: 1, toRank: 1, share: 33.333, amount: 333.33 },
      { fromRank: 4, toRank: 10, share: 2.5, amount: 25 },
    ]);
  });

  it('writes a single rank or a range', () => {
    expect(rankRange({ fromRank: 1, toRank: 1 })).toBe('1');
    expect(rankRange({ fromRank: 2, toRank: 5 })).toBe('2 – 5');
  });
});

describe('live pool price', () => {
  beforeEach(() => {
    liveTournaments.pools = {};
  });

  it('keeps the newest event and drops a late one', () => {
    applyPoolPrice('t1', 1200, 5, 1_000);
    applyPoolPrice('t1', 1100, 4, 2_000);
    expect(liveTournaments.pools.t1).toEqual({ poolPrice: 1200, seq: 5, receivedAt: 1_000 });
    applyPoolPrice('t1', 1300, 7, 3_000);
    expect(liveTournaments.pools.t1?.poolPrice).toBe(1300);
  });

  it('shows the live pool only when it is newer than the fetched data', () => {
    const live = { poolPrice: 1300, seq: 7, receivedAt: 3_000 };
    expect(pickPool(live, 1000, 2_000)).toBe(1300);
    expect(pickPool(live, 1000, 4_000)).toBe(1000);
    expect(pickPool(undefined, 1000, 4_000)).toBe(1000);
  });
});

describe('My tournaments row action', () => {
  const HOUR = 3_600_000;
  const NOW = Date.UTC(2026, 4, 10, 12);
  const at = (hours: number) => new Date(NOW + hours * HOUR).toISOString();
  /** A tournament that started `startHours` from now and ends `endHours` from now. */
  const entry = (
    mode: 'live' | 'practice',
    status: 'creating' | 'ready' | 'ended',
    startHours = -1,
    endHours = 24,
  ) =>
    ({
      account: { mode, status },
      tournament: {
        status: endHours <= 0 ? 'final' : startHours <= 0 ? 'live' : 'registration',
        registrationStartDate: at(startHours - 48),
        registrationEndDate: at(Math.min(endHours, startHours + 1)),
        startDate: at(startHours),
        endDate: at(endHours),
      },
    }) as unknown as Pick<MyTournament, 'account' | 'tournament'>;

  it('offers Trade now on a ready account that can trade, and a wait while one is created', () => {
    expect(rowAction(entry('live', 'ready'), NOW)).toBe('trade');
    expect(rowAction(entry('practice', 'ready', -100, -50), NOW)).toBe('trade');
    expect(rowAction(entry('live', 'creating'), NOW)).toBe('creating');
  });

  it('offers Practice mode before the start and after the end, while practice is open', () => {
    expect(rowAction(entry('live', 'ready', 5, 48), NOW)).toBe('practice');
    expect(rowAction(entry('live', 'ended', -48, -1), NOW)).toBe('practice');
    expect(rowAction(entry('live', 'ended', -400, -300), NOW)).toBe('none');
    expect(rowAction(entry('practice', 'ended', -400, -300), NOW)).toBe('none');
  });
});
