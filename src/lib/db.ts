import Dexie, { type EntityTable } from 'dexie';

/** A cached read: what the screen last saw, whose it is, and when it was fetched. */
export type CachedResource = { key: string; ownerId: string; data: unknown; updatedAt: number };

export type OutboxStatus = 'pending' | 'sending' | 'paused' | 'failed';
export type CacheUndo = { table: CacheTable; key: string; previous: unknown };

/** A queued offline mutation (DECISIONS.md section 6); `undo` restores the optimistic cache change. */
export type OutboxEntry = {
  seq?: number;
  ownerId: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  idempotencyKey: string;
  label: string;
  status: OutboxStatus;
  attempts: number;
  nextAttemptAt: number;
  createdAt: number;
  lastError: string | null;
  undo: CacheUndo[];
};

export type TournamentRecord = { id: string; ownerId: string; data: unknown; updatedAt: number };
export type LeaderboardRowRecord = { tournamentId: string; accountId: string; rank: number; data: unknown };
export type LeaderboardMeta = { tournamentId: string; seq: number; status: string; updatedAt: number };
export type LevelRecord = { id: string; name: string };
export type ProfileRecord = { userId: string; data: unknown; updatedAt: number };

export type CacheTable = 'resources' | 'tournaments' | 'myTournaments' | 'profile' | 'levels';

/** The one Dexie database of the portal: read caches plus the outbox. Bump the version to change a schema. */
export class PortalDb extends Dexie {
  resources!: EntityTable<CachedResource, 'key'>;
  tournaments!: EntityTable<TournamentRecord, 'id'>;
  myTournaments!: EntityTable<TournamentRecord, 'id'>;
  leaderboardRows!: Dexie.Table<LeaderboardRowRecord, [string, string]>;
  leaderboardMeta!: EntityTable<LeaderboardMeta, 'tournamentId'>;
  profile!: EntityTable<ProfileRecord, 'userId'>;
  levels!: EntityTable<LevelRecord, 'id'>;
  outbox!: EntityTable<OutboxEntry, 'seq'>;

  constructor(name = 'tradearena') {
    super(name);
    this.version(1).stores({
      resources: 'key, ownerId',
      tournaments: 'id, ownerId',
      myTournaments: 'id, ownerId',
      leaderboardRows: '[tournamentId+accountId], [tournamentId+rank]',
      leaderboardMeta: 'tournamentId',
      profile: 'userId',
      levels: 'id',
      outbox: '++seq, ownerId, status',
    });
  }
}

export const db = new PortalDb();

/** Logout wipes every cached table and the outbox, also offline (DECISIONS.md section 6). */
export async function clearAllData(): Promise<void> {
  await db.transaction('rw', db.tables, async () => {
    await Promise.all(db.tables.map((table) => table.clear()));
  });
}
