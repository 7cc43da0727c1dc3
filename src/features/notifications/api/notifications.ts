import type { NotificationList, PushKey, PushSubscriptionBody, Watch } from '@/contract/notifications.ts';
import { api } from '@/lib/api-client.ts';

export const getNotifications = () => api<NotificationList>('/notifications');

/** Marks the listed notifications read, or every one; answers the list as it now stands. */
export const markNotificationsRead = (ids?: string[]) =>
  api<NotificationList>('/notifications/read', { method: 'POST', body: ids ? { ids } : {} });

export const getWatch = (tournamentId: string) =>
  api<Watch>(`/tournaments/${encodeURIComponent(tournamentId)}/watch`);

export const putWatch = (tournamentId: string, isWatching: boolean) =>
  api<Watch>(`/tournaments/${encodeURIComponent(tournamentId)}/watch`, {
    method: 'PUT',
    body: { isWatching },
  });

export const getPushKey = () => api<PushKey>('/notifications/push-key');

export const putPushSubscription = (subscription: PushSubscriptionBody) =>
  api<void>('/notifications/push-subscription', { method: 'PUT', body: subscription });
