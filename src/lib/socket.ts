import type { Socket } from 'socket.io-client';
import { proxy } from 'valtio';
import { EVENT_PREFIX, eventName, NOTIFICATION_EVENT, type TournamentEventKind } from '@/contract/events.ts';
import type { Notification } from '@/contract/notifications.ts';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  TournamentEventPayloads,
} from '@/contract/realtime.ts';
import { env } from '@/config/env.ts';
import { currentToken, reachability } from './api-client.ts';

type AnyPayload = TournamentEventPayloads[TournamentEventKind];
type ServerPayload = Parameters<ServerToClientEvents[string]>[0];
type TypedSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type TournamentHandlers = {
  [K in TournamentEventKind]?: (payload: TournamentEventPayloads[K]) => void;
};

export const socketState = proxy({ status: 'idle' as 'idle' | 'connecting' | 'connected' | 'reconnecting' });

let connection: Promise<TypedSocket> | null = null;
type Subscription = {
  tournamentId: string;
  wantsSnapshot: boolean;
  /** The last sequence number applied; null until the first event or snapshot. */
  lastSeq: number | null;
  resync: () => void;
};
/** Live subscriptions, restored (with a fresh snapshot) after a reconnect the server could not recover. */
const subscriptions = new Set<Subscription>();

const request = (sub: Subscription) => ({ tournamentId: sub.tournamentId, snapshot: sub.wantsSnapshot });

/** How long after the first screen's load background listeners wait before they open the socket. */
const SETTLE_MS = 3_000;

/** Resolves once the first screen has loaded and settled: its load event, then a pause, then an idle moment. */
const settled = new Promise<void>((resolve) => {
  const idle = () => (window.requestIdleCallback ?? setTimeout)(() => resolve(), { timeout: SETTLE_MS });
  const afterLoad = () => setTimeout(idle, SETTLE_MS);
  if (document.readyState === 'complete') afterLoad();
  else window.addEventListener('load', afterLoad, { once: true });
});

/** Resolves when a live screen opens the socket, so background listeners waiting for `settled` join it at once. */
let wake: () => void = () => undefined;
const opened = new Promise<void>((resolve) => (wake = resolve));

/**
 * socket.io-client is loaded on first use only, keeping it out of the first-visit bundle. A live screen (a board)
 * connects at once; background listeners (a card's pool price, notifications) wait until the first screen has
 * settled, or join the connection a live screen opened meanwhile.
 */
function connect(isUrgent = true): Promise<TypedSocket> {
  if (!isUrgent && !connection) return Promise.race([settled, opened]).then(() => connect());
  wake();
  connection ??= import('socket.io-client').then(({ io }) => {
    const socket: TypedSocket = io(env.socketUrl || undefined, {
      path: '/socket.io',
      transports: ['websocket'],
      // Read on every (re)connect so a refreshed token is used and a revoked one is refused.
      auth: (callback) => callback({ token: currentToken() }),
    });
    socketState.status = 'connecting';
    socket.on('connect', () => {
      socketState.status = 'connected';
      reachability.isReachable = true;
      if (socket.recovered) return;
      // Events were missed: every subscription starts again from a snapshot (or its screen refetches).
      for (const sub of subscriptions) {
        sub.lastSeq = null;
        socket.emit('subscribe', request(sub), () => undefined);
        if (!sub.wantsSnapshot) sub.resync();
      }
    });
    socket.on('disconnect', () => {
      socketState.status = 'reconnecting';
    });
    // A transport error (no `data`, unlike a refusal by the platform) means the platform cannot be reached.
    socket.on('connect_error', (error) => {
      socketState.status = 'reconnecting';
      if (!('data' in error)) reachability.isReachable = false;
    });
    return socket;
  });
  return connection;
}

type SubscribeOptions = {
  /** Ask for the full board (`leaderboard_<id>`) on subscribe and after every gap or lost connection. */
  snapshot?: boolean;
  /** Called when events were missed and no snapshot follows by itself: the screen refetches what it shows. */
  onResync?: () => void;
};

const KINDS = Object.keys(EVENT_PREFIX) as TournamentEventKind[];

/**
 * Subscribes to one tournament's events; returns the unsubscribe function. Features call this from their
 * realtime.ts; components never touch the socket. Every payload carries the tournament's sequence number
 * (DECISIONS.md section 4): stale or repeated events are dropped, and a gap asks for a snapshot again.
 */
export function subscribeTournament(
  tournamentId: string,
  handlers: TournamentHandlers,
  options: SubscribeOptions = {},
): () => void {
  let isActive = true;
  let socketRef: TypedSocket | null = null;
  const sub: Subscription = {
    tournamentId,
    wantsSnapshot: options.snapshot ?? false,
    lastSeq: null,
    resync: () => options.onResync?.(),
  };
  const onGap = () => {
    sub.lastSeq = null;
    if (sub.wantsSnapshot) socketRef?.emit('subscribe', request(sub), () => undefined);
    else sub.resync();
  };
  const receive = (kind: TournamentEventKind) => (received: ServerPayload) => {
    const payload = received as AnyPayload;
    if (kind === 'leaderboard') sub.lastSeq = payload.seq;
    else if (sub.lastSeq !== null && payload.seq <= sub.lastSeq) return;
    else if (sub.lastSeq !== null && payload.seq > sub.lastSeq + 1) return onGap();
    else if (sub.lastSeq === null && sub.wantsSnapshot)
      return; // wait for the snapshot first
    else sub.lastSeq = payload.seq;
    (handlers[kind] as ((payload: AnyPayload) => void) | undefined)?.(payload);
  };
  const bound = KINDS.map((kind) => [eventName(kind, tournamentId), receive(kind)] as const);
  subscriptions.add(sub);
  void connect(sub.wantsSnapshot).then((socket) => {
    if (!isActive) return;
    socketRef = socket;
    for (const [name, handler] of bound) socket.on(name, handler);
    socket.emit('subscribe', request(sub), () => undefined);
  });
  return () => {
    isActive = false;
    subscriptions.delete(sub);
    const isLast = ![...subscriptions].some((other) => other.tournamentId === tournamentId);
    void connection?.then((socket) => {
      for (const [name, handler] of bound) socket.off(name, handler);
      if (isLast) socket.emit('unsubscribe', { tournamentId }, () => undefined);
    });
  };
}

/**
 * Calls `listener` with each notification of the signed-in member (the platform sends them to all the member's
 * sockets, no subscription needed); `onResync` runs after a reconnect that may have missed some.
 */
export function listenToNotifications(listener: (notification: Notification) => void, onResync: () => void) {
  let isActive = true;
  let socketRef: TypedSocket | null = null;
  const receive = (payload: ServerPayload) => listener(payload as Notification);
  // The first connection is no reconnect: the caller has just fetched what there is.
  let isFirstConnect = true;
  const reconnected = () => {
    if (!isFirstConnect && !socketRef?.recovered) onResync();
    isFirstConnect = false;
  };
  void connect(false).then((socket) => {
    if (!isActive) return;
    socketRef = socket;
    isFirstConnect = !socket.connected;
    socket.on(NOTIFICATION_EVENT, receive);
    socket.on('connect', reconnected);
  });
  return () => {
    isActive = false;
    socketRef?.off(NOTIFICATION_EVENT, receive);
    socketRef?.off('connect', reconnected);
  };
}

/** Logout closes the connection; the next subscription opens a fresh one with the new token. */
export function disconnectSocket() {
  void connection?.then((socket) => socket.disconnect());
  connection = null;
  subscriptions.clear();
  socketState.status = 'idle';
}
