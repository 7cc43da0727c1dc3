import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import {
  MILESTONE_KINDS,
  SEVERITY_OF,
  type Notification,
  type NotificationKind,
  type NotificationList,
  type PushSubscriptionBody,
} from '../contract.ts';

type Params = Record<string, string | number>;
export type NewNotification = {
  userId: string;
  tournamentId: string;
  kind: NotificationKind;
  params: Params;
};
export type NotificationRow = Notification & { userId: string };

const LIST_LIMIT = 100;

const toNotification = (row: {
  id: string;
  userId: string;
  tournamentId: string;
  kind: NotificationKind;
  severity: number;
  params: Params;
  createdAt: Date;
  readAt: Date | null;
}): NotificationRow => ({
  id: row.id,
  userId: row.userId,
  tournamentId: row.tournamentId,
  kind: row.kind,
  severity: row.severity,
  params: row.params,
  createdAt: row.createdAt.toISOString(),
  readAt: row.readAt?.toISOString() ?? null,
});

/**
 * Stores notifications in one statement and answers those stored: a tournament's milestone already told to a
 * member (the partial unique index) is skipped, so a second clock or a retry tells nobody twice.
 */
export async function insertNotifications(
  db: Db,
  items: readonly NewNotification[],
  now: Date,
): Promise<NotificationRow[]> {
  if (items.length === 0) return [];
  const rows = await db
    .insertInto('notifications')
    .values(
      items.map((item) => ({
        userId: item.userId,
        tournamentId: item.tournamentId,
        kind: item.kind,
        severity: SEVERITY_OF[item.kind],
        params: JSON.stringify(item.params),
        createdAt: now,
      })),
    )
    .onConflict((conflict) =>
      conflict
        .columns(['userId', 'tournamentId', 'kind'])
        .where('kind', 'in', [...MILESTONE_KINDS])
        .doNothing(),
    )
    .returningAll()
    .execute();
  return rows.map(toNotification);
}

export async function notificationsOf(db: Db, userId: string): Promise<NotificationList> {
  const [rows, unread] = await Promise.all([
    db
      .selectFrom('notifications')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(LIST_LIMIT)
      .execute(),
    db
      .selectFrom('notifications')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('userId', '=', userId)
      .where('readAt', 'is', null)
      .executeTakeFirstOrThrow(),
  ]);
  return {
    items: rows.map((row) => {
      const { userId: _, ...notification } = toNotification(row);
      return notification;
    }),
    unread: Number(unread.count),
  };
}

/** Marks the member's own notifications read (the listed ones, or all); another member's ids change nothing. */
export async function markRead(db: Db, userId: string, ids: string[] | undefined, now: Date) {
  await db
    .updateTable('notifications')
    .set({ readAt: now })
    .where('userId', '=', userId)
    .where('readAt', 'is', null)
    .$if(ids !== undefined, (query) => query.where('id', 'in', ids ?? []))
    .execute();
}

/** Whether the member watches the tournament: their explicit choice, else whether they entered it. */
export async function isWatching(db: Db, userId: string, tournamentId: string): Promise<boolean> {
  const row = await db
    .selectNoFrom((eb) => [
      eb
        .selectFrom('tournamentWatches')
        .select('isWatching')
        .where('userId', '=', userId)
        .where('tournamentId', '=', tournamentId)
        .as('choice'),
      eb
        .exists(
          eb
            .selectFrom('tradeAccounts')
            .select('id')
            .where('userId', '=', userId)
            .where('tournamentId', '=', tournamentId)
            .where('mode', '=', 'live'),
        )
        .as('entered'),
    ])
    .executeTakeFirstOrThrow();
  return row.choice ?? Boolean(row.entered);
}

export async function setWatching(
  db: Db,
  userId: string,
  tournamentId: string,
  watching: boolean,
  now: Date,
) {
  await db
    .insertInto('tournamentWatches')
    .values({ userId, tournamentId, isWatching: watching, updatedAt: now })
    .onConflict((conflict) =>
      conflict.columns(['tournamentId', 'userId']).doUpdateSet({ isWatching: watching, updatedAt: now }),
    )
    .execute();
}

/** Members whose explicit choice differs from the default, for one tournament: the in-memory overrides. */
export async function watchChoices(db: Db, tournamentId: string): Promise<Map<string, boolean>> {
  const rows = await db
    .selectFrom('tournamentWatches')
    .select(['userId', 'isWatching'])
    .where('tournamentId', '=', tournamentId)
    .execute();
  return new Map(rows.map((row) => [row.userId, row.isWatching]));
}

/** Everyone watching a tournament: its entrants who did not switch it off, and those who switched it on. */
export async function watchersOf(db: Db, tournamentId: string): Promise<string[]> {
  const rows = await sql<{ userId: string }>`
    select user_id from trade_accounts where tournament_id = ${tournamentId} and mode = 'live'
    union
    select user_id from tournament_watches where tournament_id = ${tournamentId} and is_watching
    except
    select user_id from tournament_watches where tournament_id = ${tournamentId} and not is_watching`.execute(
    db,
  );
  return rows.rows.map((row) => row.userId);
}

/**
 * Claims a tournament's registration-closing reminder for the caller: true for exactly one caller, whichever
 * process it runs in (a second waits for the first's row lock, then finds the reminder claimed). Run it in the
 * transaction that stores the reminders, so that a claim never outlives reminders that were not stored.
 */
export async function claimClosingReminder(db: Db, tournamentId: string, now: Date): Promise<boolean> {
  const claimed = await db
    .updateTable('tournaments')
    .set({ closingAnnouncedAt: now })
    .where('id', '=', tournamentId)
    .where('closingAnnouncedAt', 'is', null)
    .returning('id')
    .executeTakeFirst();
  return claimed !== undefined;
}

/** A device's subscription belongs to the member and session that sent it last. */
export async function savePushSubscription(
  db: Db,
  owner: { userId: string; sessionId: string },
  subscription: PushSubscriptionBody,
) {
  const values = { ...owner, p256dh: subscription.keys.p256dh, auth: subscription.keys.auth };
  await db
    .insertInto('pushSubscriptions')
    .values({ endpoint: subscription.endpoint, ...values })
    .onConflict((conflict) => conflict.column('endpoint').doUpdateSet(values))
    .execute();
}

export const pushSubscriptionsOf = (db: Db, userIds: readonly string[]) =>
  userIds.length === 0
    ? Promise.resolve([])
    : db
        .selectFrom('pushSubscriptions')
        .select(['endpoint', 'userId', 'p256dh', 'auth'])
        .where('userId', 'in', userIds)
        .execute();

export const removePushSubscription = (db: Db, endpoint: string, userId?: string) =>
  db
    .deleteFrom('pushSubscriptions')
    .where('endpoint', '=', endpoint)
    .$if(userId !== undefined, (query) => query.where('userId', '=', userId ?? ''))
    .execute();

export const removeSessionSubscriptions = (db: Db, sessionId: string) =>
  db.deleteFrom('pushSubscriptions').where('sessionId', '=', sessionId).execute();

/** Each member's language (their synced preference), for wording Web Push; English when they set none. */
export async function languagesOf(db: Db, userIds: readonly string[]): Promise<Map<string, string>> {
  if (userIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('users')
    .select(['id', sql<string | null>`preferences->>'language'`.as('language')])
    .where('id', 'in', userIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.language ?? 'en']));
}
