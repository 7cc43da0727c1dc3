import { describe, expect, it, vi } from 'vitest';
import { eventName } from '@/contract/events.ts';
import { subscribeTournament } from '@/lib/socket.ts';

/**
 * The socket stands in for socket.io-client: these tests are about what lib/socket.ts does with the sequence
 * numbers it gets (DECISIONS.md section 4). The platform skips board updates for a slow socket (issue 11), so a
 * gap must bring the board back from a snapshot.
 */
const fake = vi.hoisted(() => {
  const handlers = new Map<string, Array<(payload: unknown) => void>>();
  const socket = {
    recovered: false,
    emitted: [] as Array<[string, unknown]>,
    on(name: string, handler: (payload: unknown) => void) {
      handlers.set(name, [...(handlers.get(name) ?? []), handler]);
      return socket;
    },
    off(name: string, handler: (payload: unknown) => void) {
      handlers.set(
        name,
        (handlers.get(name) ?? []).filter((known) => known !== handler),
      );
      return socket;
    },
    emit(name: string, payload: unknown, ack?: (answer: unknown) => void) {
      socket.emitted.push([name, payload]);
      ack?.({ ok: true });
      return socket;
    },
  };
  const deliver = (name: string, payload: unknown) =>
    handlers.get(name)?.forEach((handler) => handler(payload));
  return { socket, deliver };
});
vi.mock('socket.io-client', () => ({ io: () => fake.socket }));

const subscriptions = (tournamentId: string) =>
  fake.socket.emitted.filter(
    ([name, payload]) =>
      name === 'subscribe' && (payload as { tournamentId: string }).tournamentId === tournamentId,
  );
const update = (tournamentId: string, seq: number) => ({ tournamentId, seq, at: 0, rows: [], removed: [] });
const snapshot = (tournamentId: string, seq: number) => ({
  tournamentId,
  seq,
  status: 'live',
  rows: [],
  at: 0,
});

describe('subscribeTournament', () => {
  it('asks for the snapshot again after a gap, and applies nothing until it comes', async () => {
    const id = crypto.randomUUID();
    const snapshots: number[] = [];
    const updates: number[] = [];
    const stop = subscribeTournament(
      id,
      {
        leaderboard: ({ seq }) => snapshots.push(seq),
        leaderboardUpdate: ({ seq }) => updates.push(seq),
      },
      { snapshot: true },
    );
    await vi.waitFor(() =>
      expect(subscriptions(id)).toEqual([['subscribe', { tournamentId: id, snapshot: true }]]),
    );
    const send = (kind: 'leaderboard' | 'leaderboardUpdate', seq: number) =>
      fake.deliver(eventName(kind, id), kind === 'leaderboard' ? snapshot(id, seq) : update(id, seq));

    send('leaderboardUpdate', 4); // before the snapshot: already in it or not, the snapshot decides
    send('leaderboard', 4);
    send('leaderboardUpdate', 5);
    send('leaderboardUpdate', 5); // repeated
    send('leaderboardUpdate', 3); // stale
    expect([snapshots, updates]).toEqual([[4], [5]]);

    send('leaderboardUpdate', 8); // 6 and 7 were skipped
    send('leaderboardUpdate', 9); // still waiting for the snapshot: dropped, and no second request
    expect(updates).toEqual([5]);
    expect(subscriptions(id)).toHaveLength(2);
    expect(subscriptions(id)[1]).toEqual(['subscribe', { tournamentId: id, snapshot: true }]);

    send('leaderboard', 9);
    send('leaderboardUpdate', 10);
    expect([snapshots, updates]).toEqual([
      [4, 9],
      [5, 10],
    ]);
    stop();
  });

  it('tells a screen without snapshots to refetch after a gap', async () => {
    const id = crypto.randomUUID();
    const prices: number[] = [];
    const onResync = vi.fn();
    const stop = subscribeTournament(
      id,
      { poolPriceUpdate: ({ poolPrice }) => prices.push(poolPrice) },
      { onResync },
    );
    // A background listener joins the socket once the first screen has settled (a few seconds when run alone).
    await vi.waitFor(() => expect(subscriptions(id)).toHaveLength(1), { timeout: 10_000 });
    const price = (seq: number, poolPrice: number) =>
      fake.deliver(eventName('poolPriceUpdate', id), { tournamentId: id, seq, poolPrice });

    price(1, 100);
    price(2, 150);
    price(4, 300); // 3 was missed
    expect(prices).toEqual([100, 150]);
    expect(onResync).toHaveBeenCalledTimes(1);
    price(5, 350); // the next event starts the count again
    expect(prices).toEqual([100, 150, 350]);
    stop();
  }, 15_000);
});
