import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_EMAIL } from '../../server/src/db/seed.ts';
import { APPEARANCES, contextWith, directionOf, type Appearance } from './support/appearance.ts';
import { VIEWPORTS } from './support/browser.ts';
import { screensOf, type Screen } from './support/screens.ts';
import { useE2E } from './support/use-e2e.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Finding = { id: string; impact: string; help: string; targets: string[] };

/** axe's WCAG 2.1 A/AA rules and best practices; only serious and critical findings fail. */
async function audit(target: Page | Frame): Promise<Finding[]> {
  await target.evaluate(AXE);
  return target.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    const result = await axe.run(document, {
      runOnly: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'],
      resultTypes: ['violations'],
      iframes: false,
    });
    return result.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => ({
        id: violation.id,
        impact: violation.impact ?? '',
        help: violation.help,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
  });
}

const e2e = useE2E();
let screens: Screen[];
let member: { id: string; token: string };

beforeAll(async () => {
  const platform = e2e.platform();
  screens = await screensOf(platform);
  const demo = await platform.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_EMAIL)
    .executeTakeFirstOrThrow();
  member = { id: demo.id, token: (await platform.app.sessions.create(demo.id)).token };
});

/** Visits each screen in one context and returns every serious or critical finding, by screen. */
async function auditScreens(appearance: Appearance, isGuest: boolean) {
  const context = await contextWith(e2e.browser(), e2e.platform(), {
    viewport: VIEWPORTS.desktop,
    appearance,
    member: isGuest ? undefined : member,
  });
  const findings: Record<string, Finding[]> = {};
  try {
    const page = await context.newPage();
    for (const screen of screens.filter((item) => Boolean(item.isGuest) === isGuest)) {
      await page.goto(screen.path);
      await screen.ready(page);
      expect(await page.evaluate(() => document.documentElement.dir)).toBe(directionOf(appearance));
      const terminal = page.frames().find((frame) => frame.url().includes('/terminal.html'));
      const found = [...(await audit(page)), ...(terminal ? await audit(terminal) : [])];
      if (found.length > 0) findings[screen.name] = found;
    }
  } finally {
    await context.close();
  }
  return findings;
}

describe.each(APPEARANCES)('axe on every screen, $theme theme, $language', (appearance) => {
  it('finds nothing serious or critical on the guest screens', async () => {
    expect(await auditScreens(appearance, true)).toEqual({});
  }, 180_000);

  it('finds nothing serious or critical on the member screens and the terminal', async () => {
    expect(await auditScreens(appearance, false)).toEqual({});
  }, 300_000);
});
