/**
 * Tournament rules of DECISIONS.md section 5, free of schema code so the portal and the platform decide with the
 * very same functions. Times are milliseconds since the epoch.
 */
import type { TournamentStatus } from './tournament.ts';

export type TournamentWindow = {
  registrationStart: number;
  registrationEnd: number;
  start: number;
  end: number;
};

/** Practice accounts stay open this long after the tournament ends (they are never ranked). */
export const PRACTICE_DAYS = 7;
const PRACTICE_MS = PRACTICE_DAYS * 86_400_000;

/** Entries are taken from registration start until registration end, never once the tournament has ended. */
export function isRegistrationOpen(status: TournamentStatus, window: TournamentWindow, now: number): boolean {
  if (status !== 'scheduled' && status !== 'registration' && status !== 'live') return false;
  return now >= window.registrationStart && now < window.registrationEnd && now < window.end;
}

/** A closed tournament no longer trades: its leaderboard is being calculated, is final, or it was deleted. */
export const isClosedStatus = (status: TournamentStatus) =>
  status === 'calculating' || status === 'final' || status === 'deleted';

/** Practice opens with registration and closes PRACTICE_DAYS after the end; a deleted tournament has none. */
export const isPracticeOpen = (status: TournamentStatus, window: TournamentWindow, now: number) =>
  status !== 'deleted' && now >= window.registrationStart && now < window.end + PRACTICE_MS;

/** Money in whole cents, so sums and shares never drift by a float's last digit. */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

export type PoolPricing = {
  poolPrice: number;
  price: number;
  isDynamicPoolPrice: boolean;
  /** Percent of the settings pool price added when dynamic. */
  dynamicPoolPrice: number;
  settingsPoolPrice: number;
};

/**
 * The effective pool price of spec section 9: with dynamic pricing, the base pool price plus the dynamic
 * percentage of the settings pool price; otherwise the pool price, else the price, else 0.
 */
export function effectivePoolPrice(t: PoolPricing): number {
  if (t.isDynamicPoolPrice)
    return fromCents(
      toCents(t.poolPrice) + Math.floor((toCents(t.settingsPoolPrice) * t.dynamicPoolPrice) / 100),
    );
  return t.poolPrice || t.price || 0;
}

/** A tournament's board state: final, being calculated, or live (boards of tournaments to come are live and empty). */
export const boardStatusOf = (status: TournamentStatus): 'live' | 'calculating' | 'final' =>
  status === 'final' || status === 'calculating' ? status : 'live';
