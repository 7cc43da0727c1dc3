import {
  isPracticeOpen,
  PRACTICE_DAYS,
  type AccountMode,
  type AccountStatus,
  type TournamentStatus,
  type TournamentWindow,
} from '../../contract.ts';

export type TradingContext = {
  mode: AccountMode;
  accountStatus: AccountStatus;
  tournamentStatus: TournamentStatus;
  window: TournamentWindow;
};

/** A live account trades while its tournament is live; a practice account while practice is open. */
export const isTradingOpen = (context: TradingContext, now: number) =>
  context.accountStatus === 'ready' &&
  (context.mode === 'live'
    ? context.tournamentStatus === 'live' && now < context.window.end
    : isPracticeOpen(context.tournamentStatus, context.window, now));

/** When trading stops for the account: the tournament's end, or a week later for practice. */
export const tradingEndsAt = (mode: AccountMode, window: TournamentWindow) =>
  mode === 'live' ? window.end : window.end + PRACTICE_DAYS * 86_400_000;
