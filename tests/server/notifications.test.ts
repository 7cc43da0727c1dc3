// @vitest-environment node
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  NOTIFICATION_EVENT,
  NOTIFICATION_MESSAGES,
  type Notification,
  type PushMessage,
} from '../../src/contract/index.ts';
import en from '../../src/locales/en.json';
import { callApi } from '../support/api.ts';
import { buildTestApp, createMember } from '../support/build-app.ts';
import { startPushService } from '../support/push-service.ts';
import { createTournament } from '../support/tournaments.ts';
import { enteredMember, liveTournament } from '../support/trading.ts';
import { useListeningApp } from '../support/use-listening-app.ts';

let time = Date.UTC(2026, 10, 22, 12);
const { app, db, call, sockets } = useListeningApp(() => new Date(time));
const { open, connected, closeAll } = sockets;
let push: Awaited<ReturnType<typeof startPushService>>;
beforeAll(async () => {
  push = await startPushService();
});
afterAll(async () => {
  closeAll();
  await push.close();
});

type Player = Awaited<ReturnType<typeof enteredMember>>;

/** A live tournament paying the first five places, with players ranked by the given profits. */
async function rankedBoard(profits: number[]) {
  const tournament = await liveTournament(app(), {
    rewards: [{ fromRank: 1, toRank: 5, share: 20 }],
  });
  const players: Player[] = [];
  for (const _ of profits) {
    // Joined a millisecond apart, so equal boards rank them in this order (ties go to the earlier account).
    time += 1;
    players.push(await enteredMember(app(), db(), tournament.id));
  }
  await app().boards.sync();
  const standings = (values: number[]) => {
    app().boards.apply(
      values.map((profit, index) => ({
        accountId: players[index]!.accountId,
        tournamentId: tournament.id,
        profit,
        tradeCount: 1,
      })),
    );
    app().boards.flush();
    app().notifications.pump();
    return app().notifications.settled();
  };
  await app().notifications.settled();
  await standings(profits);
  // Joining the board told some players where they start; the tests begin from a quiet, full minute.
  await db().deleteFrom('notifications').where('tournamentId', '=', tournament.id).execute();
  time += 61_000;
  return { tournament, players, standings };
}

const listOf = async (token: string) =>
  (await call('GET', '/notifications', token)).json() as { items: Notification[]; unread: number };

const inbox = async (player: { token: string }) => {
  const socket = open(player.token);
  const received: Notification[] = [];
  socket.on(NOTIFICATION_EVENT, (notification: Notification) => received.push(notification));
  await connected(socket);
  return received;
};

describe('rank notifications', () => {
  it('tells each watching member what a board change means for them, live and in their list', async () => {
    const { tournament, players, standings } = await rankedBoard([600, 500, 400, 300, 200, 100]);
    const [first, second, third, fourth, fifth, last] = players as [
      Player,
      Player,
      Player,
      Player,
      Player,
      Player,
    ];
    const live = await inbox(first);
    const off = await call('PUT', `/tournaments/${tournament.id}/watch`, second.token, { isWatching: false });
    expect(off.json()).toEqual({ isWatching: false });

    await standings([600, 500, 400, 300, 200, 700]);

    const lastName = (
      await db()
        .selectFrom('tradeAccounts')
        .select('profileName')
        .where('id', '=', last.accountId)
        .executeTakeFirstOrThrow()
    ).profileName;
    await expect.poll(() => live.length).toBe(1);
    expect(live[0]).toMatchObject({
      kind: 'overtaken',
      severity: 1,
      params: { rank: 2, previousRank: 1, by: lastName, count: 1 },
    });
    expect((await listOf(first.token)).items.map((item) => item.id)).toEqual([live[0]!.id]);
    expect((await listOf(second.token)).items).toEqual([]);
    const kindOf = async (player: Player) => (await listOf(player.token)).items.map((item) => item.kind);
    expect(await kindOf(third)).toEqual(['leftTop3']);
    expect(await kindOf(fourth)).toEqual(['overtaken']);
    expect(await kindOf(fifth)).toEqual(['leftPrizes']);
    expect(await kindOf(last)).toEqual(['enteredTop3']);
    expect((await listOf(last.token)).items[0]).toMatchObject({
      severity: 3,
      params: { rank: 1, previousRank: 6 },
    });
  });

  it('sends at most three a minute per tournament, then one that sums up what was held back', async () => {
    const { players, standings } = await rankedBoard([200, 100]);
    const [, runner] = players as [Player, Player];
    // Up (a personal best the first time only), then down (overtaken): six events in all.
    for (let round = 0; round < 5; round += 1) {
      await standings([200, 300]);
      await standings([200, 100]);
    }
    const sent = await listOf(runner.token);
    expect(sent.items.map((item) => item.kind).sort()).toEqual(['overtaken', 'overtaken', 'personalBest']);
    expect(sent.unread).toBe(3);

    time += 61_000;
    await standings([200, 100]);
    const after = await listOf(runner.token);
    expect(after.items).toHaveLength(4);
    expect(after.items[0]).toMatchObject({ kind: 'overtaken', params: { more: 2 } });
  });
});

describe('fills and results', () => {
  it('tells a watching member their stop loss filled, with the symbol and the profit', async () => {
    const tournament = await liveTournament(app(), { instruments: ['EURUSD'] });
    const member = await enteredMember(app(), db(), tournament.id);
    const quote = app().market.quote('EURUSD')!;
    const position = await app().trading.placeOrder(member.accountId, {
      symbol: 'EURUSD',
      side: 'buy',
      volume: 1,
      stopLoss: Number((quote.bid * 0.99).toFixed(5)),
    });
    const held = (await app().book.hold(member.accountId))!;
    const [trade] = await app().book.close(held, [position.id], 'stop_loss');
    await app().notifications.settled();
    const { items } = await listOf(member.token);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'stopLossFilled',
        severity: 2,
        params: { tournament: tournament.title, symbol: 'EURUSD', profit: trade!.profit },
      }),
    ]);
  });

  it('tells watchers the close, then each entrant their final rank and prize', async () => {
    const start = app().now();
    const tournament = await liveTournament(app(), {
      startAt: new Date(start.getTime() - 3_600_000),
      registrationEndAt: new Date(start.getTime() + 30_000),
      endAt: new Date(start.getTime() + 60_000),
      rewards: [{ fromRank: 1, toRank: 1, share: 100 }],
    });
    const [winner, other] = [
      await enteredMember(app(), db(), tournament.id),
      await enteredMember(app(), db(), tournament.id),
    ];
    await db()
      .updateTable('tradeAccounts')
      .set({ balance: 10_500, equity: 10_500, tradeCount: 1 })
      .where('id', '=', winner.accountId)
      .execute();
    await db()
      .updateTable('tradeAccounts')
      .set({ tradeCount: 1 })
      .where('id', '=', other.accountId)
      .execute();
    time += 2 * 60_000;
    await app().clock.tick();
    await app().notifications.settled();
    expect((await listOf(other.token)).items.map((item) => item.kind)).toEqual(['tournamentClosed']);

    time += app().config.calculationMs;
    await app().clock.tick();
    await app().notifications.settled();
    const [result] = (await listOf(winner.token)).items;
    expect(result).toMatchObject({
      kind: 'finalResults',
      severity: 3,
      params: { rank: 1, tournament: tournament.title },
    });
    expect(result!.params.prize).toBeGreaterThan(0);
    expect((await listOf(other.token)).items[0]).toMatchObject({
      kind: 'finalResults',
      params: { rank: 2, prize: 0 },
    });
  });
});

describe('watching and the list', () => {
  it('watches entered tournaments by default and any other by choice; 404 for an unknown one', async () => {
    const tournament = await createTournament(db(), {}, app().now());
    const entrant = await enteredMember(app(), db(), tournament.id);
    const stranger = await createMember(app());
    const watch = (token: string) => call('GET', `/tournaments/${tournament.id}/watch`, token);
    expect((await watch(entrant.token)).json()).toEqual({ isWatching: true });
    expect((await watch(stranger.token)).json()).toEqual({ isWatching: false });
    await call('PUT', `/tournaments/${tournament.id}/watch`, stranger.token, { isWatching: true });
    await call('PUT', `/tournaments/${tournament.id}/watch`, entrant.token, { isWatching: false });
    expect((await watch(entrant.token)).json()).toEqual({ isWatching: false });
    expect((await watch(stranger.token)).json()).toEqual({ isWatching: true });

    const unknown = await call(
      'GET',
      '/tournaments/00000000-0000-4000-8000-000000000000/watch',
      stranger.token,
    );
    expect(unknown.statusCode).toBe(404);
    const wrong = await call('PUT', `/tournaments/${tournament.id}/watch`, stranger.token, {
      isWatching: 'yes',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toMatch(/isWatching/);
  });

  it('tells watchers, entrants or not, once when the tournament starts; marks read only their own', async () => {
    const tournament = await createTournament(db(), {}, app().now());
    const entrant = await enteredMember(app(), db(), tournament.id);
    const fan = await createMember(app());
    await call('PUT', `/tournaments/${tournament.id}/watch`, fan.token, { isWatching: true });
    time += 2 * 3_600_000;
    await app().clock.tick();
    await app().clock.tick();
    await app().notifications.settled();
    for (const member of [entrant, fan]) {
      const { items, unread } = await listOf(member.token);
      expect(items.map((item) => [item.kind, item.params.tournament])).toEqual([
        ['tournamentStarted', tournament.title],
      ]);
      expect(unread).toBe(1);
    }
    const fanItem = (await listOf(fan.token)).items[0]!;
    const foreign = await call('POST', '/notifications/read', entrant.token, { ids: [fanItem.id] });
    expect(foreign.json().unread).toBe(1);
    expect((await listOf(fan.token)).unread).toBe(1);
    const own = await call('POST', '/notifications/read', fan.token, { ids: [fanItem.id] });
    expect(own.json()).toMatchObject({ unread: 0, items: [{ id: fanItem.id, readAt: expect.any(String) }] });
    const all = await call('POST', '/notifications/read', entrant.token, {});
    expect(all.json().unread).toBe(0);
    const bad = await call('POST', '/notifications/read', entrant.token, { ids: ['x'] });
    expect(bad.statusCode).toBe(400);
  });
});

describe('registration closing', () => {
  it('reminds watchers once, within the hour before registration closes', async () => {
    const now = app().now();
    const tournament = await createTournament(
      db(),
      {
        registrationEndAt: new Date(now.getTime() + 90 * 60_000),
        startAt: new Date(now.getTime() + 2 * 3_600_000),
      },
      now,
    );
    const fan = await createMember(app());
    await call('PUT', `/tournaments/${tournament.id}/watch`, fan.token, { isWatching: true });
    await app().clock.tick();
    await app().notifications.settled();
    expect((await listOf(fan.token)).items).toEqual([]);

    time += 40 * 60_000;
    await app().clock.tick();
    await app().clock.tick();
    await app().notifications.settled();
    const { items } = await listOf(fan.token);
    expect(items).toEqual([
      expect.objectContaining({
        kind: 'registrationClosing',
        params: { tournament: tournament.title, minutes: 50 },
      }),
    ]);
  });
});

describe('Web Push', () => {
  it('encrypts for each device of a member with no portal open, signed with the VAPID key', async () => {
    const tournament = await createTournament(db(), {}, app().now());
    const member = await enteredMember(app(), db(), tournament.id);
    const key = (await call('GET', '/notifications/push-key', member.token)).json();
    expect(key.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
    const phone = push.subscribe();
    const gone = push.subscribe('/gone/old-laptop');
    for (const subscription of [phone, gone]) {
      const saved = await call('PUT', '/notifications/push-subscription', member.token, subscription);
      expect(saved.statusCode).toBe(204);
    }

    time += 2 * 3_600_000;
    await app().clock.tick();
    await app().notifications.settled();

    const delivered = push.received.filter((item) => phone.endpoint.endsWith(item.path));
    expect(delivered).toHaveLength(1);
    const message = delivered[0]!.payload as PushMessage;
    expect(message).toMatchObject({
      title: en.translations['notifications.tournamentStarted.title'],
      body: en.translations['notifications.tournamentStarted.body'].replace(
        '{{tournament}}',
        tournament.title,
      ),
      url: `/tournaments/${tournament.id}`,
      severity: 0,
    });
    expect(delivered[0]!.headers.ttl).toBeDefined();
    expect(push.claims.at(-1)).toMatchObject({ aud: push.origin, sub: app().config.vapidSubject });
    const left = await db()
      .selectFrom('pushSubscriptions')
      .select('endpoint')
      .where('userId', '=', member.user.id)
      .execute();
    expect(left.map((row) => row.endpoint)).toEqual([phone.endpoint]);
  });

  it('sends no push while a portal is open: the socket tells it', async () => {
    const tournament = await createTournament(db(), {}, app().now());
    const member = await enteredMember(app(), db(), tournament.id);
    const phone = push.subscribe();
    await call('PUT', '/notifications/push-subscription', member.token, phone);
    const live = await inbox(member);
    const before = push.received.length;
    time += 2 * 3_600_000;
    await app().clock.tick();
    await app().notifications.settled();
    await expect.poll(() => live.map((item) => item.kind)).toEqual(['tournamentStarted']);
    expect(push.received.slice(before).filter((item) => phone.endpoint.endsWith(item.path))).toEqual([]);
  });

  it('is off in production without VAPID keys: no key, and a subscription is refused with a reason', async () => {
    const production = await buildTestApp(inject('databaseUrl'), { env: 'production' });
    try {
      const member = await createMember(production.app);
      const productionCall = callApi(() => production.app);
      expect((await productionCall('GET', '/notifications/push-key', member.token)).json()).toEqual({
        publicKey: null,
      });
      const refused = await productionCall(
        'PUT',
        '/notifications/push-subscription',
        member.token,
        push.subscribe(),
      );
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(NOTIFICATION_MESSAGES.pushOff);
    } finally {
      await production.close();
    }
  });

  it('refuses a subscription the platform could not safely call, and forgets a device at logout', async () => {
    const member = await createMember(app());
    const plain = await call('PUT', '/notifications/push-subscription', member.token, {
      ...push.subscribe(),
      endpoint: 'http://push.example.com/device',
    });
    expect(plain.statusCode).toBe(400);
    expect(plain.json().message).toBe(NOTIFICATION_MESSAGES.pushEndpoint);
    const short = await call('PUT', '/notifications/push-subscription', member.token, {
      ...push.subscribe(),
      keys: { p256dh: 'abc', auth: 'def' },
    });
    expect(short.statusCode).toBe(400);

    await call('PUT', '/notifications/push-subscription', member.token, push.subscribe());
    const count = async () =>
      (
        await db()
          .selectFrom('pushSubscriptions')
          .select('endpoint')
          .where('userId', '=', member.user.id)
          .execute()
      ).length;
    expect(await count()).toBe(1);
    await call('POST', '/auth/logout', member.token);
    expect(await count()).toBe(0);
  });
});
