import { mkdirSync } from 'node:fs';
import type { Browser } from 'playwright-core';
import { buildIfStale } from '../../scripts/build-if-stale.ts';
import { APPEARANCES, contextWith, directionOf } from '../e2e/support/appearance.ts';
import { launchBrowser } from '../e2e/support/browser.ts';
import { startPlatform, type Platform } from '../e2e/support/platform.ts';
import { demoMember, screensOf, type Member, type Screen } from '../e2e/support/screens.ts';
import { startTestCluster } from '../support/postgres.ts';

/**
 * npm run screenshots [-- <word> …]: every screen (or those whose name contains one of the words) at mobile and
 * desktop width, dark and light, left-to-right and right-to-left (Arabic), into screenshots/. The demo member is
 * signed in on a fresh copy of the demo data.
 */
const VIEWPORTS = { mobile: { width: 360, height: 780 }, desktop: { width: 1280, height: 860 } } as const;
const OUT = 'screenshots';

async function shoot(browser: Browser, platform: Platform, member: Member, screen: Screen) {
  for (const [size, viewport] of Object.entries(VIEWPORTS))
    for (const appearance of APPEARANCES) {
      const context = await contextWith(browser, platform, {
        viewport,
        appearance,
        member: screen.isGuest ? undefined : member,
      });
      const page = await context.newPage();
      await page.goto(screen.path);
      await screen.ready(page);
      await page.waitForTimeout(400);
      const name = `${screen.name}-${size}-${appearance.theme}-${directionOf(appearance)}`;
      await page.screenshot({ path: `${OUT}/${name}.png`, fullPage: true });
      await context.close();
    }
}

const filters = process.argv.slice(2);
await buildIfStale();
mkdirSync(OUT, { recursive: true });
const cluster = await startTestCluster();
const platform = await startPlatform(cluster.url);
const browser = await launchBrowser();
try {
  const member = await demoMember(platform);
  for (const screen of await screensOf(platform)) {
    if (filters.length > 0 && !filters.some((filter) => screen.name.includes(filter))) continue;
    await shoot(browser, platform, member, screen);
    console.log(`${screen.name}: done`);
  }
} finally {
  await browser.close();
  await platform.close();
  await cluster.stop();
}
process.exit(0);
