import type { Db } from '../db/connect.ts';
import {
  boardStatusOf,
  toCents,
  type LeaderboardRow,
  type LeaderboardSnapshot,
  type LeaderboardUpdate,
} from '../contract.ts';
import { LiveBoard, type BoardEntry } from '../domain/leaderboard/board.ts';
import { MirrorBoard } from '../domain/leaderboard/mirror.ts';
import { boardAccounts, existingTournament, storedBoard, usernameOf } from '../repositories/tournaments.ts';

type Listeners = {
  /** A board's changed rows, to send to its subscribers. */
  emit: (tournamentId: string, update: Omit<LeaderboardUpdate, 'tournamentId' | 'seq'>) => void;
  /** A live board was built, with every row (standings are tracked from here). */
  opened: (tournamentId: string, rows: LeaderboardRow[]) => void;
  /** A rename for a board computed by another process (the leader's). */
  renamedElsewhere: (tournamentId: string, accountId: string, profileName: string) => void;
};
type Tracked = { board: LiveBoard; watermark: Date };
export type Standing = { accountId: string; tournamentId: string; profit: number; tradeCount: number };

type AccountRow = Awaited<ReturnType<ReturnType<typeof boardAccounts>['execute']>>[number];
const toEntry = (row: AccountRow): BoardEntry => ({
  accountId: row.id,
  userId: row.userId,
  username: usernameOf(row),
  profileName: row.profileName,
  country: row.country,
  tradeCount: row.tradeCount,
  profitCents: toCents(Number(row.profit)),
  createdAtMs: row.createdAt.getTime(),
});

/**
 * The boards of live tournaments, kept in memory and updated incrementally from the trading book; every other
 * board is read from the database. `flush` sends each board's changed rows (DECISIONS.md section 4).
 * The leading process computes them (issue 12); the others keep mirrors of the leader's (`mirror`, `mirrorUpdate`)
 * and answer the same reads from those.
 */
export function createBoards(db: Db, { emit, opened, renamedElsewhere }: Listeners, now: () => Date) {
  const live = new Map<string, Tracked>();
  const mirrors = new Map<string, MirrorBoard>();
  const readable = (tournamentId: string) => live.get(tournamentId)?.board ?? mirrors.get(tournamentId);

  const newest = (rows: AccountRow[], since: Date) =>
    rows.reduce((latest, row) => (row.createdAt > latest ? row.createdAt : latest), since);

  return {
    /** Builds a live board from the stored accounts (when the tournament goes live, or at boot). */
    async open(tournamentId: string) {
      const rows = await boardAccounts(db, [tournamentId]).execute();
      const board = new LiveBoard(rows.map(toEntry));
      live.set(tournamentId, { board, watermark: newest(rows, new Date(0)) });
      opened(tournamentId, board.rows());
    },

    /** Sends what changed, then forgets the board (the tournament closed; its stored board takes over). */
    close(tournamentId: string) {
      this.flush();
      live.delete(tournamentId);
    },

    isLive: (tournamentId: string) => readable(tournamentId) !== undefined,

    /** Stops computing (this process no longer leads): its boards are the next leader's to send. */
    stopComputing() {
      live.clear();
    },

    /** A whole board from the leader; a leader's own boards are computed, not mirrored. */
    mirror(snapshot: LeaderboardSnapshot) {
      if (snapshot.status === 'live') mirrors.set(snapshot.tournamentId, new MirrorBoard(snapshot.rows));
      else mirrors.delete(snapshot.tournamentId);
    },

    /** An update from the leader, applied to the mirror if there is one. */
    mirrorUpdate(update: Pick<LeaderboardUpdate, 'tournamentId' | 'rows' | 'removed'>) {
      mirrors.get(update.tournamentId)?.apply(update.rows, update.removed);
    },

    /** The tournament closed: its stored board answers from now on. */
    dropMirror(tournamentId: string) {
      mirrors.delete(tournamentId);
    },

    /** Every computed live board, whole, for the other processes. */
    computed(seqOf: (tournamentId: string) => number): LeaderboardSnapshot[] {
      return [...live].map(([tournamentId, { board }]) => ({
        tournamentId,
        seq: seqOf(tournamentId),
        status: 'live',
        rows: board.rows(),
        at: now().getTime(),
      }));
    },

    /** Applies the latest valuations of live accounts. */
    apply(standings: Iterable<Standing>) {
      for (const standing of standings) {
        live.get(standing.tournamentId)?.board.update({
          accountId: standing.accountId,
          profitCents: toCents(standing.profit),
          tradeCount: standing.tradeCount,
        });
      }
    },

    rename(tournamentId: string, accountId: string, profileName: string) {
      const tracked = live.get(tournamentId);
      if (tracked) tracked.board.update({ accountId, profileName });
      else if (mirrors.has(tournamentId)) renamedElsewhere(tournamentId, accountId, profileName);
    },

    /**
     * Catches up with the database: opens boards of tournaments that are live (however they got there), drops
     * those that are not any more, and admits accounts that joined since the last look.
     */
    async sync() {
      mirrors.clear();
      const rows = await db.selectFrom('tournaments').select('id').where('status', '=', 'live').execute();
      const ids = new Set(rows.map((row) => row.id));
      for (const id of ids) if (!live.has(id)) await this.open(id);
      for (const id of live.keys()) if (!ids.has(id)) live.delete(id);
      await this.admitNewcomers();
    },

    /** Puts accounts that joined since the last look on their boards: one query for every live board. */
    async admitNewcomers() {
      if (live.size === 0) return;
      const since = new Date(Math.min(...[...live.values()].map((tracked) => tracked.watermark.getTime())));
      const rows = await boardAccounts(db, [...live.keys()])
        .where('a.createdAt', '>', since)
        .execute();
      for (const row of rows) {
        const tracked = live.get(row.tournamentId);
        if (!tracked || tracked.board.has(row.id)) continue;
        tracked.board.add(toEntry(row));
        tracked.watermark = newest([row], tracked.watermark);
      }
    },

    /** Emits each live board's changed rows, if any. */
    flush() {
      for (const [tournamentId, { board }] of live) {
        const { rows, removed } = board.flush();
        if (rows.length > 0 || removed.length > 0) emit(tournamentId, { rows, removed, at: now().getTime() });
      }
    },

    /** The top of a live board, from memory; null when the board is not live (the stored board answers then). */
    top: (tournamentId: string, limit: number) => readable(tournamentId)?.top(limit) ?? null,

    /** A player's place on a live board, for the terminal's account strip. */
    standing(tournamentId: string, accountId: string) {
      const board = readable(tournamentId);
      const row = board?.row(accountId);
      return row && board ? { rank: row.rank, players: board.size } : null;
    },

    /** The whole board: from memory while live, else as stored. Throws 404 for an unknown tournament. */
    async snapshot(tournamentId: string, seq: number): Promise<LeaderboardSnapshot> {
      const board = readable(tournamentId);
      if (board) return { tournamentId, seq, status: 'live', rows: board.rows(), at: now().getTime() };
      const tournament = await existingTournament(db, tournamentId);
      const rows = await storedBoard(db, tournament);
      return { tournamentId, seq, status: boardStatusOf(tournament.status), rows, at: now().getTime() };
    },

    /** The three leaders of a live board (optionally from one country) and the member's row; null when not live. */
    liveLeaders(tournamentId: string, userId: string, country?: string) {
      const board = readable(tournamentId);
      if (!board) return null;
      const rows = board.rows();
      const isShown = (row: LeaderboardRow) => !country || row.country === country;
      return {
        leaders: rows.filter(isShown).slice(0, 3),
        me: rows.find((row) => row.userId === userId) ?? null,
      };
    },
  };
}
export type Boards = ReturnType<typeof createBoards>;
