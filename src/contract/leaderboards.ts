import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Nullable } from './common.ts';
import { LeaderboardRow } from './realtime.ts';
import { TournamentStatus, TournamentType } from './tournament.ts';

/** Country filter of the leaderboard lists (spec section 7): ISO 3166 alpha-2. */
export const LeaderboardListQuery = Type.Object(
  { country: Type.Optional(Type.String({ pattern: '^[A-Za-z]{2}$' })) },
  { additionalProperties: false },
);
export type LeaderboardListQuery = Static<typeof LeaderboardListQuery>;

/** A tournament on the leaderboard list, with its leaders (filtered by country when asked). */
export const LeaderboardTournament = Type.Object({
  id: Type.String(),
  title: Type.String(),
  type: TournamentType,
  status: TournamentStatus,
  startDate: IsoDate,
  endDate: IsoDate,
  effectivePoolPrice: Type.Number(),
  players: Type.Integer({ minimum: 0 }),
  leaders: Type.Array(LeaderboardRow),
  /** The signed-in member's row, when they play in it. */
  me: Nullable(LeaderboardRow),
});
export type LeaderboardTournament = Static<typeof LeaderboardTournament>;

/** Affiliate leaderboard row (spec section 6: total referrals, total enrolled entries). */
export const AffiliateRow = Type.Object({
  rank: Type.Integer({ minimum: 1 }),
  userId: Type.String(),
  username: Type.String(),
  country: Nullable(Type.String()),
  totalReferrals: Type.Integer({ minimum: 0 }),
  totalEnrolled: Type.Integer({ minimum: 0 }),
  joinedAt: IsoDate,
});
export type AffiliateRow = Static<typeof AffiliateRow>;

export const AffiliateLeaderboard = Type.Object({
  rows: Type.Array(AffiliateRow),
  me: Nullable(AffiliateRow),
});
export type AffiliateLeaderboard = Static<typeof AffiliateLeaderboard>;
