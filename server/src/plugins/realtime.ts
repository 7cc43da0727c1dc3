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
import type { ClusterEvents } from '../lib/cluster-events.ts';

type SocketData = { userId: string; sessionId: string };
type Unsequenced<K extends TournamentEventKind> = Omit<TournamentEventPayloads[K], 'seq' | 'tournamentId'>;

export type Realtime = {
  io: Server<ClientToServerEvents, ServerToClientEvents, ClusterEvents, SocketData>;
  /**
   * Emits to every subscriber of the tournament, in every process, with the next sequence number. The leader
   * numbers every event (a follower's goes to it first, and answers 0), so each tournament has one sequence.
   * Answers the number given.
   */
  emit: <K extends TournamentEventKind>(kind: K, tournamentId: string, payload: Unsequenced<K>) => number;
  /** To every other platform process; nothing without REDIS_URL (there is no other). */
  toOthers: <E extends keyof ClusterEvents>(event: E, ...args: Parameters<ClusterEvents[E]>) => void;
  /** Listens to another process's message. */
  fromOthers: <E extends keyof ClusterEvents>(event: E, listener: ClusterEvents[E]) => void;
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
 * Sequence numbers are the leader's (see `emit`); after a change of leader they jump, so clients refetch.
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

  /** Sends a numbered event to this process's subscribers of its tournament (each process sends to its own). */
  const deliver = (kind: TournamentEventKind, event: TournamentEventPayloads[TournamentEventKind]) => {
    const { tournamentId } = event;
    const name = eventName(kind, tournamentId);
    if (kind === 'leaderboardUpdate') boardUpdates.send(tournamentId, room(tournamentId), name, event);
    else io.local.to(room(tournamentId)).emit(name, event);
    if (kind === 'tournamentClose') boardUpdates.forget(tournamentId);
  };

  const realtime: Realtime = {
    io,
    emit(kind, tournamentId, payload) {
      if (!app.leadership.isLeader()) {
        realtime.toOthers('emitWanted', kind, tournamentId, payload);
        return 0;
      }
      const seq = (sequences.get(tournamentId) ?? 0) + 1;
      sequences.set(tournamentId, seq);
      const event = { ...payload, tournamentId, seq } as TournamentEventPayloads[typeof kind];
      deliver(kind, event);
      realtime.toOthers('tournamentEvent', kind, event);
      return seq;
    },
    toOthers(event, ...args) {
      const send = io.serverSideEmit as (name: string, ...rest: unknown[]) => boolean;
      if (app.redis) send.call(io, event, ...args);
    },
    fromOthers(event, listener) {
      io.on(event, listener as never);
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
  realtime.fromOthers('tournamentEvent', (kind, event) => {
    sequences.set(event.tournamentId, Math.max(event.seq, sequences.get(event.tournamentId) ?? 0));
    deliver(kind, event);
  });
  realtime.fromOthers('boards', (snapshots) => {
    for (const { tournamentId, seq } of snapshots)
      sequences.set(tournamentId, Math.max(seq, sequences.get(tournamentId) ?? 0));
  });
  realtime.fromOthers('emitWanted', (kind, tournamentId, payload) => {
    if (app.leadership.isLeader()) realtime.emit(kind, tournamentId, payload as never);
  });
  // A new leader's numbers start past any the last one may have sent unseen: its first events show a gap, and
  // clients refetch the board (DECISIONS.md section 4) rather than take a repeated number for a known one.
  app.leadership.onChange((isLeader) => {
    if (isLeader) for (const [tournamentId, seq] of sequences) sequences.set(tournamentId, seq + 1);
  });
  // Websockets are not idle HTTP connections: end them first or the server's close waits on them. Only this
  // process's: with the Redis adapter, io.disconnectSockets would end every process's sockets.
  app.addHook('preClose', async () => {
    io.local.disconnectSockets(true);
    io.engine.close();
  });
});
