import { navigate } from 'wouter/use-browser-location';
import type { Notification } from '@/contract/notifications.ts';
import { t } from '@/lib/i18n.ts';
import { notify } from '@/lib/notifications.ts';
import { listenToNotifications } from '@/lib/socket.ts';
import { permissionState, subscribeDevice } from './push.ts';
import { addNotification, refreshNotifications, showSystemNotification, wordingOf } from './store.ts';

let stop: (() => void) | null = null;
let listeningFor: string | null = null;

/** A live event: into the list, then a system notification when the portal is hidden, else a toast. */
async function receive(ownerId: string, notification: Notification) {
  if (!(await addNotification(ownerId, notification))) return;
  if (await showSystemNotification(notification).catch(() => false)) return;
  const { title, body, path } = wordingOf(notification);
  notify(
    notification.severity >= 2 ? 'warning' : 'info',
    body,
    { label: t('notifications.view'), run: () => navigate(path) },
    title,
  );
}

/** From sign-in to sign-out: the list is fetched, then kept current from the member's socket. */
export function startNotifications(ownerId: string) {
  if (listeningFor === ownerId) return;
  stop?.();
  listeningFor = ownerId;
  void refreshNotifications(ownerId);
  // A device that allowed notifications registers again for this session (logout ends the previous one).
  if (permissionState() === 'granted') void subscribeDevice().catch(() => undefined);
  stop = listenToNotifications(
    (notification) => void receive(ownerId, notification),
    () => void refreshNotifications(ownerId),
  );
}

/** Sign-out: stops listening and ends this device's Web Push subscription (the platform forgets it too). */
export async function stopNotifications() {
  stop?.();
  stop = null;
  listeningFor = null;
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined);
  const subscription = await registration?.pushManager?.getSubscription().catch(() => null);
  await subscription?.unsubscribe().catch(() => false);
}
