// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  isClosedStatus,
  isPracticeOpen,
  isRegistrationOpen,
  PRACTICE_DAYS,
} from '../../../src/contract/index.ts';
import { isReadyToFinalize, statusAt, windowOf } from '../../../server/src/domain/tournaments/lifecycle.ts';

const HOUR = 3_600_000;
const base = Date.UTC(2026, 5, 1, 12);
const at = (hours: number) => new Date(base + hours * HOUR);
/** Registration from hour 0 to 30, the tournament from hour 24 to 48. */
const schedule = { registrationStartAt: at(0), registrationEndAt: at(30), startAt: at(24), endAt: at(48) };

describe('the clock’s status (scheduled → registration → live → calculating)', () => {
  it('follows the dates', () => {
    expect(statusAt('scheduled', schedule, at(-1))).toBe('scheduled');
    expect(statusAt('scheduled', schedule, at(0))).toBe('registration');
    expect(statusAt('registration', schedule, at(24))).toBe('live');
    expect(statusAt('scheduled', schedule, at(30))).toBe('live');
    expect(statusAt('live', schedule, at(48))).toBe('calculating');
    expect(statusAt('scheduled', schedule, at(100))).toBe('calculating');
  });

  it('never leaves calculating, final or deleted, and never goes back', () => {
    for (const status of ['calculating', 'final', 'deleted'] as const)
      expect(statusAt(status, schedule, at(-10))).toBe(status);
    expect(statusAt('live', schedule, at(10))).toBe('live');
  });

  it('finalizes once the calculation time after the end is over', () => {
    expect(isReadyToFinalize(at(48), 15 * 60_000, new Date(at(48).getTime() + 14 * 60_000))).toBe(false);
    expect(isReadyToFinalize(at(48), 15 * 60_000, new Date(at(48).getTime() + 15 * 60_000))).toBe(true);
  });
});

describe('registration and practice (shared with the portal)', () => {
  const window = windowOf(schedule);

  it('registration is open from its start until its end, never after the tournament ends', () => {
    expect(isRegistrationOpen('registration', window, at(-0.01).getTime())).toBe(false);
    expect(isRegistrationOpen('registration', window, at(0).getTime())).toBe(true);
    expect(isRegistrationOpen('live', window, at(29.9).getTime())).toBe(true);
    expect(isRegistrationOpen('live', window, at(30).getTime())).toBe(false);
    expect(
      isRegistrationOpen('live', { ...window, registrationEnd: at(60).getTime() }, at(48).getTime()),
    ).toBe(false);
    expect(isRegistrationOpen('deleted', window, at(1).getTime())).toBe(false);
  });

  it('practice is open from registration until a week after the end', () => {
    expect(isPracticeOpen('scheduled', window, at(-1).getTime())).toBe(false);
    expect(isPracticeOpen('registration', window, at(1).getTime())).toBe(true);
    expect(isPracticeOpen('final', window, at(48 + PRACTICE_DAYS * 24 - 1).getTime())).toBe(true);
    expect(isPracticeOpen('final', window, at(48 + PRACTICE_DAYS * 24).getTime())).toBe(false);
    expect(isPracticeOpen('deleted', window, at(1).getTime())).toBe(false);
  });

  it('a tournament is closed while calculating, final or deleted', () => {
    expect(['scheduled', 'registration', 'live'].map((s) => isClosedStatus(s as 'live'))).toEqual([
      false,
      false,
      false,
    ]);
    expect(['calculating', 'final', 'deleted'].map((s) => isClosedStatus(s as 'final'))).toEqual([
      true,
      true,
      true,
    ]);
  });
});
