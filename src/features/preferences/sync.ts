import { subscribe } from 'valtio';
import type { Preferences, User } from '@/contract/user.ts';
import { db } from '@/lib/db.ts';
import { i18nState, setLanguage, t } from '@/lib/i18n.ts';
import { enqueue } from '@/lib/outbox.ts';
import { preferences, setNightMode, setTheme } from './store.ts';

/** What follows the member to other devices; the theme only counts while night mode does not drive it. */
export const syncedPreferences = (): Preferences => ({
  theme: preferences.theme,
  isNightMode: preferences.isNightMode,
  nightTime: { ...preferences.nightTime },
  language: i18nState.language,
});
const keyOf = (value: Preferences) =>
  JSON.stringify([
    value.isNightMode ? null : value.theme,
    value.isNightMode,
    value.nightTime,
    value.language,
  ]);

function applyHere(saved: Preferences) {
  if (saved.isNightMode) setNightMode(true, saved.nightTime);
  else {
    preferences.nightTime = { ...saved.nightTime };
    setTheme(saved.theme);
  }
  if (saved.language !== i18nState.language) void setLanguage(saved.language).catch(() => undefined);
}

let stop: (() => void) | undefined;
let memberId: string | null = null;

/**
 * At sign-in the member's saved preferences apply on this device (a member with none saved yet takes this
 * device's); from then on every change the member makes is queued in the outbox, a newer one replacing an
 * unsent one, so a change made offline reaches the platform later.
 */
export async function startPreferenceSync(user: User) {
  if (memberId === user.id) return;
  stop?.();
  memberId = user.id;
  // A change of this device still queued is newer than what the platform (or the cached member) holds.
  const queued = await db.outbox
    .where('ownerId')
    .equals(user.id)
    .filter((row) => row.kind === 'preferences')
    .count();
  if (user.preferences && queued === 0) applyHere(user.preferences);
  let lastKey = user.preferences ? keyOf(user.preferences) : '';
  const queue = () => {
    const current = syncedPreferences();
    if (keyOf(current) === lastKey) return;
    lastKey = keyOf(current);
    const mutation = {
      ownerId: user.id,
      kind: 'preferences',
      method: 'PUT',
      path: '/users/preferences',
    } as const;
    void enqueue({ ...mutation, body: current, label: t('preferences.label') }, undefined, {
      replacesUnsent: true,
    });
  };
  if (!user.preferences) queue();
  // valtio batches a burst of changes into one call; the queue is written at once, so a reload keeps it.
  const unsubscribers = [subscribe(preferences, queue), subscribe(i18nState, queue)];
  stop = () => {
    for (const unsubscribe of unsubscribers) unsubscribe();
    memberId = null;
  };
}

export const stopPreferenceSync = () => stop?.();
