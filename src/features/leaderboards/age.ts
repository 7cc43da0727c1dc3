/** How long ago the data on screen arrived, as a translation key and count ("Updated 12 s ago"). */
export type Age = { kind: 'relative'; key: string; count: number } | { kind: 'absolute' };

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** Past a day the exact time reads better than a count of hours. */
export function ageOf(updatedAt: number, now: number): Age {
  const elapsed = Math.max(0, now - updatedAt);
  if (elapsed < 5_000) return { kind: 'relative', key: 'leaderboards.updated.now', count: 0 };
  if (elapsed < MINUTE)
    return { kind: 'relative', key: 'leaderboards.updated.seconds', count: Math.floor(elapsed / 1000) };
  if (elapsed < HOUR)
    return { kind: 'relative', key: 'leaderboards.updated.minutes', count: Math.floor(elapsed / MINUTE) };
  if (elapsed < 24 * HOUR)
    return { kind: 'relative', key: 'leaderboards.updated.hours', count: Math.floor(elapsed / HOUR) };
  return { kind: 'absolute' };
}
