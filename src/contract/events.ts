/** Kept free of schema code so the portal can import event names without the schema library. */
/** Event-name prefixes of spec section 9; the full name is the prefix followed by the tournament id. */
export const EVENT_PREFIX = {
  leaderboard: 'leaderboard_',
  leaderboardUpdate: 'leaderboardUpdate_',
  tournamentClose: 'tournamentClose_',
  poolPriceUpdate: 'poolPriceUpdate_',
} as const;
export type TournamentEventKind = keyof typeof EVENT_PREFIX;

export const eventName = (kind: TournamentEventKind, tournamentId: string) =>
  `${EVENT_PREFIX[kind]}${tournamentId}`;

/** A member's own notification (issue 9), sent to every socket of that member. */
export const NOTIFICATION_EVENT = 'notification';
