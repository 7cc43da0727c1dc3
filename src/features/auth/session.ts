import { HttpError } from '@/contract/http-error.ts';
import type { User } from '@/contract/user.ts';
import { isAbortError } from '@/lib/api-client.ts';
import { db, plain } from '@/lib/db.ts';
import { t } from '@/lib/i18n.ts';
import { notifyError } from '@/lib/notifications.ts';
import { getLevels } from './api/get-levels.ts';
import { getMe } from './api/get-me.ts';
import { postLogout } from './api/logout.ts';
import { authStore, clearSession, setUser } from './store.ts';

/** Signs out here and, when reachable, on the platform (the token is revoked server-side). */
export async function logout() {
  if (authStore.token) await postLogout().catch(() => undefined);
  await clearSession();
}

/** The platform refused the token (401): signed out here, with queued changes kept for the member's return. */
export async function expireSession() {
  notifyError(t('auth.sessionExpired'));
  await clearSession({ keepOutbox: true });
}

/**
 * A token without a member fetches the member (spec section 4). Offline, the cached profile keeps the member in;
 * a refusal from the platform shows its message and logs out.
 */
let loading: Promise<void> | null = null;

export function loadUser(): Promise<void> {
  loading ??= fetchUser().finally(() => {
    loading = null;
  });
  return loading;
}

/** Keeps the member for offline starts; a storage failure only costs that copy. */
export const keepProfile = (user: User) =>
  db.profile.put({ userId: user.id, data: plain(user), updatedAt: Date.now() }).catch(() => undefined);

/** A changed member (a new phone, a verified phone): the store and the offline copy both follow. */
export function saveUser(user: User) {
  setUser(user);
  void keepProfile(user);
}

async function fetchUser(): Promise<void> {
  try {
    const user = await getMe();
    setUser(user);
    await keepProfile(user);
    void loadLevels();
  } catch (error) {
    if (isAbortError(error)) return;
    const cached = await db.profile.toCollection().first();
    if (error instanceof HttpError && error.status === 0 && cached) {
      setUser(cached.data as User);
      void loadLevels();
      return;
    }
    notifyError(error instanceof Error ? error.message : 'Could not load your profile');
    // A refused token is already handled by expireSession, which keeps the member's queued changes.
    if (!(error instanceof HttpError && error.status === 401)) await logout();
  }
}

/** Levels are fetched once a member exists; failures are ignored silently (spec section 8). */
export async function loadLevels() {
  try {
    const levels = await getLevels();
    authStore.levels = levels;
    await db.levels.bulkPut(levels);
  } catch {
    authStore.levels = await db.levels.toArray().catch(() => []);
  }
}
