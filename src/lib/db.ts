import Dexie, { type EntityTable } from 'dexie';

/** A cached read: what the screen last saw, whose it is, and when it was fetched. */
export type CachedResource = { key: string; ownerId: string; data: unknown; updatedAt: number };

export type OutboxStatus = 'pending' | 'sending' | 'paused';
/** What a queued change is about, so the answer can be applied to the right place once it is sent. */
export type OutboxKind = 'profile' | 'trade-profile' | 'preferences' | 'alliance';
export type CacheUndo = { table: CacheTable; key: string; previous: unknown };

/** A queued offline mutation (DECISIONS.md section 6); `undo` restores the optimistic cache change. */
export type OutboxEntry = {
  seq?: number;
  ownerId: string;
  kind: OutboxKind;
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
  /** The last answer's status; 0 when there was none (network down), null before the first try. */
  lastStatus: number | null;
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

/**
 * A plain copy for IndexedDB: objects read from React state (valtio snapshots, tracking proxies) are Proxies,
 * which the structured clone refuses.
 */
export const plain = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

/**
 * Logout wipes every cached table and the outbox, also offline (DECISIONS.md section 6). A session the platform
 * ended (401) keeps the outbox: its rows carry their owner and wait, paused, for that member to sign in again.
 */
export async function clearAllData({ keepOutbox = false } = {}): Promise<void> {
  const tables = db.tables.filter((table) => !(keepOutbox && table.name === 'outbox'));
  await db.transaction('rw', tables, async () => {
    await Promise.all(tables.map((table) => table.clear()));
  });
}
