import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import {
  notificationPath,
  notificationTag,
  type ClosedTrade,
  type LeaderboardRow,
  type Notification,
} from '../contract.ts';
import type { Db } from '../db/connect.ts';
import { BOT_EMAIL_PATTERN } from '../db/seed-tournaments.ts';
import { prizePlacesOf } from '../domain/notifications/rank-events.ts';
import { createPush, type Push } from '../notifications/push.ts';
import { createStandings, type TournamentFacts } from '../notifications/standings.ts';
import { createWording } from '../notifications/wording.ts';
import { findTournament } from '../repositories/tournaments.ts';
import {
  claimClosingReminder,
  insertNotifications,
  isWatching,
  languagesOf,
  pushSubscriptionsOf,
  setWatching,
  watchChoices,
  watchersOf,
  type NewNotification,
  type NotificationRow,
} from '../repositories/notifications.ts';

export type Notifications = ReturnType<typeof createNotifications>;

declare module 'fastify' {
  interface FastifyInstance {
    notifications: Notifications;
  }
}

/** How long before registration closes its watchers are reminded. */
const REGISTRATION_REMINDER_MS = 60 * 60_000;
const MINUTE = 60_000;

const unique = (values: Iterable<string>) => [...new Set(values)];
const titleOf = async (db: Db, tournamentId: string) => (await findTournament(db, tournamentId))?.title ?? '';

async function factsOf(db: Db, tournamentId: string): Promise<TournamentFacts> {
  const [tournament, choices, bots] = await Promise.all([
    findTournament(db, tournamentId),
    watchChoices(db, tournamentId),
    db
      .selectFrom('tradeAccounts as a')
      .innerJoin('users as u', 'u.id', 'a.userId')
      .select('a.userId')
      .where('a.tournamentId', '=', tournamentId)
      .where('u.email', 'like', BOT_EMAIL_PATTERN)
      .execute(),
  ]);
  return {
    title: tournament?.title ?? '',
    prizePlaces: prizePlacesOf(tournament?.rewards ?? []),
    choices,
    silent: new Set(bots.map((bot) => bot.userId)),
  };
}

function createNotifications(app: FastifyInstance, push: Push) {
  const { db, realtime, config } = app;
  const word = createWording(db);
  const standings = createStandings({ limit: config.notificationsPerMinute, windowMs: MINUTE });
  const pushes = new Set<Promise<void>>();
  let queue = Promise.resolve();

  /** Deliveries run one after another, in order; a failure is logged and the next goes on. */
  const enqueue = (task: () => Promise<void>) => {
    queue = queue
      .then(task)
      .catch((error) => app.log.error({ err: error }, 'notifications: delivery failed'));
    return queue;
  };

  /**
   * Web Push to subscribed members with no portal open. Subscriptions are read first: most members have none, and
   * need no presence check. The sends run beside the queue, so a slow push service holds nothing up.
   */
  async function pushAway(stored: NotificationRow[]) {
    if (!(await push.publicKey().catch(() => null))) return;
    const targets = await pushSubscriptionsOf(db, unique(stored.map((row) => row.userId)));
    const online = await realtime.connectedMembers(unique(targets.map((target) => target.userId)));
    const away = stored.filter((row) => !online.has(row.userId));
    const languages = await languagesOf(db, unique(away.map((row) => row.userId)));
    for (const row of away) {
      const devices = targets.filter((target) => target.userId === row.userId);
      if (devices.length === 0) continue;
      const message = {
        id: row.id,
        tag: notificationTag(row),
        url: notificationPath(row),
        severity: row.severity,
        ...(await word(row, languages.get(row.userId) ?? 'en')),
      };
      const topic = message.tag === row.id ? undefined : row.tournamentId.replace(/-/g, '');
      for (const device of devices) {
        const sending = push.send(device, message, topic);
        pushes.add(sending);
        void sending.finally(() => pushes.delete(sending));
      }
    }
  }

  /** Sends stored notifications to their members' open portals, and by Web Push to those with none. */
  async function deliver(stored: NotificationRow[]) {
    for (const { userId, ...notification } of stored)
      realtime.toMember(userId, notification satisfies Notification);
    if (stored.length > 0) await pushAway(stored);
  }

  const tell = async (items: readonly NewNotification[]) =>
    deliver(await insertNotifications(db, items, app.now()));

  const tellWatchers = async (tournamentId: string, kind: 'tournamentStarted' | 'tournamentClosed') => {
    const [title, watchers] = await Promise.all([titleOf(db, tournamentId), watchersOf(db, tournamentId)]);
    await tell(watchers.map((userId) => ({ userId, tournamentId, kind, params: { tournament: title } })));
  };

  return {
    publicKey: push.publicKey,
    tell: (items: readonly NewNotification[]) => enqueue(() => tell(items)),

    /** A live board opened: its standings are tracked from now on. */
    boardOpened(tournamentId: string, rows: readonly LeaderboardRow[]) {
      standings.opened(tournamentId, rows);
      void enqueue(async () => standings.learned(tournamentId, await factsOf(db, tournamentId)));
    },

    boardChanged(tournamentId: string, rows: readonly LeaderboardRow[]) {
      const now = standings.changed(tournamentId, rows, app.now().getTime());
      if (now.length > 0) void enqueue(() => tell(now));
    },

    /** Sends what the throttle held back once its member has room again; called on every pulse. */
    pump() {
      const due = standings.due(app.now().getTime());
      if (due.length > 0) void enqueue(() => tell(due));
    },

    /** A stop-loss or take-profit filled a watching member's live position. */
    tradesClosed(account: { userId: string; tournamentId: string; mode: string }, trades: ClosedTrade[]) {
      const fills = trades.filter((trade) => trade.reason === 'stop_loss' || trade.reason === 'take_profit');
      if (account.mode !== 'live' || fills.length === 0) return;
      void enqueue(async () => {
        if (!(await isWatching(db, account.userId, account.tournamentId))) return;
        const title = await titleOf(db, account.tournamentId);
        await tell(
          fills.map((trade) => ({
            userId: account.userId,
            tournamentId: account.tournamentId,
            kind: trade.reason === 'stop_loss' ? 'stopLossFilled' : 'takeProfitFilled',
            params: { tournament: title, symbol: trade.symbol, profit: trade.profit },
          })),
        );
      });
    },

    started: (tournamentId: string) => enqueue(() => tellWatchers(tournamentId, 'tournamentStarted')),

    closed(tournamentId: string) {
      standings.closed(tournamentId);
      return enqueue(() => tellWatchers(tournamentId, 'tournamentClosed'));
    },

    /** Final results: each watching entrant's final rank and prize. */
    finalized: (tournamentId: string) =>
      enqueue(async () => {
        const [accounts, watchers] = await Promise.all([
          db
            .selectFrom('tradeAccounts as a')
            .innerJoin('tournaments as t', 't.id', 'a.tournamentId')
            .select(['a.userId', 'a.finalRank', 'a.profitCredit', 't.title'])
            .where('a.tournamentId', '=', tournamentId)
            .where('a.mode', '=', 'live')
            .where('a.finalRank', 'is not', null)
            .execute(),
          watchersOf(db, tournamentId),
        ]);
        const watching = new Set(watchers);
        await tell(
          accounts
            .filter((account) => watching.has(account.userId))
            .map((account) => ({
              userId: account.userId,
              tournamentId,
              kind: 'finalResults' as const,
              params: {
                tournament: account.title,
                rank: account.finalRank ?? 0,
                prize: Number(account.profitCredit ?? 0),
              },
            })),
        );
      }),

    /** Reminds watchers once when a tournament's registration closes within the hour. */
    registrationClosing: () =>
      enqueue(async () => {
        const now = app.now();
        const closing = await db
          .selectFrom('tournaments')
          .select(['id', 'title', 'registrationEndAt'])
          .where('status', '=', 'registration')
          .where('registrationEndAt', '>', now)
          .where('registrationEndAt', '<=', new Date(now.getTime() + REGISTRATION_REMINDER_MS))
          .where('closingAnnouncedAt', 'is', null)
          .execute();
        for (const tournament of closing) {
          const minutes = Math.ceil((tournament.registrationEndAt.getTime() - now.getTime()) / MINUTE);
          // Claimed and stored together: however many processes run this (or a new leader after a crash), one
          // reminds, and a claim never stands for reminders that were not stored.
          const stored = await db.transaction().execute(async (trx) => {
            if (!(await claimClosingReminder(trx, tournament.id, now))) return [];
            const watchers = await watchersOf(trx, tournament.id);
            return insertNotifications(
              trx,
              watchers.map((userId) => ({
                userId,
                tournamentId: tournament.id,
                kind: 'registrationClosing' as const,
                params: { tournament: tournament.title, minutes },
              })),
              now,
            );
          });
          await deliver(stored);
        }
      }),

    async watch(userId: string, tournamentId: string, watching: boolean) {
      await setWatching(db, userId, tournamentId, watching, app.now());
      standings.chose(tournamentId, userId, watching);
    },

    /** Resolves once every queued delivery and push has finished (tests and shutdown). */
    async settled() {
      await queue;
      await Promise.all([...pushes]);
    },
  };
}

/**
 * Notifications of issue 9: standings, fills and tournament milestones become stored notifications, sent live to
 * the member's open portals (socket room `member:<id>`) and by Web Push to members with none open.
 */
export default fp(async (app) => {
  const push = createPush(app.db, app.config, app.log);
  const notifications = createNotifications(app, push);
  app.decorate('notifications', notifications);
  // Says at start whether Web Push is on (a database that is down is retried on first use).
  app.addHook('onReady', async () => void push.publicKey().catch(() => undefined));
  app.addHook('onClose', async () => notifications.settled());
});
