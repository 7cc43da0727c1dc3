import type { Namespace, Socket } from 'socket.io';

/** One stream of events where each supersedes the last: one board's changed rows. */
type Latest = { room: string; event: string; payload: { seq: number } };
/** Per socket: streams with an event waiting in its buffer, and streams with an event it never got. */
type Lag = { waiting: Set<string>; skipped: Set<string> };

/**
 * Whether the socket's connection holds bytes the kernel would not take: its client is not reading fast enough.
 * A transport is also busy after every write until the write's callback runs (during a burst of emits before the
 * event loop turns), with nothing held back: no reason to skip.
 */
const isBackedUp = (socket: Socket) => {
  // engine.io keeps its websocket private; `bufferedAmount` is ws's public count of bytes not yet sent.
  const websocket = (socket.conn.transport as unknown as { socket?: { bufferedAmount?: unknown } }).socket;
  return typeof websocket?.bufferedAmount === 'number' ? websocket.bufferedAmount > 0 : true;
};

/**
 * Fan-out for streams whose events a client may miss, because it sees the gap in the sequence numbers and
 * refetches the snapshot (DECISIONS.md section 4): a board's changed rows. socket.io queues every emit for a
 * socket whose transport is busy, without bound; under load, watchers 40 s behind were dropped by ping timeout.
 * Here a backed-up socket holds at most one waiting event per stream; later ones are skipped, and once its buffer
 * goes out it is sent the stream's latest event, so it sees the gap even if the stream then goes quiet.
 *
 * Not socket.io's `volatile`: that drops an event whenever the transport is busy, which it is right after any
 * write, so a healthy socket following two boards would lose the second board's update on every pulse.
 */
export function latestOnly(nsp: Namespace, isLatest: (stream: string, seq: number) => boolean) {
  const lags = new WeakMap<Socket, Lag>();
  const latest = new Map<string, Latest>();
  /** Sockets whose buffer went out since they skipped an event, by stream: they are owed its latest event. */
  const owed = new Map<string, Set<string>>();
  let isCatchingUp = false;

  const catchUp = () => {
    isCatchingUp = false;
    const due = [...owed];
    owed.clear();
    for (const [stream, ids] of due) {
      const last = latest.get(stream);
      if (last && isLatest(stream, last.payload.seq)) send(stream, last, ids);
      else {
        // A later event of the tournament, not of this stream, went out to the room after the skip: it shows the gap.
        for (const id of ids) {
          const socket = nsp.sockets.get(id);
          if (socket) lags.get(socket)?.skipped.delete(stream);
        }
      }
    }
  };

  const lagOf = (socket: Socket) => {
    const known = lags.get(socket);
    if (known) return known;
    const lag: Lag = { waiting: new Set(), skipped: new Set() };
    lags.set(socket, lag);
    // Emitted when engine.io hands the socket's buffer to the transport: nothing of ours waits any more.
    socket.conn.on('drain', () => {
      lag.waiting.clear();
      if (lag.skipped.size === 0) return;
      for (const stream of lag.skipped) owed.set(stream, (owed.get(stream) ?? new Set()).add(socket.id));
      if (!isCatchingUp) setImmediate(catchUp);
      isCatchingUp = true;
    });
    return lag;
  };

  /** Emits to the room (or those of `only` still in it) except sockets that already hold one waiting event. */
  function send(stream: string, last: Latest, only?: ReadonlySet<string>) {
    const skip: string[] = [];
    const to: string[] = [];
    for (const id of only ?? nsp.adapter.rooms.get(last.room) ?? []) {
      const socket = nsp.sockets.get(id);
      if (!socket || !socket.rooms.has(last.room)) continue;
      to.push(id);
      if (socket.conn.transport.writable) {
        // Goes out at once, and shows the socket any gap behind it.
        lags.get(socket)?.skipped.delete(stream);
        continue;
      }
      const lag = lagOf(socket);
      if (lag.waiting.has(stream) && isBackedUp(socket)) {
        lag.skipped.add(stream);
        skip.push(id);
      } else {
        lag.waiting.add(stream);
        lag.skipped.delete(stream);
      }
    }
    if (only && to.length === skip.length) return;
    // One broadcast: socket.io encodes the event once for every socket it reaches.
    // This process's sockets only: every platform process sends each event to its own (issue 12).
    const target = only ? nsp.local.to(to) : nsp.local.to(last.room);
    target.except(skip).emit(last.event, last.payload);
  }

  return {
    /** Sends the stream's next event to the room. */
    send(stream: string, room: string, event: string, payload: { seq: number }) {
      const last = { room, event, payload };
      latest.set(stream, last);
      send(stream, last);
    },
    /** The stream ended (its tournament closed, an event every subscriber gets): nothing more is owed. */
    forget(stream: string) {
      latest.delete(stream);
      owed.delete(stream);
    },
  };
}
