import type { LeaderboardRow } from '@/contract/realtime.ts';
import { writeBoard, type BoardWrite, type CachedBoardMeta } from '@/lib/leaderboard-cache.ts';
import { diffBoard } from './board-state.ts';
import type { BoardState } from './board-store.ts';

/** A live board changes several times a second; the cache needs it only every few seconds. */
export const PERSIST_INTERVAL_MS = 4_000;

type Options = {
  write?: (tournamentId: string, write: BoardWrite, meta: CachedBoardMeta) => Promise<void>;
  intervalMs?: number;
  now?: () => number;
};

const index = (rows: readonly LeaderboardRow[]) => new Map(rows.map((row) => [row.accountId, row]));

/**
 * Keeps the cached copy of one board close to the screen: at most one write per interval while live, only
 * the rows that changed since the last write, a final board at once, and whatever is pending on `flush`.
 */
export function createBoardPersister(tournamentId: string, options: Options = {}) {
  const { write = writeBoard, intervalMs = PERSIST_INTERVAL_MS, now = Date.now } = options;
  /** What the cache holds; null until known, and then the first write replaces the whole board. */
  let saved: Map<string, LeaderboardRow> | null = null;
  let pending: BoardState | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let lastWriteAt = -Infinity;
  let chain = Promise.resolve();

  const run = () => {
    timer = undefined;
    const state = pending;
    pending = null;
    if (!state?.status) return chain;
    const { put, remove } = diffBoard(saved ?? new Map(), state.rows);
    const change: BoardWrite = { put, remove, isFullReplace: saved === null };
    saved = index(state.rows);
    lastWriteAt = now();
    const meta = { seq: state.seq, status: state.status, updatedAt: state.updatedAt ?? now() };
    // Writes run one after another; a failed one (storage full) only costs the cached copy.
    chain = chain.then(() => write(tournamentId, change, meta)).catch(() => undefined);
    return chain;
  };

  return {
    /** Called on every change of the board. */
    schedule(state: BoardState) {
      if (state.source === 'cache') {
        saved = index(state.rows);
        return;
      }
      if (state.source !== 'network') return;
      pending = state;
      const delay = state.status === 'live' ? Math.max(0, lastWriteAt + intervalMs - now()) : 0;
      if (timer !== undefined && delay > 0) return;
      clearTimeout(timer);
      timer = setTimeout(run, delay);
    },
    /** Writes what is pending now (the screen is closing). */
    flush() {
      clearTimeout(timer);
      return run();
    },
  };
}
