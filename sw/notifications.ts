import type { PushMessage } from '../src/contract/notifications.ts';

const isPushMessage = (value: unknown): value is PushMessage =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as PushMessage).title === 'string' &&
  typeof (value as PushMessage).url === 'string';

/** Only paths of this portal are opened from a notification. */
const sameOriginPath = (self: ServiceWorkerGlobalScope, url: unknown) =>
  typeof url === 'string' && url.startsWith('/') && !url.startsWith('//')
    ? new URL(url, self.location.origin).href
    : self.location.origin;

/**
 * Web Push (the portal closed): shows what the platform worded. A click on any TradeArena notification focuses an
 * open portal and takes it to the notification's screen, or opens one there.
 */
export function registerNotifications(self: ServiceWorkerGlobalScope) {
  self.addEventListener('push', (event) => {
    let message: unknown = null;
    try {
      message = event.data?.json();
    } catch {
      message = null;
    }
    if (!isPushMessage(message)) return;
    event.waitUntil(
      self.registration.showNotification(message.title, {
        body: message.body,
        tag: message.tag,
        icon: '/icons/icon-192.png',
        badge: '/icons/icon-192.png',
        data: { url: message.url },
      }),
    );
  });

  self.addEventListener('notificationclick', (event) => {
    event.notification.close();
    const target = sameOriginPath(self, (event.notification.data as { url?: unknown } | null)?.url);
    event.waitUntil(
      (async () => {
        const windows = await self.clients.matchAll({ type: 'window', includeUncontrolled: true });
        const open = windows.find((client) => new URL(client.url).origin === self.location.origin);
        if (!open) return void (await self.clients.openWindow(target));
        const focused = await open.focus();
        // navigate() needs a page this worker controls; otherwise a new window opens on the screen.
        await focused.navigate(target).catch(() => self.clients.openWindow(target));
      })(),
    );
  });
}
