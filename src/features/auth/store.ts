import { proxy } from 'valtio';
import { ACCESS_TOKEN_COOKIE } from '@/contract/api.ts';
import type { Level, User } from '@/contract/user.ts';
import { deleteCookie, getCookie, setCookie } from '@/lib/cookies.ts';

/** Auth state of spec section 3: the token (also in the accessToken cookie), the member, and the level list. */
export const authStore = proxy({
  token: typeof document === 'undefined' ? null : getCookie(ACCESS_TOKEN_COOKIE),
  user: null as User | null,
  levels: [] as Level[],
});

export function setSession(token: string, user: User, expires?: Date) {
  setCookie(ACCESS_TOKEN_COOKIE, token, expires);
  authStore.token = token;
  authStore.user = user;
}

export function setUser(user: User) {
  authStore.user = user;
}

/**
 * Logout clears token, member, all local storage, every cache and the outbox (spec section 4), offline too.
 * An expired session keeps the outbox, paused until the same member signs in again.
 */
export async function clearSession({ keepOutbox = false } = {}) {
  deleteCookie(ACCESS_TOKEN_COOKIE);
  authStore.token = null;
  authStore.user = null;
  authStore.levels = [];
  try {
    localStorage.clear();
  } catch {
    // Storage denied: nothing was kept there.
  }
  // IndexedDB is loaded on demand so a visitor's first screen does not carry it.
  const { clearAllData } = await import('@/lib/db.ts');
  await clearAllData({ keepOutbox });
}

export const levelName = (user: User | null, levels: readonly Level[]) =>
  levels.find((level) => level.id === user?.level)?.name ?? '';
