import { Type, type Static } from '@sinclair/typebox';
import type { TournamentEventKind } from './events.ts';
import type { Notification } from './notifications.ts';

export * from './events.ts';

export const LeaderboardRow = Type.Object({
  accountId: Type.String(),
  userId: Type.String(),
  rank: Type.Integer({ minimum: 1 }),
  username: Type.String(),
  profileName: Type.String(),
  country: Type.Union([Type.String(), Type.Null()]),
  tradeCount: Type.Integer({ minimum: 0 }),
  totalProfit: Type.Number(),
  /** Members with no closed trade are listed but win nothing (DECISIONS.md section 5). */
  isPrizeEligible: Type.Boolean(),
});
export type LeaderboardRow = Static<typeof LeaderboardRow>;

/**
 * Every event carries its tournament and the tournament's sequence number; a gap tells the client to refetch the
 * snapshot. (Written out in each schema: a spread would keep the schemas in the portal's bundle.)
 */
const TournamentId = Type.String();
const Seq = Type.Integer({ minimum: 0 });

export const BoardStatus = Type.Union([
  Type.Literal('live'),
  Type.Literal('calculating'),
  Type.Literal('final'),
]);
export type BoardStatus = Static<typeof BoardStatus>;

/** The whole board, every player in rank order; sent to a new subscriber and answered over HTTP. */
export const LeaderboardSnapshot = Type.Object({
  tournamentId: TournamentId,
  seq: Seq,
  status: BoardStatus,
  rows: Type.Array(LeaderboardRow),
  /** Server time the board was read, epoch milliseconds. */
  at: Type.Integer(),
});
export type LeaderboardSnapshot = Static<typeof LeaderboardSnapshot>;
export const LeaderboardUpdate = Type.Object({
  tournamentId: TournamentId,
  seq: Seq,
  at: Type.Integer(),
  rows: Type.Array(LeaderboardRow, { description: 'Only the rows that changed' }),
  removed: Type.Array(Type.String(), { description: 'Account ids no longer on the board' }),
});
export type LeaderboardUpdate = Static<typeof LeaderboardUpdate>;
export const TournamentClose = Type.Object({
  tournamentId: TournamentId,
  seq: Seq,
  closedAt: Type.String({ format: 'date-time' }),
});
export const PoolPriceUpdate = Type.Object({
  tournamentId: TournamentId,
  seq: Seq,
  poolPrice: Type.Number({ minimum: 0 }),
});

export type TournamentEventPayloads = {
  leaderboard: Static<typeof LeaderboardSnapshot>;
  leaderboardUpdate: Static<typeof LeaderboardUpdate>;
  tournamentClose: Static<typeof TournamentClose>;
  poolPriceUpdate: Static<typeof PoolPriceUpdate>;
};

export const SubscribeRequest = Type.Object(
  {
    tournamentId: Type.String({ minLength: 1, maxLength: 64 }),
    /** Ask for the board's snapshot (`leaderboard_<id>`) right after joining. */
    snapshot: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type SubscribeRequest = Static<typeof SubscribeRequest>;
export type SubscribeAck = { ok: true } | { ok: false; message: string };

/**
 * Socket.io's typed maps: tournament event names are dynamic per tournament, payloads keyed by their prefix;
 * `notification` goes to one member's sockets.
 */
export type ServerToClientEvents = {
  [name: string]: (payload: TournamentEventPayloads[TournamentEventKind] | Notification) => void;
};
export type ClientToServerEvents = {
  subscribe: (request: SubscribeRequest, ack: (result: SubscribeAck) => void) => void;
  unsubscribe: (request: SubscribeRequest, ack: (result: SubscribeAck) => void) => void;
};
