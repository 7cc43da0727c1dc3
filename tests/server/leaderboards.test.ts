// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import {
  eventName,
  type LeaderboardRow,
  type LeaderboardSnapshot,
  type LeaderboardUpdate,
} from '../../src/contract/index.ts';
import { createMember } from '../support/build-app.ts';
import { enteredMember, liveTournament } from '../support/trading.ts';
import { useListeningApp } from '../support/use-listening-app.ts';

let time = Date.UTC(2026, 10, 22, 12);
const { app, db, call, sockets } = useListeningApp(() => new Date(time));
const { open, connected, closeAll } = sockets;
afterAll(closeAll);

/** A board as a client keeps it: the snapshot, then every update merged by account, in sequence order. */
function follow(token: string, tournamentId: string) {
  const socket = open(token);
  const state = { seqs: [] as number[], rows: new Map<string, LeaderboardRow>(), snapshots: 0 };
  socket.on(eventName('leaderboard', tournamentId), (snapshot: LeaderboardSnapshot) => {
    state.snapshots += 1;
    state.seqs.push(snapshot.seq);
    state.rows = new Map(snapshot.rows.map((row) => [row.accountId, row]));
  });
  socket.on(eventName('leaderboardUpdate', tournamentId), (update: LeaderboardUpdate) => {
    state.seqs.push(update.seq);
    for (const id of update.removed) state.rows.delete(id);
    for (const row of update.rows) state.rows.set(row.accountId, row);
  });
  const ready = connected(socket).then(
    () => new Promise((resolve) => socket.emit('subscribe', { tournamentId, snapshot: true }, resolve)),
  );
  const board = () => [...state.rows.values()].sort((a, b) => a.rank - b.rank);
  return { socket, state, ready, board };
}

/** Market ticks and pulses until the tournament has sent `count` more updates. */
async function moveBoard(tournamentId: string, count: number) {
  const target = app().realtime.sequence(tournamentId) + count;
  for (let step = 0; step < 20_000 && app().realtime.sequence(tournamentId) < target; step += 1) {
    time += 250;
    app().market.tick();
    await app().pulse();
    if (step % 20 === 0) await new Promise((resolve) => setTimeout(resolve, 2));
  }
  expect(app().realtime.sequence(tournamentId)).toBeGreaterThanOrEqual(target);
}

async function tradingTournament(players: number) {
  const tournament = await liveTournament(app(), { instruments: ['BTCUSD', 'ETHUSD'] });
  const members = [];
  for (let index = 0; index < players; index += 1) {
    const member = await enteredMember(app(), db(), tournament.id);
    await app().trading.placeOrder(member.accountId, {
      symbol: index % 2 ? 'BTCUSD' : 'ETHUSD',
      side: index % 3 ? 'buy' : 'sell',
      volume: 0.5 + index * 0.1,
    });
    members.push(member);
  }
  await app().boards.sync();
  return { tournament, members };
}

describe('live leaderboard events', () => {
  it('sends a snapshot, then ordered updates of changed rows only, the same to every subscriber', async () => {
    const { tournament, members } = await tradingTournament(6);
    const first = follow(members[0]!.token, tournament.id);
    const second = follow(members[1]!.token, tournament.id);
    await Promise.all([first.ready, second.ready]);
    await expect.poll(() => first.state.snapshots + second.state.snapshots).toBe(2);
    expect(first.board()).toHaveLength(6);

    await moveBoard(tournament.id, 15);
    const last = app().realtime.sequence(tournament.id);
    await expect.poll(() => first.state.seqs.at(-1)).toBe(last);
    await expect.poll(() => second.state.seqs.at(-1)).toBe(last);
    const start = first.state.seqs[0]!;
    expect(first.state.seqs).toEqual(Array.from({ length: last - start + 1 }, (_, index) => start + index));
    expect(second.board()).toEqual(first.board());
    const served = (await call('GET', `/tournaments/leaderBoard/${tournament.id}`, members[0]!.token)).json();
    expect(first.board()).toEqual(served.rows);
    expect(served.rows.map((row: LeaderboardRow) => row.rank)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('brings a client that dropped and came back to the same board as one that stayed', async () => {
    const { tournament, members } = await tradingTournament(5);
    const stayed = follow(members[0]!.token, tournament.id);
    const dropped = follow(members[1]!.token, tournament.id);
    await Promise.all([stayed.ready, dropped.ready]);
    await moveBoard(tournament.id, 3);
    dropped.socket.disconnect();
    await moveBoard(tournament.id, 10);
    const back = follow(members[1]!.token, tournament.id);
    await back.ready;
    await moveBoard(tournament.id, 5);
    const last = app().realtime.sequence(tournament.id);
    await expect.poll(() => stayed.state.seqs.at(-1)).toBe(last);
    await expect.poll(() => back.state.seqs.at(-1)).toBe(last);
    expect(back.board()).toEqual(stayed.board());
    expect(dropped.state.seqs.at(-1)).toBeLessThan(last);
  });
});

describe('GET /tournaments/{id}?leaderBoard=true', () => {
  it('answers the top of a live board from memory, as the socket sends it, before the database has caught up', async () => {
    const { tournament, members } = await tradingTournament(4);
    const watcher = follow(members[0]!.token, tournament.id);
    await watcher.ready;
    await moveBoard(tournament.id, 3);
    const last = app().realtime.sequence(tournament.id);
    await expect.poll(() => watcher.state.seqs.at(-1)).toBe(last);
    const detail = (
      await call('GET', `/tournaments/${tournament.id}?leaderBoard=true`, members[0]!.token)
    ).json();
    expect(detail.leaderBoard).toEqual(watcher.board());
  });
});

describe('GET /tournaments/leaderBoardTournaments', () => {
  it('lists live boards with their leaders and the member, filtered by country', async () => {
    const { tournament, members } = await tradingTournament(4);
    await db().updateTable('users').set({ country: 'AE' }).where('id', '=', members[2]!.user.id).execute();
    await moveBoard(tournament.id, 1);
    const all = (await call('GET', '/tournaments/leaderBoardTournaments', members[0]!.token)).json();
    const mine = all.find((item: { id: string }) => item.id === tournament.id);
    expect(mine.leaders).toHaveLength(3);
    expect(mine.me).toMatchObject({ userId: members[0]!.user.id });

    await app().boards.open(tournament.id); // re-read from the database: the country change is now on the board
    const filtered = (
      await call('GET', '/tournaments/leaderBoardTournaments?country=AE', members[0]!.token)
    ).json();
    const ae = filtered.find((item: { id: string }) => item.id === tournament.id);
    expect(ae.leaders.map((row: LeaderboardRow) => row.userId)).toEqual([members[2]!.user.id]);
    expect(
      (await call('GET', '/tournaments/leaderBoardTournaments?country=ZZZ', members[0]!.token)).statusCode,
    ).toBe(400);
  });
});

describe('affiliates', () => {
  type Member = Awaited<ReturnType<typeof createMember>>;
  const referBy = (referrer: Member, friends: Member[]) =>
    db()
      .updateTable('users')
      .set({ referredBy: referrer.user.id })
      .where(
        'id',
        'in',
        friends.map((friend) => friend.user.id),
      )
      .execute();

  it('ranks members by referrals and shows a member their referrals with masked addresses', async () => {
    const referrer = await createMember(app());
    const friends = [await createMember(app()), await createMember(app())];
    await referBy(referrer, friends);
    const board = (await call('GET', '/affiliates/leaderBoard', referrer.token)).json();
    expect(board.me).toMatchObject({ userId: referrer.user.id, totalReferrals: 2, totalEnrolled: 0 });
    expect(board.rows.some((row: { userId: string }) => row.userId === referrer.user.id)).toBe(true);
    const summary = (await call('GET', '/affiliates/summary', referrer.token)).json();
    expect(summary).toMatchObject({ totalReferrals: 2, totalEnrolled: 0 });
    expect(summary.recent[0].email).toMatch(/^.\*\*\*@/);
    expect((await call('GET', '/affiliates/summary')).statusCode).toBe(401);
  });

  it('pages through everyone a member referred, and nobody else sees them', async () => {
    const referrer = await createMember(app());
    const friends = [await createMember(app()), await createMember(app()), await createMember(app())];
    await referBy(referrer, friends);
    const first = (await call('GET', '/affiliates/referrals?page=1&limit=2', referrer.token)).json();
    expect(first).toMatchObject({ page: 1, limit: 2, totalResults: 3, totalPages: 2 });
    expect(first.results).toHaveLength(2);
    expect(Object.keys(first.results[0]).sort()).toEqual(['email', 'id', 'joinedAt', 'totalEnrolled']);
    expect(first.results.every((row: { email: string }) => /^.\*\*\*@/.test(row.email))).toBe(true);
    const second = (await call('GET', '/affiliates/referrals?page=2&limit=2', referrer.token)).json();
    const ids = [...first.results, ...second.results].map((row: { id: string }) => row.id).sort();
    expect(ids).toEqual(friends.map((friend) => friend.user.id).sort());
    const stranger = await createMember(app());
    expect((await call('GET', '/affiliates/referrals', stranger.token)).json().totalResults).toBe(0);
    expect((await call('GET', '/affiliates/referrals?limit=1000', referrer.token)).statusCode).toBe(400);
  });
});
