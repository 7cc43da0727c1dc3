/**
 * The watchers of the soak, each subscribed to the tournament with a snapshot as the portal is, recording the
 * leaderboard updates it gets: how many, the last sequence number, gaps, and the fan-out lag of each (arrival minus
 * the server's stamp `at`; one machine, one clock).
 *
 * A sample are socket.io clients as the portal opens them (socket.io-client, websocket, bearer token) that parse
 * every event and rebuild the whole board from the snapshot and the updates, to compare with the server's at rest.
 * The rest speak the same socket.io protocol over a bare `ws` socket and read only the sequence number and stamp
 * of each event: 2,000 clients parsing every update of a 500-row board (each row changes on every pulse while
 * its trader holds a position) would need some 400 MB/s of JSON.parse, more than this machine has, and the soak
 * would measure its own clients.
 */
import { io } from 'socket.io-client';
import WebSocket from 'ws';
import {
  eventName,
  type LeaderboardRow,
  type LeaderboardSnapshot,
  type LeaderboardUpdate,
} from '../server/src/contract.ts';
import { percentile } from './stats.ts';

/** Clients opened at once: a reconnect storm is not what this measures. */
const BATCH = 100;

type Watcher = {
  events: number;
  lastSeq: number;
  /** Gaps seen: a slow socket skips board updates, then refetches the snapshot as the portal does. */
  gaps: number;
  isAwaitingSnapshot: boolean;
  resubscribe: () => void;
  disconnected: boolean;
  /** The board rebuilt from the snapshot and the updates (sampled watchers only). */
  board?: Map<string, LeaderboardRow>;
  close: () => void;
};

/** What the run compares: rank, profit, trades and the names shown, by account. */
export const shown = (row: LeaderboardRow) =>
  JSON.stringify([row.rank, row.totalProfit, row.tradeCount, row.profileName, row.isPrizeEligible]);

/** The number following the last `"key":` of a JSON text, without parsing it. */
const numberAfter = (data: Buffer, key: string) => {
  const at = data.lastIndexOf(`"${key}":`);
  if (at < 0) return NaN;
  let value = 0;
  for (let index = at + key.length + 3; data[index]! >= 0x30 && data[index]! <= 0x39; index += 1)
    value = value * 10 + data[index]! - 0x30;
  return value;
};

const ENGINE = { open: 0x30, ping: 0x32, message: 0x34 } as const;
const PACKET = { connect: 0x30, event: 0x32, ack: 0x33, connectError: 0x34 } as const;

export function watchers(url: string, tournamentId: string) {
  const all: Watcher[] = [];
  const lags: number[] = [];
  const updateEvent = eventName('leaderboardUpdate', tournamentId);
  const snapshotEvent = eventName('leaderboard', tournamentId);

  const received = (watcher: Watcher, seq: number, at: number) => {
    lags.push(Date.now() - at);
    watcher.events += 1;
    if (watcher.isAwaitingSnapshot || seq <= watcher.lastSeq) return false; // older than the snapshot: in it
    if (seq !== watcher.lastSeq + 1) {
      // The portal's rule (lib/socket.ts): a gap asks for the snapshot again and drops what comes before it.
      watcher.gaps += 1;
      watcher.isAwaitingSnapshot = true;
      watcher.resubscribe();
      return false;
    }
    watcher.lastSeq = seq;
    return true;
  };
  const snapshotted = (watcher: Watcher, seq: number) => {
    watcher.lastSeq = seq;
    watcher.isAwaitingSnapshot = false;
  };
  const subscription = { tournamentId, snapshot: true };

  /** A portal-like client: socket.io-client, every event parsed, the board rebuilt. */
  const sampled = (token: string, watcher: Watcher) =>
    new Promise<void>((resolve, reject) => {
      const board = new Map<string, LeaderboardRow>();
      watcher.board = board;
      const socket = io(url, {
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
        forceNew: true,
      });
      watcher.close = () => socket.disconnect();
      watcher.resubscribe = () => socket.emit('subscribe', subscription, () => undefined);
      socket.on(snapshotEvent, (snapshot: LeaderboardSnapshot) => {
        snapshotted(watcher, snapshot.seq);
        board.clear();
        for (const row of snapshot.rows) board.set(row.accountId, row);
      });
      socket.on(updateEvent, (update: LeaderboardUpdate) => {
        if (!received(watcher, update.seq, update.at)) return;
        for (const row of update.rows) board.set(row.accountId, row);
        for (const id of update.removed) board.delete(id);
      });
      socket.once('connect_error', reject);
      socket.once('connect', () =>
        socket.emit('subscribe', subscription, (answer: { ok: boolean }) => {
          if (!answer.ok) return reject(new Error('subscribe refused'));
          socket.on('disconnect', () => (watcher.disconnected = true));
          resolve();
        }),
      );
    });

  /** The same protocol over bare ws (engine.io v4 + socket.io v5 packets), reading only `seq` and `at`. */
  const light = (token: string, watcher: Watcher) =>
    new Promise<void>((resolve, reject) => {
      const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
        perMessageDeflate: false,
        skipUTF8Validation: true,
      });
      let isSubscribed = false;
      watcher.close = () => socket.terminate();
      const subscribe = () => socket.send(`420${JSON.stringify(['subscribe', subscription])}`);
      watcher.resubscribe = subscribe;
      socket.on('error', reject);
      socket.on('close', () => (watcher.disconnected ||= isSubscribed));
      socket.on('message', (data: Buffer) => {
        if (data[0] === ENGINE.ping) return socket.send('3');
        if (data[0] === ENGINE.open) return socket.send(`40${JSON.stringify({ token })}`);
        if (data[0] !== ENGINE.message) return;
        if (data[1] === PACKET.connect) return subscribe();
        if (data[1] === PACKET.connectError) return reject(new Error(data.toString()));
        if (data[1] === PACKET.ack) {
          if (!data.includes('"ok":true')) return reject(new Error(`subscribe refused: ${data.toString()}`));
          isSubscribed = true;
          return resolve();
        }
        if (data[1] !== PACKET.event) return;
        if (data.indexOf(`["${updateEvent}"`) === 2)
          received(watcher, numberAfter(data, 'seq'), numberAfter(data, 'at'));
        else if (data.indexOf(`["${snapshotEvent}"`) === 2) snapshotted(watcher, numberAfter(data, 'seq'));
      });
    });

  return {
    /** Opens `count` watchers in batches, the first `sampledCount` portal-like, with the members' tokens in turn. */
    async open(count: number, tokens: string[], sampledCount: number) {
      for (let done = 0; done < count; done += BATCH)
        await Promise.all(
          Array.from({ length: Math.min(BATCH, count - done) }, async (_, offset) => {
            const index = done + offset;
            const watcher: Watcher = {
              events: 0,
              lastSeq: -1,
              gaps: 0,
              isAwaitingSnapshot: false,
              resubscribe: () => {},
              disconnected: false,
              close: () => {},
            };
            await (index < sampledCount ? sampled : light)(tokens[index % tokens.length]!, watcher);
            all.push(watcher);
          }),
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

    /** How the watchers fared, and how many rebuilt boards equal `expected` (account id → `shown` row). */
    async summary(finalSeq: number, expected: Array<[string, string]>) {
      const board = new Map(expected);
      const boards = all.flatMap((watcher) => (watcher.board ? [watcher.board] : []));
      const events = all.map((watcher) => watcher.events);
      return {
        count: all.length,
        eventsMin: Math.min(...events),
        eventsMedian: percentile(events, 0.5),
        lagP50: percentile(lags, 0.5),
        lagP99: percentile(lags, 0.99),
        lagMax: lags.reduce((max, lag) => Math.max(max, lag), 0),
        gaps: all.reduce((sum, watcher) => sum + watcher.gaps, 0),
        disconnected: all.filter((watcher) => watcher.disconnected).length,
        behind: all.filter((watcher) => watcher.lastSeq < finalSeq).length,
        sampled: boards.length,
        boardsMatching: boards.filter(
          (rebuilt) =>
            rebuilt.size === board.size &&
            [...rebuilt.values()].every((row) => board.get(row.accountId) === shown(row)),
        ).length,
      };
    },

    async close() {
      all.forEach((watcher) => watcher.close());
    },
  };
}
export type Watchers = ReturnType<typeof watchers>;
