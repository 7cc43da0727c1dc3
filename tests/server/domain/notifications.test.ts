import { describe, expect, it } from 'vitest';
import {
  prizePlacesOf,
  rankEvents,
  type RankRow,
} from '../../../server/src/domain/notifications/rank-events.ts';
import { createThrottle } from '../../../server/src/domain/notifications/throttle.ts';

/** A board from names in rank order; every player has closed a trade unless listed in `ineligible`. */
const board = (names: string[], ineligible: string[] = []): RankRow[] =>
  names.map((name, index) => ({
    userId: name,
    rank: index + 1,
    profileName: `${name} Trades`,
    isPrizeEligible: !ineligible.includes(name),
  }));

const everyone = {
  prizePlaces: 5,
  bestRanks: new Map<string, number>(),
  isWatching: (_userId: string) => true,
};
const eventsOf = (before: string[], after: string[], context = everyone) =>
  rankEvents(board(before), board(after), context).map(({ userId, kind, severity, params }) => ({
    userId,
    kind,
    severity,
    params,
  }));

describe('rank events between two consecutive boards', () => {
  it('tells a member who enters the top three, and the one pushed out of it, at HIGH severity', () => {
    const events = eventsOf(['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'b', 'd', 'c', 'e', 'f']);
    expect(events).toEqual([
      { userId: 'd', kind: 'enteredTop3', severity: 3, params: { rank: 3, previousRank: 4 } },
      { userId: 'c', kind: 'leftTop3', severity: 3, params: { rank: 4, previousRank: 3 } },
    ]);
  });

  it('tells of entering and leaving the prize places, at MEDIUM severity', () => {
    const events = eventsOf(['a', 'b', 'c', 'd', 'e', 'f'], ['a', 'b', 'c', 'd', 'f', 'e']);
    expect(events.map((item) => [item.userId, item.kind, item.severity])).toEqual([
      ['f', 'enteredPrizes', 2],
      ['e', 'leftPrizes', 2],
    ]);
    expect(events[0]?.params.places).toBe(5);
  });

  it('does not count a player without a closed trade as in the prizes', () => {
    const before = board(['a', 'b', 'c', 'd', 'e', 'f'], ['f']);
    const after = board(['a', 'b', 'c', 'd', 'f', 'e'], ['f']);
    const kinds = rankEvents(before, after, everyone).map((item) => `${item.userId}:${item.kind}`);
    expect(kinds).toEqual(['f:personalBest', 'e:leftPrizes']);
  });

  it('names the rival who passed, the nearest above when several did', () => {
    const events = eventsOf(
      ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'],
      ['a', 'b', 'c', 'd', 'e', 'h', 'g', 'f'],
    );
    const passed = events.find((item) => item.userId === 'f');
    expect(passed).toMatchObject({ kind: 'overtaken', severity: 1, params: { by: 'g Trades', count: 2 } });
  });

  it('counts and names the passers of every dropped player when one jumps across a 10,000-player board', () => {
    const names = Array.from({ length: 10_000 }, (_, index) => `p${index}`);
    const jumped = ['p0', 'p9000', ...names.slice(1, 9000), ...names.slice(9001)];
    const events = eventsOf(names, jumped);
    const dropped = events.filter((item) => item.kind === 'overtaken');
    expect(dropped).toHaveLength(8_997); // p1..p8999 dropped; p2 left the top 3 and p4 the prizes
    expect(dropped.every((item) => item.params.by === 'p9000 Trades' && item.params.count === 1)).toBe(true);
    expect(events.find((item) => item.userId === 'p9000')?.kind).toBe('enteredTop3');
  });

  it('marks a new best rank, but not a gain that only gets back to an earlier best', () => {
    const deep = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i'];
    const moved = ['a', 'b', 'c', 'd', 'e', 'f', 'h', 'g', 'i'];
    expect(eventsOf(deep, moved).find((item) => item.userId === 'h')?.kind).toBe('personalBest');
    const hadBetter = { ...everyone, bestRanks: new Map([['h', 2]]) };
    expect(eventsOf(deep, moved, hadBetter).find((item) => item.userId === 'h')).toBeUndefined();
  });

  it('gives each member one event per change, the most severe', () => {
    // c jumps from 6th into the top three: also a prize entry and a personal best, told once as the top three.
    const events = eventsOf(['a', 'b', 'x', 'y', 'z', 'c'], ['a', 'b', 'c', 'x', 'y', 'z']);
    expect(events.filter((item) => item.userId === 'c').map((item) => item.kind)).toEqual(['enteredTop3']);
  });

  it('tells only members who watch, and nobody new to the board or standing still', () => {
    const context = { ...everyone, isWatching: (userId: string) => userId !== 'c' };
    const events = eventsOf(['a', 'b', 'c', 'd'], ['new', 'd', 'a', 'b', 'c'], context);
    expect(events.map((item) => `${item.userId}:${item.kind}`).sort()).toEqual([
      'a:overtaken',
      'b:leftTop3',
      'd:enteredTop3',
    ]);
    // Passed by the newcomer and by d, a hears of d: the newcomer had no rank to pass from.
    expect(events.find((item) => item.userId === 'a')?.params).toMatchObject({ by: 'd Trades', count: 1 });
    expect(eventsOf(['a', 'b'], ['a', 'b'])).toEqual([]);
  });

  it('reads the prize places from the rewards table', () => {
    expect(
      prizePlacesOf([
        { fromRank: 1, toRank: 1, share: 50 },
        { fromRank: 2, toRank: 10, share: 5 },
      ]),
    ).toBe(10);
    expect(
      prizePlacesOf([
        { fromRank: 1, toRank: 3, share: 100 },
        { fromRank: 4, toRank: 50, share: 0 },
      ]),
    ).toBe(3);
    expect(prizePlacesOf([])).toBe(0);
  });
});

describe('the notification throttle', () => {
  const item = (severity: number, name: string) => ({ severity, name });

  it('lets a few through per window, then coalesces into one waiting item released when there is room', () => {
    const throttle = createThrottle<{ severity: number; name: string }>({ limit: 2, windowMs: 60_000 });
    expect(throttle.offer('m:t', item(1, 'first'), 0)).not.toBeNull();
    expect(throttle.offer('m:t', item(1, 'second'), 1_000)).not.toBeNull();
    expect(throttle.offer('m:t', item(1, 'third'), 2_000)).toBeNull();
    expect(throttle.offer('m:t', item(3, 'top three'), 3_000)).toBeNull();
    expect(throttle.offer('m:t', item(1, 'passed'), 4_000)).toBeNull();
    expect(throttle.due(30_000)).toEqual([]);
    expect(throttle.due(60_500)).toEqual([{ key: 'm:t', item: item(3, 'top three'), count: 3 }]);
    expect(throttle.due(61_000)).toEqual([]);
  });

  it('keeps members and tournaments apart', () => {
    const throttle = createThrottle<{ severity: number; name: string }>({ limit: 1, windowMs: 60_000 });
    expect(throttle.offer('m:t1', item(1, 'a'), 0)).not.toBeNull();
    expect(throttle.offer('m:t2', item(1, 'b'), 0)).not.toBeNull();
    expect(throttle.offer('n:t1', item(1, 'c'), 0)).not.toBeNull();
    expect(throttle.offer('m:t1', item(1, 'd'), 0)).toBeNull();
  });

  it('sends a newer item after a waiting one, never before it', () => {
    const throttle = createThrottle<{ severity: number; name: string }>({ limit: 1, windowMs: 1_000 });
    throttle.offer('k', item(1, 'a'), 0);
    throttle.offer('k', item(1, 'b'), 100);
    expect(throttle.offer('k', item(1, 'c'), 1_500)).toBeNull();
    expect(throttle.due(1_500)).toEqual([{ key: 'k', item: item(1, 'c'), count: 2 }]);
  });
});
