import type { AccountMode, Tournament, TournamentStatus } from '@/contract/tournament.ts';

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

export function displayState(tournament: Dated, now: number, accountMode?: AccountMode): DisplayState {
  const status: TournamentStatus = tournament.status;
  if (status === 'deleted') return { kind: 'deleted' };
  if (accountMode === 'practice' && isOver(tournament, now)) return { kind: 'practiceEnded' };
  if (status === 'final') return { kind: 'final' };
  if (isOver(tournament, now)) return { kind: 'closed' };
  const start = time(tournament.startDate);
  if (now < start) return { kind: 'timeToStart', msLeft: start - now };
  const msLeft = time(tournament.endDate) - now;
  return msLeft <= CLOSING_SOON_MS ? { kind: 'timeToClose', msLeft } : { kind: 'live', msLeft };
}

/**
 * Entries are taken from registration start until registration end, never once the tournament ended (the
 * platform's own rule; the portal uses it to offer or hide payment, the platform still decides).
 */
export function isRegistrationOpen(
  tournament: Pick<Tournament, 'status' | 'registrationStartDate' | 'registrationEndDate' | 'endDate'>,
  now: number,
): boolean {
  if (!['scheduled', 'registration', 'live'].includes(tournament.status)) return false;
  return (
    now >= time(tournament.registrationStartDate) &&
    now < time(tournament.registrationEndDate) &&
    now < time(tournament.endDate)
  );
}

export const isFull = (tournament: Pick<Tournament, 'players' | 'capacity'>) =>
  tournament.capacity !== null && tournament.players >= tournament.capacity;
