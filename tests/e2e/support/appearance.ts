import type { Browser, BrowserContext } from 'playwright-core';
import { signIn } from './browser.ts';
import type { Platform } from './platform.ts';

export type Appearance = { theme: 'dark' | 'light'; language: 'en' | 'ar' };

/** Both themes in both directions (Arabic is the right-to-left language). */
export const APPEARANCES: Appearance[] = (['dark', 'light'] as const).flatMap((theme) =>
  (['en', 'ar'] as const).map((language) => ({ theme, language })),
);

export const directionOf = ({ language }: Appearance) => (language === 'ar' ? 'rtl' : 'ltr');

type Options = {
  viewport: { width: number; height: number };
  appearance: Appearance;
  /** A member's session; a guest context has none. */
  member?: { id: string; token: string };
};

/**
 * A browser context that opens the portal in a given theme and language, as a member who chose them on this
 * device. Preferences follow the member, so the member's saved ones are forgotten first.
 */
export async function contextWith(
  browser: Browser,
  platform: Platform,
  { viewport, appearance, member }: Options,
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: platform.url, viewport, serviceWorkers: 'block' });
  const preferences = {
    theme: appearance.theme,
    isNightMode: false,
    nightTime: { start: 72_000_000, end: 28_800_000 },
    isMenuCollapsed: false,
  };
  await context.addInitScript(
    ([stored, language]) => {
      localStorage.setItem('preferences', stored);
      localStorage.setItem('language', language);
    },
    [JSON.stringify(preferences), JSON.stringify(appearance.language)] as const,
  );
  if (member) {
    await platform.db.updateTable('users').set({ preferences: null }).where('id', '=', member.id).execute();
    await signIn(context, platform.url, member.token);
  }
  return context;
}
