import type { Socket } from 'socket.io-client';
import { proxy } from 'valtio';
import { eventName, type TournamentEventKind } from '@/contract/events.ts';
import type {
  ClientToServerEvents,
  ServerToClientEvents,
  TournamentEventPayloads,
} from '@/contract/realtime.ts';
import { env } from '@/config/env.ts';

type AnyPayload = TournamentEventPayloads[TournamentEventKind];
type TypedSocket = Socket<ServerToClientEvents, ClientToServerEvents>;
export type TournamentHandlers = {
  [K in TournamentEventKind]?: (payload: TournamentEventPayloads[K]) => void;
};

export const socketState = proxy({ status: 'idle' as 'idle' | 'connecting' | 'connected' | 'reconnecting' });

let connection: Promise<TypedSocket> | null = null;
let readToken: () => string | null = () => null;
/** Subscriptions to restore after a reconnect that the server could not recover. */
const subscriptions = new Map<string, number>();

/** socket.io-client is loaded on first use only, keeping it out of the first-visit bundle. */
function connect(): Promise<TypedSocket> {
  connection ??= import('socket.io-client').then(({ io }) => {
    const socket: TypedSocket = io(env.socketUrl || undefined, {
      path: '/socket.io',
      transports: ['websocket'],
      // Read on every (re)connect so a refreshed token is used and a revoked one is refused.
      auth: (callback) => callback({ token: readToken() }),
    });
    socketState.status = 'connecting';
    socket.on('connect', () => {
      socketState.status = 'connected';
      if (!socket.recovered)
        for (const tournamentId of subscriptions.keys())
          socket.emit('subscribe', { tournamentId }, () => undefined);
    });
    socket.on('disconnect', () => {
      socketState.status = 'reconnecting';
    });
    return socket;
  });
  return connection;
}

export const configureSocket = (getToken: () => string | null) => {
  readToken = getToken;
};

/**
 * Subscribes to one tournament's events; returns the unsubscribe function. Features call this from their
 * realtime.ts; components never touch the socket.
 */
export function subscribeTournament(tournamentId: string, handlers: TournamentHandlers): () => void {
  let isActive = true;
  // Each handler is registered under its own event name, so it only ever receives its own payload type.
  const bound = Object.entries(handlers).map(
    ([kind, handler]) =>
      [
        eventName(kind as TournamentEventKind, tournamentId),
        handler as (payload: AnyPayload) => void,
      ] as const,
  );
  subscriptions.set(tournamentId, (subscriptions.get(tournamentId) ?? 0) + 1);
  void connect().then((socket) => {
    if (!isActive) return;
    for (const [name, handler] of bound) socket.on(name, handler);
    socket.emit('subscribe', { tournamentId }, () => undefined);
  });
  return () => {
    isActive = false;
    const left = (subscriptions.get(tournamentId) ?? 1) - 1;
    if (left > 0) subscriptions.set(tournamentId, left);
    else subscriptions.delete(tournamentId);
    void connection?.then((socket) => {
      for (const [name, handler] of bound) socket.off(name, handler);
      if (left <= 0) socket.emit('unsubscribe', { tournamentId }, () => undefined);
    });
  };
}

/** Logout closes the connection; the next subscription opens a fresh one with the new token. */
export function disconnectSocket() {
  void connection?.then((socket) => socket.disconnect());
  connection = null;
  subscriptions.clear();
  socketState.status = 'idle';
}
