import { describe, expect, it } from 'vitest';
import { clockOffset, formatTimeLeft, timeLeftMs } from '@/terminal/domain/time-left.ts';

describe('time left on the server clock', () => {
  const end = '2026-03-01T12:00:00.000Z';
  const endMs = Date.parse(end);

  it('measures how far the server clock is from the device', () => {
    expect(clockOffset('2026-03-01T11:00:00.000Z', Date.parse('2026-03-01T10:58:00.000Z'))).toBe(120_000);
    expect(clockOffset('garbage', 5)).toBe(0);
  });

  it('counts from the server time, not the device time', () => {
    // The device is 5 minutes slow: its clock says 10 minutes are left, the server says 5.
    const deviceNow = endMs - 10 * 60_000;
    expect(timeLeftMs(end, deviceNow, 5 * 60_000)).toBe(5 * 60_000);
    expect(timeLeftMs(end, deviceNow, 0)).toBe(10 * 60_000);
  });

  it('never goes below zero', () => {
    expect(timeLeftMs(end, endMs + 60_000, 0)).toBe(0);
    expect(timeLeftMs('not a date', 0, 0)).toBe(0);
  });

  it('formats hours, minutes, seconds and days', () => {
    expect(formatTimeLeft(3_723_000)).toBe('01:02:03');
    expect(formatTimeLeft(2 * 86_400_000 + 5_000)).toBe('2d 00:00:05');
    expect(formatTimeLeft(86_400_000, ' j')).toBe('1 j 00:00:00');
    expect(formatTimeLeft(999)).toBe('00:00:00');
  });
});
