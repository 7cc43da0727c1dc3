import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';
import { chromePath, CHROMIUM_ARGS } from './browser.ts';

/**
 * Chromium with a profile on disk, so IndexedDB, the service worker and cookies outlive a restart of the browser,
 * as they do on a member's phone.
 */
export async function persistentBrowser(baseURL: string) {
  const dir = await mkdtemp(join(tmpdir(), 'tradearena-profile-'));
  const launch = () =>
    chromium.launchPersistentContext(dir, {
      executablePath: chromePath(),
      headless: true,
      args: CHROMIUM_ARGS,
      baseURL,
    });
  let context: BrowserContext = await launch();
  return {
    context: () => context,
    restart: async () => {
      await context.close();
      context = await launch();
      return context;
    },
    close: async () => {
      await context.close();
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/** Signs in like "Remember me": a cookie with an expiry, which a browser restart keeps. */
export async function signInPersistently(context: BrowserContext, baseUrl: string, token: string) {
  await context.addCookies([
    {
      name: 'accessToken',
      value: token,
      url: baseUrl,
      secure: true,
      sameSite: 'Strict',
      expires: Math.floor(Date.now() / 1_000) + 86_400,
    },
  ]);
}
