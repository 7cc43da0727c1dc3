import { Type, type Static } from '@sinclair/typebox';
import { Id, IsoDate, Nullable, Strict } from './common.ts';
import { LeaderboardRow } from './realtime.ts';

export const TournamentType = Type.Union([
  Type.Literal('master_tournament'),
  Type.Literal('mini_tournament'),
  Type.Literal('play_2_earn'),
]);
export type TournamentType = Static<typeof TournamentType>;

/** The record's lifecycle (DECISIONS.md section 5); the screens derive their display state from it and the dates. */
export const TournamentStatus = Type.Union([
  Type.Literal('scheduled'),
  Type.Literal('registration'),
  Type.Literal('live'),
  Type.Literal('calculating'),
  Type.Literal('final'),
  Type.Literal('deleted'),
]);
export type TournamentStatus = Static<typeof TournamentStatus>;

/** A row of the rewards table: ranks fromRank..toRank share `share` percent of the pool each. */
export const Reward = Type.Object({
  fromRank: Type.Integer({ minimum: 1 }),
  toRank: Type.Integer({ minimum: 1 }),
  share: Type.Number({ minimum: 0, maximum: 100 }),
});
export type Reward = Static<typeof Reward>;

/** Search result of spec section 3. */
export const SearchResult = Type.Object({
  id: Type.String(),
  title: Type.String(),
  tournamentType: TournamentType,
});
export type SearchResult = Static<typeof SearchResult>;

/** A tournament as spec section 3 names its fields, plus what the screens show of it. Money in USD. */
export const Tournament = Type.Object({
  id: Type.String(),
  title: Type.String(),
  description: Type.String(),
  type: TournamentType,
  status: TournamentStatus,
  registrationStartDate: IsoDate,
  registrationEndDate: IsoDate,
  startDate: IsoDate,
  endDate: IsoDate,
  /** Entry fee. */
  price: Type.Number({ minimum: 0 }),
  poolPrice: Type.Number({ minimum: 0 }),
  isDynamicPoolPrice: Type.Boolean(),
  /** Percent of the settings pool price added to the pool when dynamic. */
  dynamicPoolPrice: Type.Number({ minimum: 0 }),
  poolPriceSettings: Type.Object({ poolPrice: Type.Number({ minimum: 0 }) }),
  /** The prize pool by the rule of spec section 9, computed by the platform. */
  effectivePoolPrice: Type.Number({ minimum: 0 }),
  currency: Type.Literal('USD'),
  players: Type.Integer({ minimum: 0 }),
  capacity: Nullable(Type.Integer({ minimum: 1 })),
  instruments: Type.Array(Type.String()),
  rewards: Type.Array(Reward),
  terms: Type.String(),
  startingBalance: Type.Number(),
  /** Whether the asking member holds a live entry. */
  isEnrolled: Type.Boolean(),
});
export type Tournament = Static<typeof Tournament>;

export const TournamentDetail = Type.Intersect([
  Tournament,
  Type.Object({ leaderBoard: Type.Optional(Type.Array(LeaderboardRow)) }),
]);
export type TournamentDetail = Static<typeof TournamentDetail>;

export const ActiveTournamentsQuery = Strict({ type: Type.Optional(TournamentType) });
export const TournamentSearchQuery = Strict({ search: Type.String({ minLength: 1, maxLength: 80 }) });
export const TournamentDetailQuery = Strict({ leaderBoard: Type.Optional(Type.Boolean()) });

/** What the member can pay this tournament with (GET /tournaments/creditAndTickets/{id}). */
export const CreditAndTickets = Type.Object({
  credit: Type.Number({ minimum: 0 }),
  tickets: Type.Integer({ minimum: 0 }),
  price: Type.Number({ minimum: 0 }),
});
export type CreditAndTickets = Static<typeof CreditAndTickets>;

export const AccountMode = Type.Union([Type.Literal('live'), Type.Literal('practice')]);
export type AccountMode = Static<typeof AccountMode>;
/** A trading account is provisioned in the background after a completed entry (DECISIONS.md section 5). */
export const AccountStatus = Type.Union([
  Type.Literal('creating'),
  Type.Literal('ready'),
  Type.Literal('ended'),
]);
export type AccountStatus = Static<typeof AccountStatus>;

/** A trade profile: the member's account in one tournament, under a name they choose. */
export const TradeAccount = Type.Object({
  accountId: Type.String(),
  tournamentId: Type.String(),
  tournamentTitle: Type.String(),
  tournamentType: TournamentType,
  mode: AccountMode,
  status: AccountStatus,
  profileName: Type.String(),
  login: Nullable(Type.String()),
  startingBalance: Type.Number(),
  balance: Type.Number(),
  equity: Type.Number(),
  createdAt: IsoDate,
});
export type TradeAccount = Static<typeof TradeAccount>;

/** A row of My tournaments (spec section 2): mode, enrolled, P&L, trades, profit credit. */
export const MyTournament = Type.Object({
  tournament: Tournament,
  account: TradeAccount,
  enrolledAt: IsoDate,
  pnl: Type.Number(),
  trades: Type.Integer({ minimum: 0 }),
  profitCredit: Type.Number({ minimum: 0 }),
  rank: Nullable(Type.Integer({ minimum: 1 })),
});
export type MyTournament = Static<typeof MyTournament>;

export const TradeAccountsParams = Strict({ id: Id, flag: AccountMode });
export const TradeTournamentParams = Strict({ a: Id, b: Id });
/** A short-lived, single-use key that opens the terminal for one account. */
export const EmbedToken = Type.Object({ token: Type.String(), expiresAt: IsoDate });
export type EmbedToken = Static<typeof EmbedToken>;

/** The trade screen's data; the embed token opens the terminal once, shortly (never the session token). */
export const TradeTournament = Type.Object({
  tournament: Tournament,
  account: TradeAccount,
  embedToken: Nullable(EmbedToken),
});
export type TradeTournament = Static<typeof TradeTournament>;

export const TournamentClosed = Type.Object({ isClosed: Type.Boolean(), status: TournamentStatus });
export type TournamentClosed = Static<typeof TournamentClosed>;

/** The dashboard's main-tournament card: where the member stands in it, if enrolled. */
export const MyMasterTournament = Type.Object({
  tournament: Nullable(Tournament),
  entry: Nullable(MyTournament),
  rank: Nullable(Type.Integer({ minimum: 1 })),
  groupRank: Nullable(Type.Integer({ minimum: 1 })),
  players: Type.Integer({ minimum: 0 }),
});
export type MyMasterTournament = Static<typeof MyMasterTournament>;

export const ProfileNameBody = Strict({ profileName: Type.String({ minLength: 1, maxLength: 40 }) });
export type ProfileNameBody = Static<typeof ProfileNameBody>;
