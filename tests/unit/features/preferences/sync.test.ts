import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Preferences, User } from '@/contract/user.ts';
import { clearAllData, db } from '@/lib/db.ts';
import { i18nState } from '@/lib/i18n.ts';
import { preferences, setTheme } from '@/features/preferences/store.ts';
import { startPreferenceSync, stopPreferenceSync } from '@/features/preferences/sync.ts';

/** Preferences follow the member: applied at sign-in, queued in the outbox when changed (never sent here). */
const member = (saved: Preferences | null, id = 'member-1') => ({ id, preferences: saved }) as User;
const saved: Preferences = {
  theme: 'light',
  isNightMode: false,
  nightTime: { start: 72_000_000, end: 28_800_000 },
  language: 'en',
};
const queued = () => db.outbox.filter((row) => row.kind === 'preferences').toArray();
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

beforeEach(() => {
  setTheme('dark');
  i18nState.language = 'en';
});
afterEach(async () => {
  stopPreferenceSync();
  await clearAllData();
});

describe('preference sync', () => {
  it('applies the member’s saved preferences at sign-in', async () => {
    await startPreferenceSync(member(saved));
    expect(preferences.theme).toBe('light');
    await settled();
    expect(await queued()).toEqual([]);
  });

  it('keeps this device’s queued change over older saved preferences', async () => {
    await db.outbox.add({
      ownerId: 'member-1',
      kind: 'preferences',
      method: 'PUT',
      path: '/users/preferences',
      body: { ...saved, theme: 'dark' },
      idempotencyKey: 'key-000000001',
      label: 'Display preferences',
      status: 'pending',
      attempts: 1,
      nextAttemptAt: 0,
      createdAt: 0,
      lastError: null,
      lastStatus: 0,
      undo: [],
    });
    await startPreferenceSync(member(saved));
    expect(preferences.theme).toBe('dark');
  });

  it('sends this device’s preferences when the member has none saved yet', async () => {
    await startPreferenceSync(member(null));
    await expect
      .poll(async () => (await queued()).map((row) => row.body))
      .toEqual([expect.objectContaining({ theme: 'dark', language: 'en' })]);
  });

  it('queues the member’s changes, a newer one replacing an unsent one', async () => {
    await startPreferenceSync(member(saved));
    setTheme('dark');
    await settled();
    setTheme('light');
    i18nState.language = 'ar';
    await settled();
    const rows = await queued();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      ownerId: 'member-1',
      method: 'PUT',
      path: '/users/preferences',
      body: { ...saved, theme: 'light', language: 'ar' },
    });
  });
});
