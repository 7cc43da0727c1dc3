import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, VIEWPORTS } from './support/browser.ts';
import { useE2E } from './support/use-e2e.ts';

const e2e = useE2E();
let context: BrowserContext;
afterEach(() => context?.close());

async function memberPage(viewport: { width: number; height: number }, path = '/'): Promise<Page> {
  const platform = e2e.platform();
  context = await e2e.browser().newContext({ baseURL: platform.url, viewport, serviceWorkers: 'block' });
  const { token } = await platform.member();
  await signIn(context, platform.url, token);
  const page = await context.newPage();
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).waitFor();
  return page;
}

const menuWidth = (page: Page) =>
  page
    .locator('aside')
    .first()
    .evaluate((element) => element.getBoundingClientRect().width);
const MENU_ORDER = [
  'Dashboard',
  'Tournaments',
  'Main',
  'Mini',
  'Play2Earn',
  'My Tournaments',
  'Tournament Leader Board',
  'Affiliate Leader Board',
  'Alliances',
  'My Profile',
];

describe('main layout on desktop', () => {
  it('shows the side menu at 290 px with the entries in order, and collapses it to 80 px', async () => {
    const page = await memberPage(VIEWPORTS.desktop);
    const menu = page.getByRole('navigation', { name: 'Main menu' });
    expect(await menu.getByRole('link').allTextContents()).toEqual(MENU_ORDER);
    expect(await menuWidth(page)).toBe(290);
    await page.getByRole('button', { name: 'Collapse menu' }).click();
    await expect.poll(() => menuWidth(page)).toBe(80);
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect.poll(() => menuWidth(page)).toBe(290);
  });

  it('marks the current screen in the menu and navigates without a reload', async () => {
    const page = await memberPage(VIEWPORTS.desktop);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await page.getByRole('link', { name: 'My Tournaments' }).click();
    await page.getByRole('heading', { name: 'My Tournaments' }).waitFor();
    expect(await page.getByRole('link', { name: 'My Tournaments' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect.poll(() => page.title()).toBe('My Tournaments | TradeArena');
  });

  it('has the tournament search box, fullscreen toggle and avatar popover', async () => {
    const page = await memberPage(VIEWPORTS.desktop);
    await page.getByRole('combobox', { name: 'Search tournaments' }).waitFor();
    await page.getByRole('button', { name: 'Enter fullscreen' }).waitFor();
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Profile', exact: true }).click();
    await page.waitForURL('**/profile/personal-info');
  });

  it('draws the avatar at 40 px in the header and 179 px on the profile', async () => {
    const page = await memberPage(VIEWPORTS.desktop, '/profile/personal-info');
    const sizeOf = (selector: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element) => [
          element.getBoundingClientRect().width,
          element.getBoundingClientRect().height,
        ]);
    expect(await sizeOf('header [data-initials]')).toEqual([40, 40]);
    expect(await sizeOf('main [data-initials]')).toEqual([179, 179]);
  });

  it('hides Install PWA when the browser offers no installation', async () => {
    const page = await memberPage(VIEWPORTS.desktop);
    expect(await page.getByRole('button', { name: 'Install PWA' }).count()).toBe(0);
  });

  it('collapses the side menu on the trade screen, whatever the saved choice', async () => {
    const page = await memberPage(VIEWPORTS.desktop, '/trade/7/9');
    expect(await menuWidth(page)).toBe(80);
    await page.getByRole('button', { name: 'Expand menu' }).click();
    await expect.poll(() => menuWidth(page)).toBe(290);
    await page.getByRole('link', { name: 'Dashboard' }).click();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await menuWidth(page)).toBe(290);
  });
});

describe('main layout on mobile', () => {
  it('hides the side menu and the search box, and opens the menu as a drawer', async () => {
    const page = await memberPage(VIEWPORTS.mobile);
    expect(await page.locator('aside').first().isVisible()).toBe(false);
    expect(await page.getByRole('combobox', { name: 'Search tournaments' }).isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link').first().waitFor();
    expect(await drawer.getByRole('link').allTextContents()).toEqual(MENU_ORDER);
    await drawer.getByRole('link', { name: 'Alliances' }).click();
    await page.getByRole('heading', { name: 'Alliances' }).waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
  });

  it('shows the profile tab list at /profile instead of redirecting', async () => {
    const page = await memberPage(VIEWPORTS.mobile, '/profile');
    await page
      .getByRole('navigation', { name: 'Profile sections' })
      .getByRole('link', { name: 'Trade info' })
      .click();
    await page.waitForURL('**/profile/trade-info');
  });

  it('has no horizontal overflow', async () => {
    const page = await memberPage(VIEWPORTS.mobile);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      VIEWPORTS.mobile.width,
    );
  });
});
