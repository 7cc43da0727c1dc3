/**
 * The date filters of spec section 6 (all, this month, this year, custom), applied to one date of each
 * tournament: live boards by their start, past boards by their end. Days are the member's local days.
 */
export type DateFilterKind = 'all' | 'month' | 'year' | 'custom';

/** `from` and `to` are input values (YYYY-MM-DD, or empty for no bound), used by `custom` only. */
export type DateFilter = { kind: DateFilterKind; from: string; to: string };

export const ALL_DATES: DateFilter = { kind: 'all', from: '', to: '' };

/** A window of time in ms, start included and end excluded. */
type Window = { start: number; end: number };

/** Local midnight of an input's day; NaN when the value is empty or not a date. */
function dayStart(value: string): number {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(year, month - 1, day);
  // new Date rolls 2026-02-31 over into March; such a value is not a day.
  return date.getMonth() === month - 1 && date.getDate() === day ? date.getTime() : Number.NaN;
}

const nextDay = (start: number) => {
  const date = new Date(start);
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + 1).getTime();
};

/** The window a filter stands for at `now`; null for every date. */
export function dateWindow(filter: DateFilter, now: Date): Window | null {
  const year = now.getFullYear();
  if (filter.kind === 'month') {
    const month = now.getMonth();
    return { start: new Date(year, month, 1).getTime(), end: new Date(year, month + 1, 1).getTime() };
  }
  if (filter.kind === 'year')
    return { start: new Date(year, 0, 1).getTime(), end: new Date(year + 1, 0, 1).getTime() };
  if (filter.kind !== 'custom') return null;
  let [from, to] = [dayStart(filter.from), dayStart(filter.to)];
  // A range typed the wrong way round still means the days between the two dates.
  if (from > to) [from, to] = [to, from];
  const start = Number.isNaN(from) ? -Infinity : from;
  const end = Number.isNaN(to) ? Infinity : nextDay(to);
  return start === -Infinity && end === Infinity ? null : { start, end };
}

/** The items whose date (`dateOf`, an ISO string) falls inside the filter's window. */
export function filterByDate<T>(
  items: readonly T[],
  filter: DateFilter,
  dateOf: (item: T) => string,
  now: Date = new Date(),
): readonly T[] {
  const window = dateWindow(filter, now);
  if (!window) return items;
  return items.filter((item) => {
    const time = new Date(dateOf(item)).getTime();
    return time >= window.start && time < window.end;
  });
}
