import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import ar from '../../src/locales/ar.json';
import { signIn } from './support/browser.ts';
import type { Platform } from './support/platform.ts';
import { useE2E } from './support/use-e2e.ts';

const e2e = useE2E();
let platform: Platform;
let context: BrowserContext;
let page: Page;

/** One browser session across the steps: the service worker installed in the first is used by the next. */
beforeAll(async () => {
  platform = e2e.platform();
  context = await e2e.browser().newContext({ baseURL: platform.url });
  page = await context.newPage();
});

const isControlled = () => page.evaluate(() => navigator.serviceWorker.controller !== null);

describe('service worker', () => {
  it('takes control of the page after the first visit', async () => {
    await page.goto('/auth/login');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(isControlled).toBe(true);
    const precached = await page.evaluate(async () => {
      const names = await caches.keys();
      const urls = await Promise.all(
        names.map(async (name) => (await (await caches.open(name)).keys()).map((r) => r.url)),
      );
      return urls.flat().map((url) => new URL(url).pathname);
    });
    expect(precached).toContain('/index.html');
    expect(precached).toContain('/terminal.html');
    expect(precached).toContain('/locales/en.json');
  });

  it('serves the shell and deep links with the platform stopped, and keeps a signed-in member in', async () => {
    const { token, user } = await platform.member();
    await signIn(context, platform.url, token);
    await page.goto('/');
    await page.getByRole('heading', { name: `Welcome back, ${user.firstname}` }).waitFor();

    await platform.stop();
    await page.goto('/my-tournaments');
    await page.getByRole('heading', { name: 'My Tournaments' }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: 'My Tournaments' }).waitFor();
    expect(await page.title()).toBe('My Tournaments | TradeArena');
  });

  it('switches to Arabic with the platform stopped, and starts right-to-left from the cache', async () => {
    await page.goto('/my-tournaments');
    await page.getByRole('button', { name: 'Language' }).click();
    await page.getByRole('menuitem', { name: ar.name }).click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.reload();
    const heading = page.getByRole('heading', { name: ar.translations['pages.myTournaments'] });
    await heading.waitFor();
    expect(await page.evaluate(() => [document.documentElement.dir, document.documentElement.lang])).toEqual([
      'rtl',
      'ar',
    ]);
    expect(await page.title()).toBe(`${ar.translations['pages.myTournaments']} | TradeArena`);
    await page.getByRole('button', { name: ar.translations['header.language'] }).click();
    await page.getByRole('menuitem', { name: 'English' }).click();
    await page.getByRole('heading', { name: 'My Tournaments' }).waitFor();
  });

  it('answers an unknown path offline with page-not-found, not a browser error', async () => {
    await page.goto('/no/such/page');
    await page.getByText('Sorry, page not found!').waitFor();
  });
});
