/**
 * The watchers of the soak: socket.io clients as the portal opens them (websocket, bearer token, subscribed to the
 * tournament with a snapshot), each recording the leaderboard updates it gets: how many, the last sequence number,
 * gaps, and the fan-out lag of each (arrival minus the server's stamp `at`; one machine, one clock). A sample keeps
 * the whole board, applying the snapshot then each update as the portal does, to compare with the server's at rest.
 */
import { io, type Socket } from 'socket.io-client';
import {
  eventName,
  type LeaderboardRow,
  type LeaderboardSnapshot,
  type LeaderboardUpdate,
} from '../server/src/contract.ts';

/** Clients opened at once: a reconnect storm is not what this measures. */
const BATCH = 100;

export type Watcher = {
  events: number;
  lastSeq: number;
  gaps: number;
  disconnected: boolean;
  /** The board rebuilt from the snapshot and the updates (sampled watchers only). */
  board?: Map<string, LeaderboardRow>;
};

export function watchers(url: string, tournamentId: string) {
  const sockets: Socket[] = [];
  const all: Watcher[] = [];
  const lags: number[] = [];

  const open = (token: string, isSampled: boolean) =>
    new Promise<void>((resolve, reject) => {
      const watcher: Watcher = { events: 0, lastSeq: -1, gaps: 0, disconnected: false };
      if (isSampled) watcher.board = new Map();
      const socket = io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
        forceNew: true,
      });
      socket.on(eventName('leaderboard', tournamentId), (snapshot: LeaderboardSnapshot) => {
        watcher.lastSeq = snapshot.seq;
        watcher.board?.clear();
        for (const row of snapshot.rows) watcher.board?.set(row.accountId, row);
      });
      socket.on(eventName('leaderboardUpdate', tournamentId), (update: LeaderboardUpdate) => {
        lags.push(Date.now() - update.at);
        watcher.events += 1;
        if (update.seq <= watcher.lastSeq) return; // older than the snapshot: already in it
        if (update.seq !== watcher.lastSeq + 1) watcher.gaps += 1;
        watcher.lastSeq = update.seq;
        for (const row of update.rows) watcher.board?.set(row.accountId, row);
        for (const id of update.removed) watcher.board?.delete(id);
      });
      socket.once('connect_error', reject);
      socket.once('connect', () => {
        socket.emit('subscribe', { tournamentId, snapshot: true }, (answer: { ok: boolean }) => {
          if (!answer.ok) return reject(new Error('subscribe refused'));
          socket.on('disconnect', () => (watcher.disconnected = true));
          sockets.push(socket);
          all.push(watcher);
          resolve();
        });
      });
    });

  return {
    all,
    lags,
    /** Opens `count` watchers in batches, with the given members' tokens in turn; the first `sampled` keep boards. */
    async open(count: number, tokens: string[], sampled: number) {
      for (let done = 0; done < count; done += BATCH)
        await Promise.all(
          Array.from({ length: Math.min(BATCH, count - done) }, (_, index) =>
            open(tokens[(done + index) % tokens.length]!, done + index < sampled),
          ),
        );
    },
    /** Resolves once every watcher saw `seq` (true), or at the time-out (false). */
    async reach(seq: number, timeoutMs: number) {
      const until = Date.now() + timeoutMs;
      while (all.some((watcher) => watcher.lastSeq < seq)) {
        if (Date.now() > until) return false;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return true;
    },
    close: () => sockets.splice(0).forEach((socket) => socket.disconnect()),
  };
}
export type Watchers = ReturnType<typeof watchers>;
