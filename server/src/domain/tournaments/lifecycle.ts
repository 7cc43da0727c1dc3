import type { TournamentStatus, TournamentWindow } from '../../contract.ts';

export type Schedule = {
  registrationStartAt: Date;
  registrationEndAt: Date;
  startAt: Date;
  endAt: Date;
};

/** The schedule in the contract's terms (milliseconds), for the shared rules. */
export const windowOf = (schedule: Schedule): TournamentWindow => ({
  registrationStart: schedule.registrationStartAt.getTime(),
  registrationEnd: schedule.registrationEndAt.getTime(),
  start: schedule.startAt.getTime(),
  end: schedule.endAt.getTime(),
});

/**
 * Where the clock puts a tournament (DECISIONS.md section 5): scheduled → registration → live → calculating.
 * `final` is reached only by finishing the calculation and `deleted` only by an operator, so the clock never
 * moves a tournament out of either, nor back in time.
 */
export function statusAt(current: TournamentStatus, schedule: Schedule, now: Date): TournamentStatus {
  if (current === 'final' || current === 'deleted' || current === 'calculating') return current;
  const time = now.getTime();
  if (time >= schedule.endAt.getTime()) return 'calculating';
  if (time >= schedule.startAt.getTime()) return 'live';
  if (current === 'live') return current;
  if (time >= schedule.registrationStartAt.getTime()) return 'registration';
  return current;
}

/** The leaderboard is calculated for a while after the close (late fills, checks) before it is final. */
export const isReadyToFinalize = (endAt: Date, calculationMs: number, now: Date) =>
  now.getTime() >= endAt.getTime() + calculationMs;
