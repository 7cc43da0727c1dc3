import { describe, expect, it } from 'vitest';
import type { LeaderboardUpdate } from '@/contract/realtime.ts';
import { createBoardStore, type FrameScheduler } from '@/features/leaderboards/board-store.ts';
import { ranks, row, rows, snapshot } from './fixtures.ts';

/** Frames run when the test says so. */
function manualFrames() {
  const queued = new Map<number, () => void>();
  let next = 1;
  const frames: FrameScheduler = {
    request: (run) => {
      queued.set(next, run);
      return next++;
    },
    cancel: (handle) => void queued.delete(handle),
  };
  const runFrame = () => {
    const runs = [...queued.values()];
    queued.clear();
    for (const run of runs) run();
  };
  return { frames, runFrame, pending: () => queued.size };
}

const update = (seq: number, fields: Partial<LeaderboardUpdate> = {}): LeaderboardUpdate => ({
  tournamentId: 't1',
  seq,
  at: seq,
  rows: [],
  removed: [],
  ...fields,
});

describe('board store', () => {
  it('applies the updates of one frame together, with one notification', () => {
    const { frames, runFrame, pending } = manualFrames();
    const store = createBoardStore(frames);
    store.applySnapshot(snapshot({ seq: 1, rows: rows(4) }));
    let notified = 0;
    store.subscribe(() => notified++);
    store.enqueue(update(2, { rows: [row(4, { rank: 1 })] }));
    store.enqueue(update(3, { removed: ['a2'] }));
    expect(pending()).toBe(1);
    expect(ranks(store.getState().rows)).toEqual(['a1:1', 'a2:2', 'a3:3', 'a4:4']);
    runFrame();
    expect(notified).toBe(1);
    expect(ranks(store.getState().rows)).toEqual(['a4:1', 'a1:2', 'a3:3']);
    expect(store.getState().seq).toBe(3);
  });

  it('drops updates a newer snapshot already holds, and ignores an older snapshot', () => {
    const { frames, runFrame } = manualFrames();
    const store = createBoardStore(frames);
    store.applySnapshot(snapshot({ seq: 1 }));
    store.enqueue(update(2, { removed: ['a1'] }));
    store.applySnapshot(snapshot({ seq: 5, rows: rows(2) }));
    runFrame();
    expect(ranks(store.getState().rows)).toEqual(['a1:1', 'a2:2']);
    store.applySnapshot(snapshot({ seq: 4, rows: rows(1) }));
    expect(store.getState().rows).toHaveLength(2);
  });

  it('shows a cached board only until the network answers', () => {
    const store = createBoardStore(manualFrames().frames);
    store.loadCached({ rows: rows(2), status: 'live', seq: 9, updatedAt: 5 });
    expect(store.getState().source).toBe('cache');
    store.applySnapshot(snapshot({ seq: 3 }));
    expect(store.getState()).toMatchObject({ source: 'network', seq: 3 });
    store.loadCached({ rows: [], status: 'final', seq: 10, updatedAt: 6 });
    expect(store.getState().rows).toHaveLength(3);
  });

  it('turns a live board into one being calculated when the tournament closes, never a final one', () => {
    const store = createBoardStore(manualFrames().frames);
    store.applySnapshot(snapshot({ status: 'live' }));
    store.close();
    expect(store.getState().status).toBe('calculating');
    store.applySnapshot(snapshot({ seq: 2, status: 'final' }));
    store.close();
    expect(store.getState().status).toBe('final');
  });

  it('forgets queued updates when stopped', () => {
    const { frames, runFrame, pending } = manualFrames();
    const store = createBoardStore(frames);
    store.applySnapshot(snapshot());
    store.enqueue(update(2, { removed: ['a1'] }));
    store.stop();
    expect(pending()).toBe(0);
    runFrame();
    expect(store.getState().rows).toHaveLength(3);
  });
});
