import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { DEMO_EMAIL } from '../../server/src/db/seed.ts';
import { launchBrowser, signIn } from '../e2e/support/browser.ts';
import { startPlatform, type Platform } from '../e2e/support/platform.ts';
import { startTestCluster } from '../support/postgres.ts';

/**
 * npm run screenshots [-- <filter>]: every screen at mobile and desktop width, dark and light, left-to-right and
 * right-to-left (Arabic), into screenshots/. The demo member is signed in on a fresh copy of the demo data.
 */
const VIEWPORTS = { mobile: { width: 360, height: 780 }, desktop: { width: 1280, height: 860 } } as const;
const THEMES = ['dark', 'light'] as const;
const DIRECTIONS = { ltr: 'en', rtl: 'ar' } as const;
const OUT = 'screenshots';

type Screen = { name: string; path: string; isGuest?: boolean; ready?: (page: Page) => Promise<unknown> };

async function screensOf(platform: Platform): Promise<Screen[]> {
  const db = platform.db;
  const byTitle = (title: string) =>
    db.selectFrom('tournaments').select('id').where('title', '=', title).executeTakeFirstOrThrow();
  const demo = await db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
  const main = await byTitle('TradeArena Main Championship');
  const opener = await byTitle('Main Season Opener');
  const final = await byTitle('Main Autumn Cup');
  const account = await db
    .selectFrom('tradeAccounts')
    .select(['id', 'transactionId'])
    .where('userId', '=', demo.id)
    .where('tournamentId', '=', main.id)
    .executeTakeFirstOrThrow();
  const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
  return [
    { name: 'login', path: '/auth/login', isGuest: true, ready: heading },
    { name: 'dashboard', path: '/', ready: (page) => page.getByTestId('prize-pool-dashboard').waitFor() },
    { name: 'tournaments', path: '/tournaments', ready: (page) => page.locator('article').first().waitFor() },
    { name: 'tournaments-mini', path: '/tournaments/mini', ready: (page) => page.locator('article').first().waitFor() },
    { name: 'tournament-enrolled', path: `/tournaments/master/${main.id}`, ready: (page) => page.getByTestId('prize-pool').waitFor() },
    { name: 'tournament-checkout', path: `/tournaments/master/${opener.id}`, ready: (page) => page.getByTestId('payment-total').waitFor() },
    { name: 'tournament-final', path: `/tournaments/${final.id}`, ready: (page) => page.getByTestId('prize-pool').waitFor() },
    { name: 'my-tournaments', path: '/my-tournaments', ready: (page) => page.locator('article').first().waitFor() },
    { name: 'payment-success', path: `/tournaments/payment-success?transactionId=${account.transactionId}`, ready: (page) => page.getByTestId('transaction-id').waitFor() },
    { name: 'purchase-history', path: '/profile/purchase-history', ready: (page) => page.getByText('Main Autumn Cup').filter({ visible: true }).first().waitFor() },
    { name: 'personal-info', path: '/profile/personal-info', ready: (page) => page.locator('form input[type="date"]').waitFor() },
    { name: 'refer-and-earn', path: '/profile/refer-and-earn', ready: (page) => page.locator('table, [id="referred-users"]').first().waitFor() },
    { name: 'alliances', path: '/alliances', ready: (page) => page.locator('main a[href^="/alliances/"]').first().waitFor() },
    { name: 'trade-info', path: '/profile/trade-info', ready: (page) => page.getByTestId('profile-name').first().waitFor() },
    {
      name: 'trade',
      path: `/trade/${main.id}/${account.id}`,
      // The terminal's frame draws its account strip once its session and state have loaded.
      ready: async (page) => {
        // The frame's title is translated: find it by its source, then let the terminal load its state.
        await page.locator('iframe[src^="/terminal.html"]').waitFor();
        await page.waitForTimeout(5_000);
      },
    },
    { name: 'leader-board', path: '/leader-board', ready: (page) => page.locator('a[href^="/leader-board/"]').first().waitFor() },
    { name: 'leader-board-detail', path: `/leader-board/${main.id}`, ready: (page) => page.getByRole('row').nth(8).waitFor() },
    { name: 'affiliate-leader-board', path: '/affiliate-leader-board', ready: heading },
  ];
}

async function shoot(browser: Browser, platform: Platform, demoId: string, token: string, screen: Screen) {
  for (const [size, viewport] of Object.entries(VIEWPORTS))
    for (const theme of THEMES)
      for (const [direction, language] of Object.entries(DIRECTIONS)) {
        // Preferences follow the member: forget the last context's, so this one's theme and language apply.
        await platform.db.updateTable('users').set({ preferences: null }).where('id', '=', demoId).execute();
        const context = await browser.newContext({ baseURL: platform.url, viewport, serviceWorkers: 'block' });
        await context.addInitScript(
          ([stored, lang]) => {
            localStorage.setItem('preferences', stored);
            localStorage.setItem('language', lang);
          },
          [JSON.stringify({ theme, isNightMode: false, nightTime: { start: 72_000_000, end: 28_800_000 }, isMenuCollapsed: false }), JSON.stringify(language)] as const,
        );
        if (!screen.isGuest) await signIn(context, platform.url, token);
        const page = await context.newPage();
        await page.goto(screen.path);
        await (screen.ready ?? ((p: Page) => p.waitForLoadState('networkidle')))(page);
        await page.waitForTimeout(400);
        await page.screenshot({ path: `${OUT}/${screen.name}-${size}-${theme}-${direction}.png`, fullPage: true });
        await context.close();
      }
}

const filter = process.argv[2];
await buildIfStale();
mkdirSync(OUT, { recursive: true });
const cluster = await startTestCluster();
const platform = await startPlatform(cluster.url);
const browser = await launchBrowser();
try {
  const demo = await platform.db.selectFrom('users').select('id').where('email', '=', DEMO_EMAIL).executeTakeFirstOrThrow();
  const { token } = await platform.app.sessions.create(demo.id);
  for (const screen of await screensOf(platform)) {
    if (filter && !screen.name.includes(filter)) continue;
    await shoot(browser, platform, demo.id, token, screen);
    console.log(`${screen.name}: done`);
  }
} finally {
  await browser.close();
  await platform.close();
  await cluster.stop();
}
process.exit(0);
