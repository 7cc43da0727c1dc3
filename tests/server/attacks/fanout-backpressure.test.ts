// @vitest-environment node
import { setImmediate as nextTurn } from 'node:timers/promises';
import { afterAll, describe, expect, it } from 'vitest';
import { eventName, type LeaderboardSnapshot } from '../../../src/contract/index.ts';
import { boardWatcher } from '../../support/board-watcher.ts';
import { createMember } from '../../support/build-app.ts';
import { socketClients } from '../../support/sockets.ts';
import { enteredMember, liveTournament } from '../../support/trading.ts';
import { useTestApp } from '../../support/use-test-app.ts';

/**
 * Issue 11, fan-out not bounded per socket: under load socket.io queued every board update for a slow watcher
 * without bound (40-57 s behind, then dropped by ping timeout). A slow socket now holds at most one board update
 * per board; it skips the rest, sees the gap when it reads again, and refetches the snapshot.
 */
let url = '';
const testApp = useTestApp({}, async ({ app }) => {
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});
const clients = socketClients(() => url);
const closers: Array<() => void> = [];
afterAll(() => {
  clients.closeAll();
  closers.forEach((close) => close());
});

/** The packets engine.io holds for a socket because its transport is busy (engine.io keeps them private). */
type Buffered = { conn: unknown };
const waiting = (socket: Buffered, event: string) =>
  (socket.conn as { writeBuffer: Array<{ data?: unknown }> }).writeBuffer.filter(
    (packet) => typeof packet.data === 'string' && packet.data.startsWith(`2["${event}"`),
  ).length;

const platformSocket = (userId: string) => {
  const socket = [...testApp().app.realtime.io.sockets.sockets.values()].find(
    (candidate) => candidate.data.userId === userId,
  );
  if (!socket) throw new Error('no socket on the platform for this member');
  return socket;
};

/** A live tournament whose board has players, loaded by the platform. */
async function liveBoard(players: number) {
  const { app, db } = testApp();
  const tournament = await liveTournament(app);
  const entered = [];
  for (let count = 0; count < players; count += 1) entered.push(await enteredMember(app, db, tournament.id));
  await app.boards.sync();
  return { tournament, accountIds: entered.map((member) => member.accountId) };
}

describe('live board fan-out to a slow socket', () => {
  it('holds one board update for a socket that stops reading, skips the rest, and the socket converges when it reads again', async () => {
    const { app } = testApp();
    const { tournament, accountIds } = await liveBoard(2);
    const viewer = await createMember(app);
    const watcher = boardWatcher(url, viewer.token, tournament.id);
    closers.push(watcher.close);
    await watcher.ready();
    const socket = platformSocket(viewer.user.id);
    const event = eventName('leaderboardUpdate', tournament.id);

    let changes = 0;
    /** A real board change through the pulse: a renamed row, long enough to fill the kernel's buffers soon. */
    const change = async () => {
      changes += 1;
      app.boards.rename(tournament.id, accountIds[changes % 2]!, `${changes} `.padEnd(64_000, 'x'));
      await app.pulse();
      await nextTurn();
    };

    watcher.pause();
    // The watcher reads nothing: once the kernel's buffers are full the transport stays busy and an update waits.
    while (waiting(socket, event) === 0 && changes < 5_000) await change();
    expect(waiting(socket, event)).toBe(1);
    const sentBeforeFull = changes;
    for (let more = 0; more < 200; more += 1) await change();
    // Before the fix all 201 waited, and every later one would have too.
    expect(waiting(socket, event)).toBe(1);

    watcher.resume();
    // No further change: the platform sends the latest update once the socket has caught up, so it sees the gap.
    const latest = app.realtime.sequence(tournament.id);
    await expect.poll(() => watcher.state.lastSeq, { timeout: 20_000 }).toBe(latest);
    const served = await app.inject({
      method: 'GET',
      url: `/api/v1/tournaments/leaderBoard/${tournament.id}`,
      headers: { authorization: `Bearer ${viewer.token}` },
    });
    const board = served.json<LeaderboardSnapshot>();
    expect(board.seq).toBe(latest);
    expect([...watcher.state.board.values()]).toEqual(board.rows);
    expect(watcher.state.gaps).toBe(1);
    expect(watcher.state.snapshots).toHaveLength(2);
    // What was in the pipe when it filled, then the latest; the 200 in between were skipped.
    expect(watcher.state.updates).toHaveLength(sentBeforeFull + 1);
    expect(watcher.state.updates.at(-1)).toBe(latest);
  }, 120_000);

  it('sends a socket following two boards both updates of one pulse, with no gap', async () => {
    const { app } = testApp();
    const boards = [await liveBoard(1), await liveBoard(1)];
    const viewer = await createMember(app);
    const socket = clients.open(viewer.token);
    await clients.connected(socket);
    const seen = boards.map(({ tournament }) => {
      const seqs: number[] = [];
      socket.on(eventName('leaderboardUpdate', tournament.id), ({ seq }: { seq: number }) => seqs.push(seq));
      return seqs;
    });
    for (const { tournament } of boards) await clients.subscribe(socket, tournament.id);
    const before = boards.map(({ tournament }) => app.realtime.sequence(tournament.id));

    for (let pulse = 1; pulse <= 3; pulse += 1) {
      // Both boards change in the same pulse: their updates go out in the same turn of the event loop.
      for (const { tournament, accountIds } of boards)
        app.boards.rename(tournament.id, accountIds[0]!, `pulse ${pulse}`);
      await app.pulse();
      // socket.io's `volatile` would drop the second: the transport is busy right after the first is written.
      await expect.poll(() => seen.map((seqs) => seqs.length)).toEqual([pulse, pulse]);
    }
    expect(seen).toEqual(before.map((seq) => [seq + 1, seq + 2, seq + 3]));
  });
});
