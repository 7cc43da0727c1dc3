import type { TradeAccount, Tournament, TournamentStatus } from '@/contract/tournament.ts';
import {
  isPracticeOpen as isPracticeOpenAt,
  isRegistrationOpen as isRegistrationOpenAt,
  type TournamentWindow,
} from '@/contract/tournament-rules.ts';

/**
 * The display states of spec section 4, derived from the record's lifecycle status, its dates and the time now.
 * Live tournaments switch to "time to close" for their last day, so the member sees the countdown when it
 * matters; closed means the leaderboard is being calculated.
 */
export type DisplayState =
  | { kind: 'timeToStart'; msLeft: number }
  | { kind: 'live'; msLeft: number }
  | { kind: 'timeToClose'; msLeft: number }
  | { kind: 'closed' }
  | { kind: 'final' }
  | { kind: 'deleted' }
  | { kind: 'practiceEnded' };

export type DisplayKind = DisplayState['kind'];

export const CLOSING_SOON_MS = 24 * 60 * 60 * 1000;

type Dated = Pick<Tournament, 'status' | 'startDate' | 'endDate'>;
const time = (iso: string) => new Date(iso).getTime();

/** Whether the tournament has ended: the record says so, or its end time has passed before the clock moved it. */
export const isOver = (tournament: Dated, now: number) =>
  tournament.status === 'calculating' ||
  tournament.status === 'final' ||
  tournament.status === 'deleted' ||
  now >= time(tournament.endDate);

/**
 * The state to show; with a practice account, "practice account ended" once the account has ended (practice runs
 * on for a while after the tournament itself).
 */
export function displayState(
  tournament: Dated,
  now: number,
  account?: Pick<TradeAccount, 'mode' | 'status'>,
): DisplayState {
  const status: TournamentStatus = tournament.status;
  if (status === 'deleted') return { kind: 'deleted' };
  if (account?.mode === 'practice' && account.status === 'ended') return { kind: 'practiceEnded' };
  if (status === 'final') return { kind: 'final' };
  if (isOver(tournament, now)) return { kind: 'closed' };
  const start = time(tournament.startDate);
  if (now < start) return { kind: 'timeToStart', msLeft: start - now };
  const msLeft = time(tournament.endDate) - now;
  return msLeft <= CLOSING_SOON_MS ? { kind: 'timeToClose', msLeft } : { kind: 'live', msLeft };
}

type Windowed = Pick<Tournament, 'registrationStartDate' | 'registrationEndDate' | 'startDate' | 'endDate'>;
const windowOf = (tournament: Windowed): TournamentWindow => ({
  registrationStart: time(tournament.registrationStartDate),
  registrationEnd: time(tournament.registrationEndDate),
  start: time(tournament.startDate),
  end: time(tournament.endDate),
});

/** The platform's own rules (shared through the contract): the portal offers what the platform will accept. */
export const isRegistrationOpen = (tournament: Windowed & Pick<Tournament, 'status'>, now: number) =>
  isRegistrationOpenAt(tournament.status, windowOf(tournament), now);

export const isPracticeOpen = (tournament: Windowed & Pick<Tournament, 'status'>, now: number) =>
  isPracticeOpenAt(tournament.status, windowOf(tournament), now);

export const hasStarted = (tournament: Pick<Tournament, 'startDate'>, now: number) =>
  now >= time(tournament.startDate);

export const isFull = (tournament: Pick<Tournament, 'players' | 'capacity'>) =>
  tournament.capacity !== null && tournament.players >= tournament.capacity;
