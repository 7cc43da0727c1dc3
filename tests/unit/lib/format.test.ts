import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatIsoDate,
  formatLongDate,
  formatMoney,
  formatPercent,
  formatUtcLong,
} from '@/lib/format.ts';

// A local moment: the member's own formats read it as typed; the UTC form converts it.
const local = new Date(2026, 0, 5, 9, 7);

describe('the date formats of spec section 9', () => {
  it('writes DD/MM/YYYY, DD/MM/YYYY HH:mm and YYYY-MM-DD in the local time zone', () => {
    expect(formatDate(local)).toBe('05/01/2026');
    expect(formatDateTime(local)).toBe('05/01/2026 09:07');
    expect(formatIsoDate(local)).toBe('2026-01-05');
  });

  it('names the month in the member language for D MMMM YYYY', () => {
    expect(formatLongDate(local)).toBe('5 January 2026');
    expect(formatLongDate(local, 'fr-FR')).toBe('5 janvier 2026');
    expect(formatLongDate(local, 'ar-SA')).toBe('5 يناير 2026');
  });

  it('writes the UTC long form of the same instant', () => {
    expect(formatUtcLong('2026-11-22T20:35:00Z')).toBe('Sunday, 22 November 2026, 20:35 UTC');
    expect(formatUtcLong('2026-11-22T23:59:00-02:00')).toBe('Monday, 23 November 2026, 01:59 UTC');
  });

  it('writes nothing for a value that is not a date', () => {
    expect(formatDate('not a date')).toBe('');
    expect(formatLongDate('')).toBe('');
    expect(formatUtcLong(Number.NaN)).toBe('');
  });
});

describe('money and percent', () => {
  it('shows USD and percent with 2 decimals, grouped in the member locale, Latin digits everywhere', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(12.3, 'en-GB', true)).toBe('+$12.30');
    expect(formatMoney(1234.5, 'fr-FR')).toMatch(/^1\s234,50\s\$$/);
    expect(formatMoney(1234.5, 'ar-AE')).toMatch(/1,234\.50/);
    expect(formatPercent(12.5)).toBe('12.50%');
  });
});
