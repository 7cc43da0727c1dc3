/**
 * The fan-out figures, client side: an audience of N clients on loopback, each recording how long one
 * broadcast took to reach it (its arrival, parsed, minus the server's stamp `at`; both clocks are
 * performance.timeOrigin + performance.now(), the same wall clock in both processes). socket.io clients open and
 * subscribe the way the portal does; the baseline audience is raw `ws` clients, parsing the same JSON.
 */
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import { io, type Socket } from 'socket.io-client';
import WebSocket from 'ws';
import { eventName, type LeaderboardUpdate } from '../server/src/contract.ts';
import { percentile } from './stats.ts';
import { median, summarize, type Figure } from './stats.ts';

/** Clients opened at once: a portal's reconnect storm is not what this measures. */
const BATCH = 100;
const ARRIVAL_TIMEOUT_MS = 15_000;
const AUDIENCES = [1_000, 2_000];
const RUNS = 3;
/** Broadcasts per run, each sent once the previous one reached every client, with a pause between. */
const BROADCASTS = 10;
const PAUSE_MS = 50;

export type Kind = 'socket.io' | 'ws';
type Spread = { p50: number; p95: number; p99: number };

type Stamped = Pick<LeaderboardUpdate, 'seq' | 'at'>;

export type Audience = {
  readonly size: number;
  /** Opens `count` more clients, connected and subscribed. */
  grow: (count: number) => Promise<void>;
  /** Latencies (ms) of broadcast `seq` at every client; rejects if some never get it. */
  latencies: (seq: number) => Promise<number[]>;
  close: () => void;
};

/** Collects arrivals by sequence number; a broadcast's may come before its sender has answered the seq. */
function arrivals(size: () => number) {
  const bySeq = new Map<number, number[]>();
  const waiters = new Map<number, () => void>();
  return {
    record({ seq, at }: Stamped) {
      const latency = performance.timeOrigin + performance.now() - at;
      const list = bySeq.get(seq) ?? [];
      list.push(latency);
      bySeq.set(seq, list);
      if (list.length >= size()) waiters.get(seq)?.();
    },
    async of(seq: number) {
      if ((bySeq.get(seq)?.length ?? 0) < size())
        await new Promise<void>((resolve, reject) => {
          const timer = setTimeout(() => {
            waiters.delete(seq);
            reject(new Error(`broadcast ${seq} reached ${bySeq.get(seq)?.length ?? 0} of ${size()} clients`));
          }, ARRIVAL_TIMEOUT_MS);
          waiters.set(seq, () => {
            clearTimeout(timer);
            waiters.delete(seq);
            resolve();
          });
        });
      const list = bySeq.get(seq) ?? [];
      bySeq.delete(seq);
      return list;
    },
  };
}

async function inBatches(count: number, open: () => Promise<void>) {
  for (let done = 0; done < count; done += BATCH)
    await Promise.all(Array.from({ length: Math.min(BATCH, count - done) }, open));
}

/** socket.io clients as the portal opens them (websocket only, bearer token), subscribed without a snapshot. */
export function socketAudience(url: string, token: string, tournamentId: string): Audience {
  const sockets: Socket[] = [];
  const received = arrivals(() => sockets.length);
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const socket = io(url, {
        path: '/socket.io',
        transports: ['websocket'],
        auth: { token },
        reconnection: false,
        forceNew: true,
      });
      socket.on(eventName('leaderboardUpdate', tournamentId), (update: LeaderboardUpdate) =>
        received.record(update),
      );
      socket.once('connect_error', reject);
      socket.once('connect', () => {
        socket.emit('subscribe', { tournamentId, snapshot: false }, (answer: { ok: boolean }) => {
          if (!answer.ok) return reject(new Error('subscribe refused'));
          sockets.push(socket);
          resolve();
        });
      });
    });
  return {
    get size() {
      return sockets.length;
    },
    grow: (count) => inBatches(count, open),
    latencies: (seq) => received.of(seq),
    close: () => sockets.splice(0).forEach((socket) => socket.disconnect()),
  };
}

/** The baseline: raw WebSocket clients of the bare `ws` broadcast, parsing the same JSON. */
export function wsAudience(url: string): Audience {
  const clients: WebSocket[] = [];
  const received = arrivals(() => clients.length);
  const open = () =>
    new Promise<void>((resolve, reject) => {
      const client = new WebSocket(url, { perMessageDeflate: false });
      client.on('message', (data: Buffer) => received.record(JSON.parse(data.toString()) as Stamped));
      client.once('error', reject);
      client.once('open', () => {
        clients.push(client);
        resolve();
      });
    });
  return {
    get size() {
      return clients.length;
    },
    grow: (count) => inBatches(count, open),
    latencies: (seq) => received.of(seq),
    close: () => clients.splice(0).forEach((client) => client.terminate()),
  };
}

/**
 * p50/p95/p99 of the broadcasts to 1,000 then 2,000 clients of each audience, socket.io against the ws baseline;
 * `broadcast` sends one update through the given kind and answers its sequence number.
 */
export async function fanOutFigures(
  audience: Record<Kind, Audience>,
  broadcast: (kind: Kind) => Promise<number>,
): Promise<Figure[]> {
  const spread = async (kind: Kind): Promise<Spread> => {
    const latencies: number[] = [];
    for (let sent = 0; sent < BROADCASTS; sent += 1) {
      latencies.push(...(await audience[kind].latencies(await broadcast(kind))));
      await sleep(PAUSE_MS);
    }
    return {
      p50: percentile(latencies, 0.5),
      p95: percentile(latencies, 0.95),
      p99: percentile(latencies, 0.99),
    };
  };
  const figures: Figure[] = [];
  for (const size of AUDIENCES) {
    for (const kind of ['ws', 'socket.io'] as const) {
      await audience[kind].grow(size - audience[kind].size);
      await audience[kind].latencies(await broadcast(kind)); // warm-up
    }
    // Alternated, so that both see the same machine.
    const runs: Record<Kind, Spread[]> = { 'socket.io': [], ws: [] };
    for (let run = 0; run < RUNS; run += 1)
      for (const kind of ['ws', 'socket.io'] as const) runs[kind].push(await spread(kind));
    for (const key of ['p50', 'p95', 'p99'] as const)
      figures.push(
        summarize(
          `platform: fan-out to ${size.toLocaleString('en')} socket.io clients, ${key}`,
          'ms',
          runs['socket.io'].map((run) => run[key]),
          { name: 'raw ws broadcast', value: median(runs.ws.map((run) => run[key])) },
        ),
      );
  }
  return figures;
}
