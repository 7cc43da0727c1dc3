import { subscribeKey } from 'valtio/utils';
import { configureApiClient } from '@/lib/api-client.ts';
import { initI18n, t } from '@/lib/i18n.ts';
import { notifyError } from '@/lib/notifications.ts';
import { initPwa } from '@/lib/pwa.ts';
import { configureSocket } from '@/lib/socket.ts';
import { authStore } from '@/features/auth/store.ts';
import { initPreferences } from '@/features/preferences/store.ts';

/** Wires the libraries to the auth store and starts what runs for the whole visit. */
export async function bootstrap() {
  initPreferences();
  configureApiClient({
    getToken: () => authStore.token,
    onUnauthorized: () => {
      notifyError(t('auth.sessionExpired'));
      void import('@/features/auth/session.ts').then(({ logout }) => logout());
    },
  });
  configureSocket(() => authStore.token);
  // Queued changes wait for their owner: a member signing in (again) starts or resumes sending.
  subscribeKey(authStore, 'user', (user) => {
    if (user)
      void import('@/lib/outbox.ts').then(({ startOutbox }) => startOutbox(() => authStore.user?.id ?? null));
  });
  void initPwa();
  await initI18n();
}
