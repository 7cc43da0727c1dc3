export type LifecycleStatus = 'scheduled' | 'registration' | 'live' | 'calculating' | 'final' | 'deleted';

export type Schedule = {
  registrationStartAt: Date;
  registrationEndAt: Date;
  startAt: Date;
  endAt: Date;
};

/**
 * Where the clock puts a tournament (DECISIONS.md section 5): scheduled → registration → live → calculating.
 * `final` is reached only by finishing the calculation, and `deleted` only by an operator, so the clock never
 * moves a tournament out of either, nor back in time.
 */
export function statusAt(current: LifecycleStatus, schedule: Schedule, now: Date): LifecycleStatus {
  if (current === 'final' || current === 'deleted' || current === 'calculating') return current;
  const time = now.getTime();
  if (time >= schedule.endAt.getTime()) return 'calculating';
  if (time >= schedule.startAt.getTime()) return 'live';
  if (time >= schedule.registrationStartAt.getTime()) return 'registration';
  return current === 'scheduled' ? 'scheduled' : current;
}

/** Entries are taken from registration start until registration end, and never once the tournament ended. */
export function isRegistrationOpen(status: LifecycleStatus, schedule: Schedule, now: Date): boolean {
  if (status !== 'registration' && status !== 'live' && status !== 'scheduled') return false;
  const time = now.getTime();
  return (
    time >= schedule.registrationStartAt.getTime() &&
    time < schedule.registrationEndAt.getTime() &&
    time < schedule.endAt.getTime()
  );
}

export const isClosed = (status: LifecycleStatus) =>
  status === 'calculating' || status === 'final' || status === 'deleted';
