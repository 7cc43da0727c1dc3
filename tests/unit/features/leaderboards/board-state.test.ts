import { describe, expect, it } from 'vitest';
import {
  applyUpdate,
  diffBoard,
  filterByCountry,
  mergeUpdates,
  reconcile,
} from '@/features/leaderboards/board-state.ts';
import { ranks, row, rows } from './fixtures.ts';

describe('applyUpdate', () => {
  it('moves a row up and shifts the rows it passed down, keeping the untouched ones as they were', () => {
    const board = rows(5);
    const next = applyUpdate(board, {
      rows: [row(4, { accountId: 'a4', rank: 2, totalProfit: 5000 })],
      removed: [],
    });
    expect(ranks(next)).toEqual(['a1:1', 'a4:2', 'a2:3', 'a3:4', 'a5:5']);
    expect(next[0]).toBe(board[0]);
    expect(next[4]).toBe(board[4]);
    expect(next[1]?.totalProfit).toBe(5000);
  });

  it('moves a row down behind the one now holding its old rank', () => {
    const next = applyUpdate(rows(3), { rows: [row(1, { rank: 3 })], removed: [] });
    expect(ranks(next)).toEqual(['a2:1', 'a3:2', 'a1:3']);
  });

  it('gives the same order when the platform sends every shifted row', () => {
    const next = applyUpdate(rows(3), {
      rows: [row(3, { rank: 1 }), row(1, { rank: 2 }), row(2, { rank: 3 })],
      removed: [],
    });
    expect(ranks(next)).toEqual(['a3:1', 'a1:2', 'a2:3']);
  });

  it('drops removed rows and closes the gap', () => {
    const board = rows(4);
    const next = applyUpdate(board, { rows: [], removed: ['a2'] });
    expect(ranks(next)).toEqual(['a1:1', 'a3:2', 'a4:3']);
    expect(next[0]).toBe(board[0]);
  });

  it('puts a newcomer at its rank', () => {
    const next = applyUpdate(rows(3), { rows: [row(2, { accountId: 'new' })], removed: [] });
    expect(ranks(next)).toEqual(['a1:1', 'new:2', 'a2:3', 'a3:4']);
  });

  it('keeps the object of a row sent again unchanged, and the array when nothing changed', () => {
    const board = rows(3);
    const same = applyUpdate(board, { rows: [{ ...board[1]! }], removed: [] });
    expect(same[1]).toBe(board[1]);
    expect(applyUpdate(board, { rows: [], removed: [] })).toBe(board);
  });

  it('sorts 10,000 rows with a burst of changes quickly', () => {
    const board = rows(10_000);
    const update = { rows: [row(9_000, { rank: 3 }), row(50, { rank: 9_999 })], removed: ['a7'] };
    const started = performance.now();
    const next = applyUpdate(board, update);
    expect(performance.now() - started).toBeLessThan(200);
    expect(next).toHaveLength(9_999);
    expect(next[2]?.accountId).toBe('a9000');
    expect(next.every((entry, index) => entry.rank === index + 1)).toBe(true);
  });
});

describe('mergeUpdates', () => {
  it('keeps the latest row per account and lets a removal cancel an earlier change', () => {
    const merged = mergeUpdates([
      { rows: [row(1, { totalProfit: 1 }), row(2)], removed: [] },
      { rows: [row(1, { totalProfit: 2 })], removed: ['a2'] },
      { rows: [row(3)], removed: [] },
    ]);
    expect(merged.rows.map((entry) => [entry.accountId, entry.totalProfit])).toEqual([
      ['a1', 2],
      ['a3', 997],
    ]);
    expect(merged.removed).toEqual(['a2']);
  });
});

describe('reconcile', () => {
  it('keeps the objects of rows a new snapshot repeats', () => {
    const board = rows(3);
    const next = reconcile(board, [{ ...board[0]! }, { ...board[1]!, totalProfit: 1 }, { ...board[2]! }]);
    expect(next[0]).toBe(board[0]);
    expect(next[1]).not.toBe(board[1]);
    expect(next[2]).toBe(board[2]);
  });
});

describe('diffBoard', () => {
  it('writes only rows that changed and removes accounts no longer there', () => {
    const saved = new Map(rows(3).map((entry) => [entry.accountId, entry]));
    const { put, remove } = diffBoard(saved, [row(1), row(2, { tradeCount: 11 }), row(4)]);
    expect(put.map((entry) => entry.accountId)).toEqual(['a2', 'a4']);
    expect(remove).toEqual(['a3']);
  });
});

describe('filterByCountry', () => {
  it('keeps one country whatever the case, and everything when none is chosen', () => {
    const board = [row(1, { country: 'MY' }), row(2, { country: 'ae' }), row(3, { country: null })];
    expect(filterByCountry(board, 'AE').map((entry) => entry.accountId)).toEqual(['a2']);
    expect(filterByCountry(board, '')).toBe(board);
  });
});
