import type {
  BoardStatus,
  LeaderboardRow,
  LeaderboardSnapshot,
  LeaderboardUpdate,
} from '@/contract/realtime.ts';
import { applyUpdate, mergeUpdates, reconcile } from './board-state.ts';

export type BoardSource = 'none' | 'cache' | 'network';

export type BoardState = {
  rows: readonly LeaderboardRow[];
  status: BoardStatus | undefined;
  /** The sequence number of the last snapshot or update applied (-1 before any). */
  seq: number;
  /** When this device last received a change, ms since epoch (the cached time for a cached board). */
  updatedAt: number | undefined;
  source: BoardSource;
};

export type FrameScheduler = { request: (run: () => void) => number; cancel: (handle: number) => void };

const animationFrames: FrameScheduler = {
  request: (run) => requestAnimationFrame(run),
  cancel: (handle) => cancelAnimationFrame(handle),
};

export const EMPTY_BOARD: BoardState = {
  rows: [],
  status: undefined,
  seq: -1,
  updatedAt: undefined,
  source: 'none',
};

/**
 * One board for useSyncExternalStore. The rows array stays out of valtio: proxying 10,000 rows would wrap
 * every one of them and track every read. Updates arriving 2-4 times a second are queued and applied once per
 * animation frame, so a burst costs one sort and one render.
 */
export function createBoardStore(frames: FrameScheduler = animationFrames, now = Date.now) {
  let state = EMPTY_BOARD;
  let queue: LeaderboardUpdate[] = [];
  let frame: number | null = null;
  const listeners = new Set<() => void>();
  const set = (next: BoardState) => {
    state = next;
    for (const listener of listeners) listener();
  };

  const flush = () => {
    frame = null;
    const pending = queue.filter((update) => update.seq > state.seq);
    queue = [];
    const last = pending.at(-1);
    if (!last || state.source !== 'network') return;
    set({ ...state, rows: applyUpdate(state.rows, mergeUpdates(pending)), seq: last.seq, updatedAt: now() });
  };

  return {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** The cached board, shown until the network answers; ignored once it has. */
    loadCached(board: Pick<BoardState, 'rows' | 'status' | 'seq' | 'updatedAt'>) {
      if (state.source === 'none') set({ ...board, source: 'cache' });
    },
    /** Replaces the board, unless it is older than what is shown (a slow HTTP answer after a socket one). */
    applySnapshot(snapshot: LeaderboardSnapshot) {
      if (state.source === 'network' && snapshot.seq < state.seq) return;
      queue = queue.filter((update) => update.seq > snapshot.seq);
      set({
        rows: reconcile(state.rows, snapshot.rows),
        status: snapshot.status,
        seq: snapshot.seq,
        updatedAt: now(),
        source: 'network',
      });
    },
    enqueue(update: LeaderboardUpdate) {
      queue.push(update);
      frame ??= frames.request(flush);
    },
    /** The tournament ended: its board is being calculated until the final snapshot comes. */
    close() {
      if (state.status !== 'final') set({ ...state, status: 'calculating' });
    },
    /** Drops what is queued; the store can be used again (React may re-run effects). */
    stop() {
      if (frame !== null) frames.cancel(frame);
      frame = null;
      queue = [];
    },
  };
}

export type BoardStore = ReturnType<typeof createBoardStore>;
