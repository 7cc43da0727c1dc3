import { twoDigits } from '@/lib/digits.ts';

/** Night mode of spec sections 3, 4 and 9 as pure functions: windows are ms from local midnight. */
export const DAY_MS = 86_400_000;
export const DEFAULT_NIGHT_TIME = { start: 72_000_000, end: 28_800_000 } as const;

export type Theme = 'dark' | 'light';
export type NightTime = { start: number; end: number };

export const msFromMidnight = (date: Date) =>
  ((date.getHours() * 60 + date.getMinutes()) * 60 + date.getSeconds()) * 1000 + date.getMilliseconds();

/** Inside [start, end), including windows that cross midnight (start after end). Equal ends: an empty window. */
export function isInNightWindow(ms: number, { start, end }: NightTime): boolean {
  if (start === end) return false;
  return start < end ? ms >= start && ms < end : ms >= start || ms < end;
}

export const themeAt = (date: Date, nightTime: NightTime): Theme =>
  isInNightWindow(msFromMidnight(date), nightTime) ? 'dark' : 'light';

/** Milliseconds until the next switch (start or end), always in (0, DAY_MS]. */
export function msUntilNextSwitch(date: Date, { start, end }: NightTime): number {
  const now = msFromMidnight(date);
  const until = (target: number) => ((target - now + DAY_MS - 1) % DAY_MS) + 1;
  return Math.min(until(start), until(end));
}

export const isValidNightTime = (value: unknown): value is NightTime =>
  typeof value === 'object' &&
  value !== null &&
  [(value as NightTime).start, (value as NightTime).end].every(
    (n) => Number.isInteger(n) && n >= 0 && n < DAY_MS,
  );

/** 72,000,000 → "20:00", for a time field. */
export const toClock = (ms: number) =>
  `${twoDigits(Math.floor(ms / 3_600_000) % 24)}:${twoDigits(Math.floor(ms / 60_000) % 60)}`;

/** "20:00" (or "20:00:30") → 72,000,000; anything else is null. */
export function fromClock(value: string): number | null {
  const match = /^([01]\d|2[0-3]):([0-5]\d)(?::([0-5]\d))?$/.exec(value);
  if (!match) return null;
  return ((Number(match[1]) * 60 + Number(match[2])) * 60 + Number(match[3] ?? 0)) * 1000;
}
