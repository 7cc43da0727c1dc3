import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../../server/src/db/seed.ts';
import ar from '../../src/locales/ar.json';
import { signIn, VIEWPORTS } from './support/browser.ts';
import { useE2E } from './support/use-e2e.ts';

const e2e = useE2E();
let context: BrowserContext;
afterEach(() => context?.close());

const themeOf = (page: Page) => page.evaluate(() => document.documentElement.dataset.theme);

async function memberPage(
  options: { viewport?: { width: number; height: number }; timezoneId?: string } = {},
) {
  const platform = e2e.platform();
  context = await e2e.browser().newContext({
    baseURL: platform.url,
    viewport: options.viewport ?? VIEWPORTS.desktop,
    serviceWorkers: 'block',
    ...(options.timezoneId ? { timezoneId: options.timezoneId } : {}),
  });
  const { token } = await platform.member();
  await signIn(context, platform.url, token);
  return context.newPage();
}

describe('themes', () => {
  it('starts dark, switches to light from the header and keeps the choice after a reload', async () => {
    const page = await memberPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await themeOf(page)).toBe('dark');
    await page.getByRole('button', { name: 'Display' }).click();
    await page.getByRole('radio', { name: 'Light' }).check();
    await expect.poll(() => themeOf(page)).toBe('light');
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe('#f4f6fb');
    await page.reload();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await themeOf(page)).toBe('light');
  });

  it('follows night mode on a controlled clock: dark at the start time, light at the end, across midnight', async () => {
    const page = await memberPage({ timezoneId: 'UTC' });
    await page.clock.install({ time: new Date('2026-11-22T19:58:00Z') });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Display' }).click();
    await page.getByRole('checkbox', { name: 'Night mode' }).check();
    // The defaults of spec section 9: dark from 20:00, light from 08:00.
    expect(await page.getByLabel('Dark from').inputValue()).toBe('20:00');
    expect(await page.getByLabel('Light from').inputValue()).toBe('08:00');
    await expect.poll(() => themeOf(page)).toBe('light');

    await page.clock.runFor('03:00'); // 20:01, while the app stays open
    await expect.poll(() => themeOf(page)).toBe('dark');
    await page.clock.fastForward('05:00:00'); // 01:01, past midnight
    expect(await themeOf(page)).toBe('dark');
    await page.clock.fastForward('07:00:00'); // 08:01
    await expect.poll(() => themeOf(page)).toBe('light');

    // New times take effect at once and on the next switch.
    await page.getByLabel('Dark from').fill('08:00');
    await page.getByLabel('Light from').fill('09:30');
    await expect.poll(() => themeOf(page)).toBe('dark');
    await page.clock.fastForward('01:30:00'); // 09:31
    await expect.poll(() => themeOf(page)).toBe('light');

    // A theme chosen by hand ends night mode.
    await page.getByRole('radio', { name: 'Dark' }).check();
    expect(await page.getByRole('checkbox', { name: 'Night mode' }).isChecked()).toBe(false);
    await page.clock.fastForward('12:00:00');
    expect(await themeOf(page)).toBe('dark');
  });
});

/** Presses Tab until the focused control has this accessible name; fails if it is not reachable. */
async function tabTo(page: Page, name: string) {
  for (let presses = 0; presses < 25; presses += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const label = (element as HTMLInputElement).labels?.[0]?.textContent;
      return (element.getAttribute('aria-label') ?? label ?? element.textContent ?? '').trim();
    });
    if (focused === name) return;
  }
  throw new Error(`"${name}" cannot be reached with Tab`);
}

const focusIsVisible = (page: Page) =>
  page.evaluate(() => {
    const style = getComputedStyle(document.activeElement as Element);
    return style.outlineStyle !== 'none' || style.boxShadow !== 'none';
  });

const focusedName = (page: Page) =>
  page.evaluate(
    () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
  );

describe('by keyboard alone', () => {
  it('logs in with Tab, typing and Enter, with the focus visible on the way', async () => {
    context = await e2e.browser().newContext({ baseURL: e2e.platform().url, viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await tabTo(page, 'Email');
    expect(await focusIsVisible(page)).toBe(true);
    await page.keyboard.type(DEMO_EMAIL);
    await tabTo(page, 'Password');
    await page.keyboard.type(DEMO_PASSWORD);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { level: 1 }).waitFor();
  });

  it('opens the display settings and the menu drawer, and gives the focus back when they close', async () => {
    const page = await memberPage({ viewport: VIEWPORTS.mobile });
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();

    await tabTo(page, 'Open menu');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog').getByRole('link').first().waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);
    await expect.poll(() => focusedName(page)).toBe('Open menu');

    await tabTo(page, 'Display');
    await page.keyboard.press('Enter');
    await page.getByRole('radio', { name: 'Light' }).waitFor();
    // A radio group is one Tab stop; the arrow keys choose within it.
    await tabTo(page, 'Dark');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => themeOf(page)).toBe('light');
    await page.keyboard.press('Escape');
    await expect.poll(() => focusedName(page)).toBe('Display');
  });
});

describe('in Arabic', () => {
  it("reads right to left and shows the platform's refusal in Arabic", async () => {
    context = await e2e.browser().newContext({ baseURL: e2e.platform().url, viewport: VIEWPORTS.desktop });
    await context.addInitScript(() => localStorage.setItem('language', JSON.stringify('ar')));
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.getByRole('heading', { level: 1, name: ar.translations['login.title'] }).waitFor();
    expect(await page.evaluate(() => document.documentElement.dir)).toBe('rtl');
    await page.locator('input[type="email"]').fill(DEMO_EMAIL);
    await page.locator('input[type="password"]').fill('Wrong-password-1');
    await page.locator('form button[type="submit"]').click();
    await page.getByText(ar.translations['platform.auth.badCredentials']).first().waitFor();
  });
});
