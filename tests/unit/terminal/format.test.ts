import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  formatMoney,
  formatPercent,
  formatPrice,
  formatVolume,
  stepDecimals,
} from '@/terminal/domain/format.ts';

describe('prices and sizes', () => {
  it('shows a price with the instrument digits, padding and rounding', () => {
    expect(formatPrice(1.0834, 5, 'en-GB')).toBe('1.08340');
    expect(formatPrice(65432.126, 2, 'en-GB')).toBe('65,432.13');
    expect(formatPrice(151.2, 3, 'fr-FR')).toBe('151,200');
  });

  it('keeps Latin digits and drops direction marks in Arabic', () => {
    expect(formatPrice(1.5, 2, 'ar-SA')).not.toMatch(/[\u0660-\u0669\u200e\u200f\u061c]/);
  });

  it('counts the decimals of a lot step, floats included', () => {
    expect(stepDecimals(1)).toBe(0);
    expect(stepDecimals(0.01)).toBe(2);
    expect(stepDecimals(0.25)).toBe(2);
    expect(stepDecimals(0.1 + 0.2 - 0.2)).toBe(1);
  });

  it('shows sizes with the step decimals', () => {
    expect(formatVolume(0.1, 0.01, 'en-GB')).toBe('0.10');
    expect(formatVolume(3, 1, 'en-GB')).toBe('3');
  });
});

describe('money', () => {
  it('shows USD with 2 decimals and signs P&L only when asked', () => {
    expect(formatMoney(1234.5, 'en-GB')).toBe('$1,234.50');
    expect(formatMoney(25, 'en-GB', true)).toBe('+$25.00');
    expect(formatMoney(-25, 'en-GB', true)).toBe('-$25.00');
    expect(formatMoney(0, 'en-GB', true)).toBe('$0.00');
  });

  it('shows a margin level in percent', () => {
    expect(formatPercent(1250.5, 'en-GB')).toBe('1,250.50%');
  });
});

describe('formatDateTime', () => {
  it('writes DD/MM/YYYY HH:mm in local time and nothing for a bad date', () => {
    const local = new Date(2026, 0, 5, 9, 7, 30);
    expect(formatDateTime(local.toISOString())).toBe('05/01/2026 09:07');
    expect(formatDateTime('nope')).toBe('');
  });
});
