import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBoardPersister } from '@/features/leaderboards/board-persister.ts';
import type { BoardState } from '@/features/leaderboards/board-store.ts';
import { db } from '@/lib/db.ts';
import { readBoard, writeBoard, WRITE_CHUNK } from '@/lib/leaderboard-cache.ts';
import { row, rows } from './fixtures.ts';

const live = (fields: Partial<BoardState> = {}): BoardState => ({
  rows: rows(3),
  status: 'live',
  seq: 1,
  updatedAt: 1_000,
  source: 'network',
  ...fields,
});

beforeEach(async () => {
  await Promise.all([db.leaderboardRows.clear(), db.leaderboardMeta.clear()]);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('leaderboard cache', () => {
  it('writes a large board in chunks of at most 100 rows and reads it back in rank order', async () => {
    const bulkPut = vi.spyOn(db.leaderboardRows, 'bulkPut');
    const board = rows(1_050).reverse();
    await writeBoard(
      't1',
      { put: board, remove: [], isFullReplace: true },
      { seq: 4, status: 'live', updatedAt: 7 },
    );
    expect(bulkPut).toHaveBeenCalledTimes(11);
    expect(Math.max(...bulkPut.mock.calls.map(([chunk]) => chunk.length))).toBe(WRITE_CHUNK);
    const cached = await readBoard('t1');
    expect(cached).toMatchObject({ seq: 4, status: 'live', updatedAt: 7 });
    expect(cached?.rows.slice(0, 2).map((entry) => entry.accountId)).toEqual(['a1', 'a2']);
    expect(cached?.rows).toHaveLength(1_050);
  });

  it('drops stored rows that a full replace no longer has, and keeps other boards', async () => {
    const meta = { seq: 1, status: 'live' as const, updatedAt: 1 };
    await writeBoard('t1', { put: rows(3), remove: [], isFullReplace: true }, meta);
    await writeBoard('t2', { put: rows(2), remove: [], isFullReplace: true }, meta);
    await writeBoard('t1', { put: [row(1)], remove: [], isFullReplace: true }, meta);
    expect((await readBoard('t1'))?.rows.map((entry) => entry.accountId)).toEqual(['a1']);
    expect((await readBoard('t2'))?.rows).toHaveLength(2);
  });
});

describe('board persister', () => {
  it('writes a live board at most once per interval, and then only what changed', async () => {
    vi.useFakeTimers();
    const write = vi.fn(() => Promise.resolve());
    const persister = createBoardPersister('t1', { write, intervalMs: 4_000, now: () => Date.now() });
    persister.schedule(live());
    await vi.advanceTimersByTimeAsync(0);
    expect(write).toHaveBeenCalledTimes(1);
    expect(write).toHaveBeenLastCalledWith('t1', expect.objectContaining({ isFullReplace: true }), {
      seq: 1,
      status: 'live',
      updatedAt: 1_000,
    });

    const changed = [row(1), row(2, { totalProfit: 5 }), row(3)];
    persister.schedule(live({ seq: 2, rows: changed }));
    persister.schedule(live({ seq: 3, rows: changed.slice(0, 2) }));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(write).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(write).toHaveBeenCalledTimes(2);
    expect(write).toHaveBeenLastCalledWith(
      't1',
      { put: [changed[1]], remove: ['a3'], isFullReplace: false },
      expect.objectContaining({ seq: 3 }),
    );
  });

  it('does not write back a board it has just read from the cache, and flushes what is pending', async () => {
    vi.useFakeTimers();
    const write = vi.fn(() => Promise.resolve());
    const persister = createBoardPersister('t1', { write });
    persister.schedule(live({ source: 'cache' }));
    await vi.advanceTimersByTimeAsync(10_000);
    expect(write).not.toHaveBeenCalled();
    persister.schedule(live({ rows: [row(1), row(2)], status: 'final' }));
    await persister.flush();
    expect(write).toHaveBeenCalledWith(
      't1',
      { put: [], remove: ['a3'], isFullReplace: false },
      expect.anything(),
    );
  });
});
