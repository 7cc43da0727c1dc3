import { describe, expect, it } from 'vitest';
import { dateWindow, filterByDate, type DateFilter } from '@/features/leaderboards/date-filter.ts';

/** Local times, as the member's days are local days. */
const local = (year: number, month: number, day: number, hour = 12) => new Date(year, month - 1, day, hour);
const boards = [
  { id: 'lastYear', date: local(2025, 12, 31, 23).toISOString() },
  { id: 'monthStart', date: local(2026, 5, 1, 0).toISOString() },
  { id: 'midMonth', date: local(2026, 5, 15).toISOString() },
  { id: 'nextMonth', date: local(2026, 6, 1, 0).toISOString() },
  { id: 'lateYear', date: local(2026, 12, 31, 23).toISOString() },
];
const now = local(2026, 5, 20);
const ids = (filter: DateFilter) => filterByDate(boards, filter, (board) => board.date, now).map((b) => b.id);
const custom = (from: string, to: string): DateFilter => ({ kind: 'custom', from, to });

describe('filterByDate', () => {
  it('keeps everything for All', () => {
    expect(ids({ kind: 'all', from: '', to: '' })).toHaveLength(5);
  });

  it('keeps this calendar month, its first moment included and the next month’s excluded', () => {
    expect(ids({ kind: 'month', from: '', to: '' })).toEqual(['monthStart', 'midMonth']);
  });

  it('keeps this calendar year', () => {
    expect(ids({ kind: 'year', from: '', to: '' })).toEqual([
      'monthStart',
      'midMonth',
      'nextMonth',
      'lateYear',
    ]);
  });

  it('keeps a custom range with both days included', () => {
    expect(ids(custom('2026-05-15', '2026-06-01'))).toEqual(['midMonth', 'nextMonth']);
  });

  it('reads a reversed range the right way round', () => {
    expect(ids(custom('2026-06-01', '2026-05-15'))).toEqual(['midMonth', 'nextMonth']);
  });

  it('takes an open end when only one bound is given, and no filter when neither is valid', () => {
    expect(ids(custom('2026-06-01', ''))).toEqual(['nextMonth', 'lateYear']);
    expect(ids(custom('', '2025-12-31'))).toEqual(['lastYear']);
    expect(dateWindow(custom('', 'not a date'), now)).toBeNull();
    expect(dateWindow(custom('2026-02-31', ''), now)).toBeNull();
  });
});
