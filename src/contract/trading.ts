import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDate, Nullable, Strict } from './common.ts';
import { Instrument, PriceQuote } from './market.ts';
import { AccountMode, AccountStatus } from './tournament.ts';

export const Side = Type.Union([Type.Literal('buy'), Type.Literal('sell')]);
export type Side = Static<typeof Side>;

/** A market order from the terminal; price and time are the server's (DECISIONS.md section 5). */
export const OrderRequest = Strict({
  symbol: Type.String({ minLength: 1, maxLength: 16 }),
  side: Side,
  volume: Type.Number({ exclusiveMinimum: 0, maximum: 1000 }),
  stopLoss: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0 }))),
  takeProfit: Type.Optional(Nullable(Type.Number({ exclusiveMinimum: 0 }))),
});
export type OrderRequest = Static<typeof OrderRequest>;

export const Position = Type.Object({
  id: Type.String(),
  symbol: Type.String(),
  side: Side,
  volume: Type.Number(),
  openPrice: Type.Number(),
  openedAt: IsoDate,
  stopLoss: Nullable(Type.Number()),
  takeProfit: Nullable(Type.Number()),
  /** Margin held for the position, USD. */
  margin: Type.Number(),
  /** The price it would close at now (bid for a buy, ask for a sell) and the profit at that price, USD. */
  currentPrice: Type.Number(),
  profit: Type.Number(),
});
export type Position = Static<typeof Position>;

export const CloseReason = Type.Union([
  Type.Literal('manual'),
  Type.Literal('stop_loss'),
  Type.Literal('take_profit'),
  Type.Literal('stop_out'),
  Type.Literal('tournament_end'),
]);
export type CloseReason = Static<typeof CloseReason>;

export const ClosedTrade = Type.Object({
  id: Type.String(),
  symbol: Type.String(),
  side: Side,
  volume: Type.Number(),
  openPrice: Type.Number(),
  closePrice: Type.Number(),
  openedAt: IsoDate,
  closedAt: IsoDate,
  profit: Type.Number(),
  reason: CloseReason,
});
export type ClosedTrade = Static<typeof ClosedTrade>;

/** The account strip: money, margin, rank and the time left, all as the server computes them. */
export const AccountSummary = Type.Object({
  accountId: Type.String(),
  mode: AccountMode,
  status: AccountStatus,
  leverage: Type.Integer({ minimum: 1 }),
  startingBalance: Type.Number(),
  balance: Type.Number(),
  equity: Type.Number(),
  margin: Type.Number(),
  freeMargin: Type.Number(),
  /** Equity over used margin in percent; null without open positions. */
  marginLevel: Nullable(Type.Number()),
  profit: Type.Number(),
  tradeCount: Type.Integer({ minimum: 0 }),
  /** Place on the live board; null for practice accounts and empty boards. */
  rank: Nullable(Type.Integer({ minimum: 1 })),
  players: Type.Integer({ minimum: 0 }),
});
export type AccountSummary = Static<typeof AccountSummary>;

/** Everything the terminal draws on open. */
export const TerminalState = Type.Object({
  tournament: Type.Object({
    id: Type.String(),
    title: Type.String(),
    status: Type.String(),
    endDate: IsoDate,
    /** Practice accounts trade until this time; equal to endDate for live accounts. */
    tradingEndsAt: IsoDate,
  }),
  profileName: Type.String(),
  account: AccountSummary,
  instruments: Type.Array(Instrument),
  quotes: Type.Array(PriceQuote),
  positions: Type.Array(Position),
  /** The server's clock, so "time left" does not trust the device's. */
  serverTime: IsoDate,
  isTradingOpen: Type.Boolean(),
});
export type TerminalState = Static<typeof TerminalState>;

/** The terminal trades a single-use embed token for a session scoped to one account. */
export const TerminalSessionRequest = Strict({ embedToken: Type.String({ minLength: 16, maxLength: 128 }) });
export const TerminalSession = Type.Object({
  token: Type.String(),
  expiresAt: IsoDate,
  accountId: Type.String(),
  tournamentId: Type.String(),
});
export type TerminalSession = Static<typeof TerminalSession>;

export const PositionParams = Strict({ id: Id });
export const HistoryQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 200, default: 50 })),
    before: Type.Optional(IsoDate),
  },
  { additionalProperties: false },
);
export type HistoryQuery = Static<typeof HistoryQuery>;

export { TRADING_MESSAGES } from './messages.ts';

/** Terminal socket namespace and its events: the market for everyone, the account for its owner only. */
export const TERMINAL_NAMESPACE = '/terminal';
export type TerminalServerEvents = {
  quotes: (quotes: PriceQuote[]) => void;
  account: (update: { account: AccountSummary; positions: Position[] }) => void;
  positionClosed: (trade: ClosedTrade) => void;
};

/** Messages between the terminal frame and the portal; the portal checks the origin of each (DECISIONS.md 7). */
export type TerminalMessage =
  { type: 'terminal:ready' } | { type: 'terminal:storage-blocked' } | { type: 'terminal:session-ended' };
export const TERMINAL_MESSAGE_TYPES = [
  'terminal:ready',
  'terminal:storage-blocked',
  'terminal:session-ended',
] as const;
