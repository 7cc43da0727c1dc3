import type { LeaderboardRow } from '../contract.ts';
import { rankEvents, type RankRow } from '../domain/notifications/rank-events.ts';
import { createThrottle } from '../domain/notifications/throttle.ts';
import type { NewNotification } from '../repositories/notifications.ts';

/** What the rules need to know of a tournament beyond its board; loaded once when its board opens. */
export type TournamentFacts = {
  title: string;
  prizePlaces: number;
  /** Members' explicit watch choices; everyone else on the board watches (they entered). */
  choices: Map<string, boolean>;
  /** Players who are never told anything (the demo's bot traders). */
  silent: Set<string>;
};

type Tracked = { ranks: Map<string, RankRow>; best: Map<string, number>; facts?: TournamentFacts };

const toRankRow = ({ userId, rank, profileName, isPrizeEligible }: LeaderboardRow): RankRow => ({
  userId,
  rank,
  profileName,
  isPrizeEligible,
});

/**
 * Members' standings on live boards, in memory: each board change becomes rank notifications (the pure rules of
 * `rankEvents`), held back per member and tournament by the throttle so a busy board never floods anyone.
 */
export function createStandings({ limit, windowMs }: { limit: number; windowMs: number }) {
  const boards = new Map<string, Tracked>();
  const throttle = createThrottle<NewNotification & { severity: number }>({ limit, windowMs });

  const remember = (tracked: Tracked, rows: readonly RankRow[]) => {
    for (const row of rows) {
      tracked.ranks.set(row.userId, row);
      const best = tracked.best.get(row.userId);
      if (best === undefined || row.rank < best) tracked.best.set(row.userId, row.rank);
    }
  };

  return {
    opened(tournamentId: string, rows: readonly LeaderboardRow[]) {
      const tracked: Tracked = { ranks: new Map(), best: new Map() };
      remember(tracked, rows.map(toRankRow));
      boards.set(tournamentId, tracked);
    },

    learned(tournamentId: string, facts: TournamentFacts) {
      const tracked = boards.get(tournamentId);
      if (tracked) tracked.facts = facts;
    },

    chose(tournamentId: string, userId: string, isWatching: boolean) {
      boards.get(tournamentId)?.facts?.choices.set(userId, isWatching);
    },

    closed(tournamentId: string) {
      boards.delete(tournamentId);
    },

    /** The notifications one board change sends now; the rest wait in the throttle. */
    changed(tournamentId: string, changedRows: readonly LeaderboardRow[], now: number): NewNotification[] {
      const tracked = boards.get(tournamentId);
      if (!tracked) return [];
      const next = changedRows.map(toRankRow);
      const previous = next.flatMap((row) => tracked.ranks.get(row.userId) ?? []);
      const facts = tracked.facts;
      // Until the tournament's facts are loaded, changes only move the remembered ranks.
      const events = facts
        ? rankEvents(previous, next, {
            prizePlaces: facts.prizePlaces,
            bestRanks: tracked.best,
            isWatching: (userId) => !facts.silent.has(userId) && (facts.choices.get(userId) ?? true),
          })
        : [];
      remember(tracked, next);
      if (!facts) return [];
      return events.flatMap((event) => {
        const item = { ...event, tournamentId, params: { ...event.params, tournament: facts.title } };
        return throttle.offer(`${event.userId}:${tournamentId}`, item, now) ?? [];
      });
    },

    /** Held-back notifications whose member has room again, each saying how many changes it stands for. */
    due(now: number): NewNotification[] {
      return throttle
        .due(now)
        .map(({ item, count }) => ({ ...item, params: { ...item.params, more: count - 1 } }));
    },
  };
}
