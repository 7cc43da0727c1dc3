import {
  notificationPath,
  notificationTag,
  wordNotification,
  type Notification,
  type NotificationList,
} from '@/contract/notifications.ts';
import { readCached, writeCached } from '@/lib/cached-resource.ts';
import { formatMoney } from '@/lib/format.ts';
import { i18nState, t } from '@/lib/i18n.ts';
import { getNotifications, markNotificationsRead } from './api/notifications.ts';

/** The list lives in IndexedDB (one cache entry), so the centre works offline and every tab sees the same. */
export const NOTIFICATIONS_KEY = 'notifications';
const KEPT = 100;
const EMPTY: NotificationList = { items: [], unread: 0 };

const cachedList = async (ownerId: string) =>
  (await readCached<NotificationList>(NOTIFICATIONS_KEY, ownerId)) ?? EMPTY;
const save = (ownerId: string, list: NotificationList) => writeCached(NOTIFICATIONS_KEY, ownerId, list);

/** A notification's title, text and screen, in the member's language. */
export function wordingOf(notification: Notification) {
  // In right-to-left text, names and amounts keep their own direction (first-strong isolates).
  const isolate = (text: string) => (i18nState.dir === 'rtl' ? `\u2068${text}\u2069` : text);
  const money = (amount: number) => isolate(formatMoney(amount, i18nState.locale));
  const params = Object.fromEntries(
    Object.entries(notification.params).map(([name, value]) => [
      name,
      typeof value === 'string' ? isolate(value) : value,
    ]),
  );
  const words = wordNotification({ ...notification, params }, t, money);
  return { ...words, path: notificationPath(notification) };
}

/** Fetches the list; offline the cached one stays as it is. */
export async function refreshNotifications(ownerId: string) {
  await getNotifications().then(
    (list) => save(ownerId, list),
    () => undefined,
  );
}

/** Adds a live notification to the cached list; false when it was already there. */
export async function addNotification(ownerId: string, notification: Notification) {
  const list = await cachedList(ownerId);
  if (list.items.some((item) => item.id === notification.id)) return false;
  await save(ownerId, { items: [notification, ...list.items].slice(0, KEPT), unread: list.unread + 1 });
  return true;
}

/** Marks read here at once, then on the platform; offline the mark stays on this device until the next fetch. */
export async function markRead(ownerId: string, ids?: string[]) {
  const list = await cachedList(ownerId);
  const readAt = new Date().toISOString();
  const isMarked = (item: Notification) => !item.readAt && (!ids || ids.includes(item.id));
  const marked = list.items.filter(isMarked).length;
  await save(ownerId, {
    items: list.items.map((item) => (isMarked(item) ? { ...item, readAt } : item)),
    unread: ids ? Math.max(0, list.unread - marked) : 0,
  });
  await markNotificationsRead(ids).then(
    (fresh) => save(ownerId, fresh),
    () => undefined,
  );
}

/**
 * While the portal is open but hidden, a live notification becomes a system notification through the service
 * worker (permission granted); clicking it opens its screen (sw/notifications.ts).
 */
export async function showSystemNotification(notification: Notification) {
  if (document.visibilityState !== 'hidden' || !('Notification' in window)) return false;
  if (window.Notification.permission !== 'granted' || !('serviceWorker' in navigator)) return false;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration) return false;
  const { title, body, path } = wordingOf(notification);
  await registration.showNotification(title, {
    body,
    tag: notificationTag(notification),
    icon: '/icons/icon-192.png',
    badge: '/icons/icon-192.png',
    data: { url: path },
  });
  return true;
}
