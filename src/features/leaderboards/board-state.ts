import type { LeaderboardRow, LeaderboardUpdate } from '@/contract/realtime.ts';

export type BoardChange = Pick<LeaderboardUpdate, 'rows' | 'removed'>;

/** Field by field: a row that says the same keeps its object, so React skips it and Dexie does not rewrite it. */
export const isSameRow = (a: LeaderboardRow, b: LeaderboardRow) =>
  a === b ||
  (a.accountId === b.accountId &&
    a.userId === b.userId &&
    a.rank === b.rank &&
    a.username === b.username &&
    a.profileName === b.profileName &&
    a.country === b.country &&
    a.tradeCount === b.tradeCount &&
    a.totalProfit === b.totalProfit &&
    a.isPrizeEligible === b.isPrizeEligible);

/** Folds the updates of one animation frame into one: a later row wins, a removal cancels an earlier row. */
export function mergeUpdates(updates: readonly BoardChange[]): BoardChange {
  const rows = new Map<string, LeaderboardRow>();
  const removed = new Set<string>();
  for (const update of updates) {
    for (const row of update.rows) {
      rows.set(row.accountId, row);
      removed.delete(row.accountId);
    }
    for (const accountId of update.removed) {
      removed.add(accountId);
      rows.delete(accountId);
    }
  }
  return { rows: [...rows.values()], removed: [...removed] };
}

/**
 * Merges changed rows by account id, drops removed ones and re-sorts by rank. Ranks are then renumbered
 * 1..n from the order: the platform ranks without ties (DECISIONS.md section 5), so this is a no-op when it
 * sends every shifted row, and keeps the board consistent until the next snapshot when it sends only the
 * mover. On a tie a row that moved up goes before the row it passes, one that moved down after it.
 */
export function applyUpdate(rows: readonly LeaderboardRow[], update: BoardChange): readonly LeaderboardRow[] {
  if (update.rows.length === 0 && update.removed.length === 0) return rows;
  const changed = new Map(update.rows.map((row) => [row.accountId, row]));
  const removed = new Set(update.removed);
  const entries: Array<{ row: LeaderboardRow; key: number }> = [];
  for (const row of rows) {
    if (removed.has(row.accountId)) continue;
    const next = changed.get(row.accountId);
    if (!next) {
      entries.push({ row, key: row.rank });
      continue;
    }
    changed.delete(row.accountId);
    const nudge = next.rank < row.rank ? -0.5 : next.rank > row.rank ? 0.5 : 0;
    entries.push({ row: isSameRow(row, next) ? row : next, key: next.rank + nudge });
  }
  // Newcomers go before the row holding their rank, which moves down to make room.
  for (const row of changed.values())
    if (!removed.has(row.accountId)) entries.push({ row, key: row.rank - 0.5 });
  entries.sort((a, b) => a.key - b.key);
  return entries.map(({ row }, index) => (row.rank === index + 1 ? row : { ...row, rank: index + 1 }));
}

/** A fresh snapshot, keeping the objects of rows that did not change (no re-render, no rewrite). */
export function reconcile(
  previous: readonly LeaderboardRow[],
  next: readonly LeaderboardRow[],
): readonly LeaderboardRow[] {
  if (previous.length === 0) return next;
  const held = new Map(previous.map((row) => [row.accountId, row]));
  return next.map((row) => {
    const old = held.get(row.accountId);
    return old && isSameRow(old, row) ? old : row;
  });
}

/** What to write to the cache: rows that differ from the ones saved, and the accounts no longer there. */
export function diffBoard(saved: ReadonlyMap<string, LeaderboardRow>, rows: readonly LeaderboardRow[]) {
  const put = rows.filter((row) => {
    const old = saved.get(row.accountId);
    return !old || !isSameRow(old, row);
  });
  const present = new Set(rows.map((row) => row.accountId));
  const remove = [...saved.keys()].filter((accountId) => !present.has(accountId));
  return { put, remove };
}

/** Rows of one country (ISO alpha-2, any case); an empty country keeps every row. */
export const filterByCountry = (rows: readonly LeaderboardRow[], country: string) => {
  if (!country) return rows;
  const wanted = country.toUpperCase();
  return rows.filter((row) => row.country?.toUpperCase() === wanted);
};
