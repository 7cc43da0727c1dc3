import { describe, expect, it } from 'vitest';
import { ageOf } from '@/features/leaderboards/age.ts';

describe('ageOf', () => {
  it('counts seconds, minutes and hours, then falls back to the exact time', () => {
    const now = 10 * 86_400_000;
    expect(ageOf(now - 2_000, now)).toMatchObject({ key: 'leaderboards.updated.now' });
    expect(ageOf(now - 42_500, now)).toMatchObject({ key: 'leaderboards.updated.seconds', count: 42 });
    expect(ageOf(now - 5 * 60_000, now)).toMatchObject({ key: 'leaderboards.updated.minutes', count: 5 });
    expect(ageOf(now - 3 * 3_600_000, now)).toMatchObject({ key: 'leaderboards.updated.hours', count: 3 });
    expect(ageOf(now - 2 * 86_400_000, now)).toEqual({ kind: 'absolute' });
  });

  it('reads a time slightly ahead of the clock as just now', () => {
    expect(ageOf(1_500, 1_000)).toMatchObject({ key: 'leaderboards.updated.now' });
  });
});
