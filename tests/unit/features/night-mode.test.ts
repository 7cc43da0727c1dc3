import { describe, expect, it } from 'vitest';
import {
  DAY_MS,
  DEFAULT_NIGHT_TIME,
  isInNightWindow,
  msFromMidnight,
  msUntilNextSwitch,
  themeAt,
  fromClock,
  toClock,
} from '@/features/preferences/night-mode.ts';

const at = (hours: number, minutes = 0) => new Date(2026, 10, 22, hours, minutes);
const HOUR = 3_600_000;

describe('night mode', () => {
  it('uses 20:00 to 08:00 by default (spec section 9)', () => {
    expect(DEFAULT_NIGHT_TIME).toEqual({ start: 20 * HOUR, end: 8 * HOUR });
  });

  it('handles a window that crosses midnight', () => {
    const window = DEFAULT_NIGHT_TIME;
    expect(isInNightWindow(19.99 * HOUR, window)).toBe(false);
    expect(isInNightWindow(20 * HOUR, window)).toBe(true);
    expect(isInNightWindow(23.5 * HOUR, window)).toBe(true);
    expect(isInNightWindow(0, window)).toBe(true);
    expect(isInNightWindow(7.99 * HOUR, window)).toBe(true);
    expect(isInNightWindow(8 * HOUR, window)).toBe(false);
    expect(isInNightWindow(12 * HOUR, window)).toBe(false);
  });

  it('handles a window inside one day', () => {
    const window = { start: 13 * HOUR, end: 15 * HOUR };
    expect(isInNightWindow(12 * HOUR, window)).toBe(false);
    expect(isInNightWindow(14 * HOUR, window)).toBe(true);
    expect(isInNightWindow(15 * HOUR, window)).toBe(false);
  });

  it('treats equal start and end as an empty window', () => {
    expect(isInNightWindow(10 * HOUR, { start: 10 * HOUR, end: 10 * HOUR })).toBe(false);
  });

  it('picks the theme for a moment of the local day', () => {
    expect(themeAt(at(22), DEFAULT_NIGHT_TIME)).toBe('dark');
    expect(themeAt(at(3), DEFAULT_NIGHT_TIME)).toBe('dark');
    expect(themeAt(at(9), DEFAULT_NIGHT_TIME)).toBe('light');
    expect(msFromMidnight(at(1, 30))).toBe(1.5 * HOUR);
  });

  it('schedules the next switch at the nearer boundary', () => {
    expect(msUntilNextSwitch(at(19), DEFAULT_NIGHT_TIME)).toBe(HOUR);
    expect(msUntilNextSwitch(at(23), DEFAULT_NIGHT_TIME)).toBe(9 * HOUR);
    expect(msUntilNextSwitch(at(8), DEFAULT_NIGHT_TIME)).toBe(12 * HOUR);
    expect(msUntilNextSwitch(at(20), DEFAULT_NIGHT_TIME)).toBe(12 * HOUR);
    const anyTime = msUntilNextSwitch(at(5, 17), { start: 5 * HOUR, end: 6 * HOUR });
    expect(anyTime).toBeGreaterThan(0);
    expect(anyTime).toBeLessThanOrEqual(DAY_MS);
  });

  it('reads and writes the times of a time field', () => {
    expect(toClock(DEFAULT_NIGHT_TIME.start)).toBe('20:00');
    expect(toClock(DEFAULT_NIGHT_TIME.end)).toBe('08:00');
    expect(toClock(5 * 60_000)).toBe('00:05');
    expect(fromClock('20:00')).toBe(DEFAULT_NIGHT_TIME.start);
    expect(fromClock('07:30:15')).toBe(7.5 * HOUR + 15_000);
    expect(fromClock('24:00')).toBeNull();
    expect(fromClock('7:30')).toBeNull();
    expect(fromClock('')).toBeNull();
  });
});
