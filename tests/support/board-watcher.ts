import WebSocket from 'ws';
import { eventName, type LeaderboardRow } from '../../src/contract/index.ts';

type Sequenced = { seq: number; rows: LeaderboardRow[]; removed?: string[] };

/**
 * A board watcher on a bare websocket speaking socket.io's protocol (engine.io v4, socket.io v5 packets), so a test
 * can stop reading (`pause`, as a slow phone does) and start again. It follows the portal's rule (lib/socket.ts):
 * subscribe with a snapshot, apply updates in sequence, and on a gap drop what follows and ask for the snapshot
 * again.
 */
export function boardWatcher(url: string, token: string, tournamentId: string) {
  const socket = new WebSocket(`${url.replace(/^http/, 'ws')}/socket.io/?EIO=4&transport=websocket`, {
    perMessageDeflate: false,
  });
  const state = {
    board: new Map<string, LeaderboardRow>(),
    /** The sequence number of what the board shows; null while a snapshot is awaited. */
    lastSeq: null as number | null,
    updates: [] as number[],
    snapshots: [] as number[],
    gaps: 0,
  };
  let acks = 0;
  const subscribe = () =>
    socket.send(`42${acks++}${JSON.stringify(['subscribe', { tournamentId, snapshot: true }])}`);

  const onEvent = (name: string, payload: Sequenced) => {
    if (name === eventName('leaderboard', tournamentId)) {
      state.snapshots.push(payload.seq);
      state.lastSeq = payload.seq;
      state.board = new Map(payload.rows.map((row) => [row.accountId, row]));
      return;
    }
    if (name !== eventName('leaderboardUpdate', tournamentId)) return;
    state.updates.push(payload.seq);
    if (state.lastSeq === null || payload.seq <= state.lastSeq) return;
    if (payload.seq > state.lastSeq + 1) {
      state.gaps += 1;
      state.lastSeq = null;
      return subscribe();
    }
    state.lastSeq = payload.seq;
    for (const row of payload.rows) state.board.set(row.accountId, row);
    for (const id of payload.removed ?? []) state.board.delete(id);
  };

  const ready = new Promise<void>((resolve, reject) => {
    socket.on('error', reject);
    socket.on('message', (data: Buffer) => {
      const text = data.toString();
      if (text === '2') return socket.send('3'); // ping
      if (text.startsWith('0')) return socket.send(`40${JSON.stringify({ token })}`);
      if (text.startsWith('44')) return reject(new Error(text));
      if (text.startsWith('40')) return subscribe();
      if (text.startsWith('43')) return resolve();
      if (text.startsWith('42')) {
        const [name, payload] = JSON.parse(text.slice(2)) as [string, Sequenced];
        onEvent(name, payload);
      }
    });
  });

  return {
    state,
    /** Resolves once connected, subscribed and answered. */
    ready: () => ready,
    /** Stops reading from the connection: what the platform sends piles up in the kernel, then on the platform. */
    pause: () => socket.pause(),
    resume: () => socket.resume(),
    close: () => socket.terminate(),
  };
}
