import type pg from 'pg';
import { dedicatedClient, type Db } from './connect.ts';
import { endSoon } from './listener.ts';

/** The session advisory lock whose holder leads: a fixed key, the same in every platform process. */
export const LEADER_LOCK = 7_204_512_001;

export type LeadershipHandlers = {
  onElected: () => void;
  /** The lock is lost with its connection (the database restarted, a network cut): stop the singletons now. */
  onDeposed: (reason: string) => void;
};

/**
 * Elects one leader among the platform processes on one database (issue 12): each holds a dedicated connection
 * and tries `pg_try_advisory_lock` every `everyMs`; the holder checks its connection as often. PostgreSQL releases
 * the lock when the holder's connection ends, so a process that dies (even by SIGKILL) hands over within about
 * `everyMs`. A leader whose connection fails deposes itself at once, before anyone else can be elected.
 */
export function electLeader(db: Db, handlers: LeadershipHandlers, everyMs: number) {
  let client: pg.Client | null = null;
  let isLeader = false;
  let isClosed = false;
  let timer: NodeJS.Timeout | undefined;

  const drop = (lost: pg.Client, error: unknown) => {
    if (client !== lost) return;
    client = null;
    void endSoon(lost);
    if (!isLeader) return;
    isLeader = false;
    handlers.onDeposed(
      `its database connection failed (${error instanceof Error ? error.message : String(error)})`,
    );
  };

  const connected = async () => {
    if (client) return client;
    const fresh = dedicatedClient(db);
    if (!fresh) throw new Error('electLeader needs a database made by connect()');
    client = fresh;
    fresh.on('error', (error) => drop(fresh, error));
    fresh.on('end', () => drop(fresh, new Error('the connection ended')));
    await fresh.connect();
    return fresh;
  };

  const step = async () => {
    const current = await connected().catch((error: unknown) => {
      if (client) drop(client, error);
      return null;
    });
    if (!current || isClosed) return;
    try {
      if (isLeader) {
        await current.query('SELECT 1');
        return;
      }
      const { rows } = await current.query<{ locked: boolean }>('SELECT pg_try_advisory_lock($1) AS locked', [
        LEADER_LOCK,
      ]);
      if (rows[0]?.locked && client === current && !isClosed) {
        isLeader = true;
        handlers.onElected();
      }
    } catch (error) {
      drop(current, error);
    }
  };

  const loop = async () => {
    await step();
    if (!isClosed) timer = setTimeout(() => void loop(), everyMs).unref();
  };

  return {
    /** Starts trying; resolves after the first try, elected or not. */
    start: () => loop(),
    isLeader: () => isLeader,
    /** Ends the connection, which releases the lock for the next leader at once. */
    async close() {
      isClosed = true;
      isLeader = false;
      clearTimeout(timer);
      const current = client;
      client = null;
      if (current) await endSoon(current);
    },
  };
}
