import { describe, expect, it } from 'vitest';
import type { TournamentStatus } from '@/contract/tournament.ts';
import {
  CLOSING_SOON_MS,
  displayState,
  isFull,
  isOver,
  isRegistrationOpen,
} from '@/features/tournaments/display-state.ts';

const HOUR = 3_600_000;
const NOW = Date.UTC(2026, 4, 10, 12, 0, 0);
const at = (offsetHours: number) => new Date(NOW + offsetHours * HOUR).toISOString();

const tournament = (status: TournamentStatus, startHours: number, endHours: number) => ({
  status,
  registrationStartDate: at(startHours - 72),
  registrationEndDate: at(endHours - 1),
  startDate: at(startHours),
  endDate: at(endHours),
});

describe('displayState', () => {
  it('counts down to the start of a tournament that has not started', () => {
    expect(displayState(tournament('registration', 5, 100), NOW)).toEqual({
      kind: 'timeToStart',
      msLeft: 5 * HOUR,
    });
    expect(displayState(tournament('scheduled', 200, 300), NOW).kind).toBe('timeToStart');
  });

  it('is live while running, and counts down to the close in its last day', () => {
    expect(displayState(tournament('live', -10, 48), NOW)).toEqual({ kind: 'live', msLeft: 48 * HOUR });
    expect(displayState(tournament('live', -10, 3), NOW)).toEqual({ kind: 'timeToClose', msLeft: 3 * HOUR });
    expect(displayState(tournament('live', -10, CLOSING_SOON_MS / HOUR), NOW).kind).toBe('timeToClose');
  });

  it('goes by the dates when the clock has not moved the record yet', () => {
    // Still "registration" in the record but already started: live.
    expect(displayState(tournament('registration', -1, 48), NOW).kind).toBe('live');
    // Still "live" in the record but past its end: closed, leaderboard being calculated.
    expect(displayState(tournament('live', -48, -1), NOW)).toEqual({ kind: 'closed' });
  });

  it('is closed while calculating, then final, and deleted whatever the dates', () => {
    expect(displayState(tournament('calculating', -48, -1), NOW)).toEqual({ kind: 'closed' });
    expect(displayState(tournament('final', -48, -1), NOW)).toEqual({ kind: 'final' });
    expect(displayState(tournament('deleted', 5, 100), NOW)).toEqual({ kind: 'deleted' });
  });

  it('says a practice account ended once the account has ended', () => {
    const practice = (status: 'ready' | 'ended') => ({ mode: 'practice' as const, status });
    expect(displayState(tournament('final', -48, -1), NOW, practice('ended'))).toEqual({
      kind: 'practiceEnded',
    });
    expect(displayState(tournament('final', -48, -1), NOW, practice('ready')).kind).toBe('final');
    expect(displayState(tournament('live', -1, 48), NOW, practice('ready')).kind).toBe('live');
    expect(displayState(tournament('final', -48, -1), NOW, { mode: 'live', status: 'ended' }).kind).toBe(
      'final',
    );
  });
});

describe('isOver', () => {
  it('is true from the end time on, or once the record is closed', () => {
    expect(isOver(tournament('live', -10, 1), NOW)).toBe(false);
    expect(isOver(tournament('live', -10, 0), NOW)).toBe(true);
    expect(isOver(tournament('calculating', -10, 5), NOW)).toBe(true);
  });
});

describe('isRegistrationOpen', () => {
  const dated = (status: TournamentStatus, regStart: number, regEnd: number, end: number) => ({
    status,
    registrationStartDate: at(regStart),
    registrationEndDate: at(regEnd),
    startDate: at(regEnd),
    endDate: at(end),
  });

  it('is open from registration start until registration end', () => {
    expect(isRegistrationOpen(dated('registration', -1, 1, 50), NOW)).toBe(true);
    expect(isRegistrationOpen(dated('live', -10, 1, 50), NOW)).toBe(true);
    expect(isRegistrationOpen(dated('scheduled', 1, 5, 50), NOW)).toBe(false);
    expect(isRegistrationOpen(dated('registration', -10, 0, 50), NOW)).toBe(false);
  });

  it('is never open once the tournament ended or is closed', () => {
    expect(isRegistrationOpen(dated('live', -10, 5, 0), NOW)).toBe(false);
    expect(isRegistrationOpen(dated('calculating', -10, 5, 50), NOW)).toBe(false);
    expect(isRegistrationOpen(dated('deleted', -10, 5, 50), NOW)).toBe(false);
  });
});

describe('isFull', () => {
  it('is full at capacity; no capacity is never full', () => {
    expect(isFull({ players: 10, capacity: 10 })).toBe(true);
    expect(isFull({ players: 9, capacity: 10 })).toBe(false);
    expect(isFull({ players: 10_000, capacity: null })).toBe(false);
  });
});
