import type { PushSubscriptionBody } from '@/contract/notifications.ts';
import { getPushKey, putPushSubscription } from './api/notifications.ts';

export type PermissionState = NotificationPermission | 'unsupported';

export const permissionState = (): PermissionState =>
  'Notification' in window && 'serviceWorker' in navigator ? Notification.permission : 'unsupported';

const keyBytes = (base64url: string) => {
  const raw = atob(base64url.replace(/-/g, '+').replace(/_/g, '/'));
  return Uint8Array.from(raw, (char) => char.charCodeAt(0));
};

/**
 * Subscribes this device to Web Push with the platform's VAPID key and registers it, so notifications arrive with
 * the portal closed. Does nothing where the browser or the platform has no push.
 */
export async function subscribeDevice() {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.pushManager) return;
  const { publicKey } = await getPushKey();
  if (!publicKey) return;
  const subscription =
    (await registration.pushManager.getSubscription()) ??
    (await registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  await putPushSubscription(subscription.toJSON() as PushSubscriptionBody);
}

/** Asks the browser (from the member's click on the prompt); answers the new state. */
export async function askPermission(): Promise<PermissionState> {
  if (permissionState() === 'unsupported') return 'unsupported';
  const answer = await Notification.requestPermission();
  if (answer === 'granted') await subscribeDevice().catch(() => undefined);
  return answer;
}
