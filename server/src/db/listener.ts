import type pg from 'pg';
import { dedicatedClient, type Db } from './connect.ts';

/** Reconnecting waits from 0.5 s, doubling to 10 s: quick after a blip, gentle on a database that stays down. */
const BACKOFF = { firstMs: 500, maxMs: 10_000 };
/**
 * A partition or a frozen server leaves the connection open and silent, and a LISTEN client sends nothing of
 * its own: a query now and then finds out (it gives up after the connection's query timeout).
 */
const HEARTBEAT_MS = 30_000;
/** A goodbye to a frozen server is never answered: closing does not wait for it longer than this. */
const END_WAIT_MS = 1_000;

export type ListenHandlers = {
  /** A notification on the channel. */
  onMessage: (payload: string) => void;
  /**
   * Runs each time the LISTEN is in place (the first time and after every reconnect): notifications sent while
   * the connection was down are lost, so whatever they would have changed is checked here. A failure counts as
   * a lost connection, and it runs again on the next one.
   */
  onListening: () => Promise<void>;
  /** The connection failed or dropped; the next try is in `retryMs`. */
  onLost: (error: Error, retryMs: number) => void;
};

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

export function endSoon(client: pg.Client) {
  client.removeAllListeners();
  // An error after this point belongs to a connection already given up.
  client.on('error', () => undefined);
  return Promise.race([
    client.end().catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, END_WAIT_MS).unref()),
  ]);
}

/**
 * LISTENs on one channel with a dedicated connection, for as long as the process runs: it reconnects with
 * backoff whenever the connection fails, and `close` stops it. `started` resolves after the first try, whether
 * it connected or not (a database down at boot must not stop the platform, which answers 503 meanwhile).
 */
export function listenTo(db: Db, channel: string, handlers: ListenHandlers) {
  let current: pg.Client | null = null;
  let isClosed = false;
  let retryMs = BACKOFF.firstMs;
  let retry: NodeJS.Timeout | undefined;
  let heartbeat: NodeJS.Timeout | undefined;

  const drop = (client: pg.Client, error: unknown) => {
    if (current !== client) return;
    current = null;
    clearInterval(heartbeat);
    void endSoon(client);
    if (isClosed) return;
    // Some jitter, so that every platform process does not knock at once when the database comes back.
    const waitMs = Math.round(retryMs * (0.75 + Math.random() / 2));
    retryMs = Math.min(retryMs * 2, BACKOFF.maxMs);
    handlers.onLost(asError(error), waitMs);
    retry = setTimeout(() => void open(), waitMs).unref();
  };

  const open = async () => {
    const client = dedicatedClient(db);
    if (!client) throw new Error('listenTo needs a database made by connect()');
    current = client;
    client.on('error', (error) => drop(client, error));
    client.on('end', () => drop(client, new Error('the connection ended')));
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) handlers.onMessage(message.payload);
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
      if (current !== client) return;
      await handlers.onListening();
      if (current !== client) return;
      retryMs = BACKOFF.firstMs;
      heartbeat = setInterval(() => {
        client.query('SELECT 1').catch((error: unknown) => drop(client, error));
      }, HEARTBEAT_MS).unref();
    } catch (error) {
      drop(client, error);
    }
  };

  return {
    started: open(),
    async close() {
      isClosed = true;
      clearTimeout(retry);
      clearInterval(heartbeat);
      const client = current;
      current = null;
      if (client) await endSoon(client);
    },
  };
}
