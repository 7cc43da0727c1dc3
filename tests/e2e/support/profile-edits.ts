import type { Page } from 'playwright-core';
import type { FaultProxy } from '../../support/fault-proxy.ts';
import type { Platform } from './platform.ts';

/** The personal-info tab: its edits go through the outbox, so they are the ones the network tests queue. */
export const PROFILE = '/profile/personal-info';

/** The pending-changes button: shown while the outbox holds a change. */
export const pending = (page: Page) => page.getByRole('button', { name: /unsaved change/ });

/** Types a Telegram handle on the personal-info tab and saves it. */
export async function editTelegram(page: Page, handle: string) {
  await page.getByLabel('Telegram').fill(handle);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
}

/** One member's profile edits as they reached the platform through `proxy`, and as its database keeps them. */
export function profileEdits(platform: Platform, proxy: FaultProxy, userId: string) {
  const isProfilePatch = (entry: { method: string; path: string }) =>
    entry.method === 'PATCH' && entry.path === `/api/v1/users/${userId}`;
  return {
    /** Profile changes that reached the platform since `mark` (a length of the proxy's log). */
    patchesSince: (mark: number) => proxy.log.slice(mark).filter(isProfilePatch),
    storedTelegram: async () =>
      (
        await platform.db
          .selectFrom('users')
          .select('telegram')
          .where('id', '=', userId)
          .executeTakeFirstOrThrow()
      ).telegram,
  };
}
