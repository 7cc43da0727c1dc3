import Dexie from 'dexie';
import type { BoardStatus, LeaderboardRow } from '@/contract/realtime.ts';
import { db, type LeaderboardRowRecord } from './db.ts';

/**
 * The Dexie side of leaderboards (DECISIONS.md section 6): a board is cached row by row so a screen can show
 * it at once, and written in small transactions because one 10,000-row bulkPut blocks the page for seconds.
 * Boards are the same for every member, so rows carry no owner; logout still clears them (clearAllData).
 */
export const WRITE_CHUNK = 100;

export type CachedBoardMeta = { seq: number; status: BoardStatus; updatedAt: number };
export type CachedBoard = CachedBoardMeta & { rows: LeaderboardRow[] };

/** Rows to store and account ids to drop; `isFullReplace` also drops every stored row not in `put`. */
export type BoardWrite = {
  put: readonly LeaderboardRow[];
  remove: readonly string[];
  isFullReplace: boolean;
};

const BOARD_STATUSES: readonly string[] = ['live', 'calculating', 'final'];
const isBoardStatus = (status: string): status is BoardStatus => BOARD_STATUSES.includes(status);

const boardRows = (tournamentId: string) =>
  db.leaderboardRows
    .where('[tournamentId+rank]')
    .between([tournamentId, Dexie.minKey], [tournamentId, Dexie.maxKey]);

/** The cached board in rank order, or undefined when none (or an unreadable one) is stored. */
export async function readBoard(tournamentId: string): Promise<CachedBoard | undefined> {
  const meta = await db.leaderboardMeta.get(tournamentId);
  if (!meta || !isBoardStatus(meta.status)) return undefined;
  const records = await boardRows(tournamentId).toArray();
  return {
    seq: meta.seq,
    status: meta.status,
    updatedAt: meta.updatedAt,
    rows: records.map((record) => record.data as LeaderboardRow),
  };
}

const chunks = <T>(items: readonly T[]) =>
  Array.from({ length: Math.ceil(items.length / WRITE_CHUNK) }, (_, index) =>
    items.slice(index * WRITE_CHUNK, (index + 1) * WRITE_CHUNK),
  );

/**
 * Applies one write. Each chunk is its own transaction: awaiting between them hands the thread back to the
 * page, so a live board stays smooth while a large write goes on. The meta goes last, once the rows are in.
 */
export async function writeBoard(tournamentId: string, write: BoardWrite, meta: CachedBoardMeta) {
  let remove = write.remove;
  if (write.isFullReplace) {
    const kept = new Set(write.put.map((row) => row.accountId));
    const stored = await boardRows(tournamentId).primaryKeys();
    remove = stored.map(([, accountId]) => accountId).filter((accountId) => !kept.has(accountId));
  }
  for (const chunk of chunks(remove))
    await db.leaderboardRows.bulkDelete(
      chunk.map((accountId): [string, string] => [tournamentId, accountId]),
    );
  for (const chunk of chunks(write.put))
    await db.leaderboardRows.bulkPut(
      chunk.map((row): LeaderboardRowRecord => ({
        tournamentId,
        accountId: row.accountId,
        rank: row.rank,
        data: row,
      })),
    );
  await db.leaderboardMeta.put({ tournamentId, ...meta });
}
