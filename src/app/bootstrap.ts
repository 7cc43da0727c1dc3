import { subscribeKey } from 'valtio/utils';
import type { User } from '@/contract/user.ts';
import { configureApiClient } from '@/lib/api-client.ts';
import { initI18n } from '@/lib/i18n.ts';
import { initPwa } from '@/lib/pwa.ts';
import { authStore } from '@/features/auth/store.ts';
import { initPreferences } from '@/features/preferences/store.ts';

const startMemberServices = async (user: User) => {
  const [{ startOutbox }, { applySettled }, { startPreferenceSync }, { startNotifications }] =
    await Promise.all([
      import('@/lib/outbox.ts'),
      import('./outbox-effects.ts'),
      import('@/features/preferences/sync.ts'),
      import('@/features/notifications/live.ts'),
    ]);
  startOutbox(() => authStore.user?.id ?? null, { onSettled: applySettled });
  startNotifications(user.id);
  await startPreferenceSync(user);
  // Cached boards and queued changes should survive storage pressure; the browser may still say no.
  void navigator.storage?.persist?.().catch(() => false);
};

/** Wires the libraries to the auth store and starts what runs for the whole visit. */
export async function bootstrap() {
  initPreferences();
  configureApiClient({
    getToken: () => authStore.token,
    onUnauthorized: () =>
      void import('@/features/auth/session.ts').then(({ expireSession }) => expireSession()),
  });
  // Queued changes wait for their owner: a member signing in (again) starts or resumes sending.
  subscribeKey(authStore, 'user', (user) => {
    if (user) void startMemberServices(user);
    else {
      void import('@/lib/socket.ts').then(({ disconnectSocket }) => disconnectSocket());
      void import('@/features/preferences/sync.ts').then(({ stopPreferenceSync }) => stopPreferenceSync());
      void import('@/features/notifications/live.ts').then(({ stopNotifications }) => stopNotifications());
    }
  });
  void initPwa();
  await initI18n();
}
