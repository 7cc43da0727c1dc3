import { describe, expect, it } from 'vitest';
import {
  formatCountdown,
  formatDate,
  formatDateTime,
  formatIsoDate,
  formatLongDate,
  formatMoney,
  formatPercent,
  formatUtcLong,
} from '@/lib/format.ts';

describe('date formats of spec section 9', () => {
  // Built from local parts so the test holds in any time zone.
  const date = new Date(2026, 0, 5, 9, 7, 30);

  it('writes DD/MM/YYYY and DD/MM/YYYY HH:mm', () => {
    expect(formatDate(date)).toBe('05/01/2026');
    expect(formatDateTime(date)).toBe('05/01/2026 09:07');
    expect(formatDateTime(date.getTime())).toBe('05/01/2026 09:07');
    expect(formatDate(date.toISOString())).toBe('05/01/2026');
  });

  it('writes YYYY-MM-DD, and D MMMM YYYY with the month in the member language', () => {
    expect(formatIsoDate(date)).toBe('2026-01-05');
    expect(formatLongDate(date)).toBe('5 January 2026');
    expect(formatLongDate(date, 'fr-FR')).toBe('5 janvier 2026');
    // Gregorian months in Arabic too, though ar-SA defaults to another calendar.
    expect(formatLongDate(date, 'ar-SA')).toBe('5 يناير 2026');
  });

  it('writes the UTC long form of the same instant', () => {
    expect(formatUtcLong('2026-11-22T20:35:00Z')).toBe('Sunday, 22 November 2026, 20:35 UTC');
    expect(formatUtcLong('2026-11-22T23:59:00-02:00')).toBe('Monday, 23 November 2026, 01:59 UTC');
  });

  it('writes nothing for a date it cannot read', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatLongDate('')).toBe('');
    expect(formatUtcLong(Number.NaN)).toBe('');
  });
});

describe('money and percent', () => {
  it('shows USD with 2 decimals', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(-12.345)).toBe('-$12.35');
  });

  it('signs P&L gains and losses', () => {
    expect(formatMoney(25, 'en-GB', true)).toBe('+$25.00');
    expect(formatMoney(-25, 'en-GB', true)).toBe('-$25.00');
    expect(formatMoney(0, 'en-GB', true)).toBe('$0.00');
  });

  it('keeps Latin digits in every language', () => {
    // Without the direction marks Arabic formatting adds: screens isolate numbers themselves.
    expect(formatMoney(-1234.5, 'ar-SA')).toMatch(/^-1,234\.50\sUS\$$/);
    expect(formatMoney(1234.5, 'fr-FR')).toMatch(/1\s234,50/);
  });

  it('shows percent with 2 decimals', () => {
    expect(formatPercent(12.5)).toBe('12.50%');
    expect(formatPercent(100)).toBe('100.00%');
  });
});

describe('formatCountdown', () => {
  it('shows hours, minutes and seconds, and days past a day', () => {
    expect(formatCountdown(3_723_000)).toBe('01:02:03');
    expect(formatCountdown(2 * 86_400_000 + 5_000)).toBe('2d 00:00:05');
    expect(formatCountdown(2 * 86_400_000 + 5_000, 'ي')).toBe('2ي 00:00:05');
    expect(formatCountdown(-5_000)).toBe('00:00:00');
  });
});
