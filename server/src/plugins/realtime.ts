import fp from 'fastify-plugin';
import { Server, type Socket } from 'socket.io';
import {
  eventName,
  NOTIFICATION_EVENT,
  SubscribeRequest,
  TERMINAL_NAMESPACE,
  type Notification,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type TournamentEventKind,
  type TournamentEventPayloads,
} from '../contract.ts';
import { bearerToken } from './auth.ts';
import { UUID } from '../validation.ts';
import { latestOnly } from '../lib/latest-only.ts';

type SocketData = { userId: string; sessionId: string };
type Unsequenced<K extends TournamentEventKind> = Omit<TournamentEventPayloads[K], 'seq' | 'tournamentId'>;

export type Realtime = {
  io: Server<ClientToServerEvents, ServerToClientEvents, Record<string, never>, SocketData>;
  /** Emits to every subscriber of the tournament with the next sequence number; returns that number. */
  emit: <K extends TournamentEventKind>(kind: K, tournamentId: string, payload: Unsequenced<K>) => number;
  /** The last sequence number sent for a tournament (a snapshot carries it so clients can spot gaps). */
  sequence: (tournamentId: string) => number;
  /** Sends a notification to every open portal of one member. */
  toMember: (userId: string, notification: Notification) => void;
  /** Which of these members have a portal connected right now. */
  connectedMembers: (userIds: readonly string[]) => Promise<Set<string>>;
  /** Ends every socket of a session and of the terminals it opened, e.g. after logout. */
  disconnectSession: (sessionId: string) => Promise<void>;
  /** Ends every socket of a member, the terminal's too, e.g. when a password reset ends all their sessions. */
  disconnectMember: (userId: string) => Promise<void>;
};

const room = (tournamentId: string) => `tournament:${tournamentId}`;
/** Every socket joins its member's room on connect: notifications need no subscription. */
const memberRoom = (userId: string) => `member:${userId}`;
const isSubscribe = (value: unknown): value is SubscribeRequest =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SubscribeRequest).tournamentId === 'string' &&
  UUID.test((value as SubscribeRequest).tournamentId);

/**
 * socket.io on the API's own server (DECISIONS.md section 4): bearer token checked on connect and again on every
 * recovered reconnect (skipMiddlewares: false), per-tournament rooms, a room per member for notifications, typed
 * event names from the contract.
 * Sequence numbers are per process for now; the scale-out issue moves them to shared storage.
 * With REDIS_URL, socket.io's Redis adapter carries every broadcast (rooms, disconnectSockets, fetchSockets) to
 * the other platform processes. Those sit behind a load balancer without sticky sessions, so only websockets are
 * served: long polling spreads one session's requests over processes that don't know it. The portal and the
 * terminal connect with websockets only anyway.
 */
export default fp(async (app) => {
  const { redis } = app;
  const io: Realtime['io'] = new Server(app.server, {
    path: '/socket.io',
    serveClient: false,
    perMessageDeflate: false,
    cors: { origin: false },
    connectionStateRecovery: { maxDisconnectionDuration: 2 * 60_000, skipMiddlewares: false },
    ...(redis && { adapter: redis.adapter, transports: ['websocket'] as const }),
  });
  const sequences = new Map<string, number>();
  // A board's changed rows may be missed (a gap makes the client refetch); a slow socket skips them, not queues.
  const boardUpdates = latestOnly(io.of('/'), (tournamentId, seq) => sequences.get(tournamentId) === seq);

  io.use(async (socket, next) => {
    const header =
      typeof socket.handshake.auth.token === 'string' ? `Bearer ${socket.handshake.auth.token}` : undefined;
    const token = bearerToken(header);
    const resolved = token ? await app.sessions.resolve(token).catch(() => null) : null;
    if (!resolved) return next(new Error('unauthorized'));
    socket.data = resolved;
    next();
  });

  const answer =
    (socket: Socket, join: boolean) =>
    async (request: unknown, ack?: (result: { ok: true } | { ok: false; message: string }) => void) => {
      const reply = typeof ack === 'function' ? ack : () => undefined;
      if (!isSubscribe(request)) return reply({ ok: false, message: 'tournamentId must be a tournament id' });
      const { tournamentId } = request;
      if (!join) {
        await socket.leave(room(tournamentId));
        return reply({ ok: true });
      }
      await socket.join(room(tournamentId));
      if (request.snapshot === true) {
        // Sent on this socket after the join: every later update to the room follows it in order.
        const snapshot = await app.boards
          .snapshot(tournamentId, realtime.sequence(tournamentId))
          .catch(() => null);
        if (!snapshot) {
          await socket.leave(room(tournamentId));
          return reply({ ok: false, message: 'Tournament not found' });
        }
        socket.emit(eventName('leaderboard', tournamentId), snapshot);
      }
      reply({ ok: true });
    };

  io.on('connection', (socket) => {
    void socket.join(memberRoom(socket.data.userId));
    socket.on('subscribe', answer(socket, true));
    socket.on('unsubscribe', answer(socket, false));
  });

  /**
   * The sockets of every process (through Redis when there is one). While Redis is down, or a process that died
   * has not answered, only this process's sockets can be reached: better than failing the request (a logout).
   */
  const fetchEverywhere = <T>(target: {
    fetchSockets(): Promise<T[]>;
    local: { fetchSockets(): Promise<T[]> };
  }) =>
    target.fetchSockets().catch((error: unknown) => {
      app.log.warn(`sockets of other processes not reached (${String(error)}): only this process's are`);
      return target.local.fetchSockets();
    });

  const realtime: Realtime = {
    io,
    emit(kind, tournamentId, payload) {
      const seq = (sequences.get(tournamentId) ?? 0) + 1;
      sequences.set(tournamentId, seq);
      const name = eventName(kind, tournamentId);
      const event = { ...payload, tournamentId, seq } as never;
      if (kind === 'leaderboardUpdate') boardUpdates.send(tournamentId, room(tournamentId), name, event);
      else io.to(room(tournamentId)).emit(name, event);
      if (kind === 'tournamentClose') boardUpdates.forget(tournamentId);
      return seq;
    },
    sequence: (tournamentId) => sequences.get(tournamentId) ?? 0,
    toMember(userId, notification) {
      io.to(memberRoom(userId)).emit(NOTIFICATION_EVENT, notification);
    },
    async connectedMembers(userIds) {
      const connected = new Set<string>();
      for (const userId of userIds) {
        if ((await fetchEverywhere(io.in(memberRoom(userId)))).length > 0) connected.add(userId);
      }
      return connected;
    },
    async disconnectSession(sessionId) {
      for (const socket of await fetchEverywhere(io)) {
        if (socket.data.sessionId === sessionId) socket.disconnect(true);
      }
      // The terminals opened from that session end with it.
      for (const socket of await fetchEverywhere(io.of(TERMINAL_NAMESPACE))) {
        if (socket.data.sessionId === sessionId) socket.disconnect(true);
      }
    },
    async disconnectMember(userId) {
      io.in(memberRoom(userId)).disconnectSockets(true);
      for (const socket of await fetchEverywhere(io.of(TERMINAL_NAMESPACE))) {
        if (socket.data.userId === userId) socket.disconnect(true);
      }
    },
  };
  app.decorate('realtime', realtime);
  // Websockets are not idle HTTP connections: end them first or the server's close waits on them. Only this
  // process's: with the Redis adapter, io.disconnectSockets would end every process's sockets.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
});
