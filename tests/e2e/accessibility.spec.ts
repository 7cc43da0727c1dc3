import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Frame, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { APPEARANCES, directionOf, type Appearance } from './support/appearance.ts';
import { VIEWPORTS } from './support/browser.ts';
import { useE2E } from './support/use-e2e.ts';
import { useScreens } from './support/use-screens.ts';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type Finding = { id: string; impact: string; help: string; targets: string[] };

/** axe's WCAG 2.1 A/AA rules and best practices; only serious and critical findings fail. */
async function audit(target: Page | Frame): Promise<Finding[]> {
  await target.evaluate(AXE);
  return target.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof import('axe-core') }).axe;
    // Headless UI's focus sentinels around an anchored panel are aria-hidden and focusable by design: they hand
    // focus straight on and are never left focused (the false positive Floating UI's maintainers describe).
    const context = { exclude: [['[id^="headlessui-focus-sentinel"]']] };
    const result = await axe.run(context, {
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
const onScreens = useScreens(e2e);

/** Every serious or critical finding on the screens of one kind, the terminal's frame included, by screen. */
const auditScreens = (appearance: Appearance, isGuest: boolean) =>
  onScreens({ appearance, viewport: VIEWPORTS.desktop, isGuest }, async (page) => {
    expect(await page.evaluate(() => document.documentElement.dir)).toBe(directionOf(appearance));
    const terminal = page.frames().find((frame) => frame.url().includes('/terminal.html'));
    return [...(await audit(page)), ...(terminal ? await audit(terminal) : [])];
  });

describe.each(APPEARANCES)('axe on every screen, $theme theme, $language', (appearance) => {
  it('finds nothing serious or critical on the guest screens', async () => {
    expect(await auditScreens(appearance, true)).toEqual({});
  }, 180_000);

  it('finds nothing serious or critical on the member screens and the terminal', async () => {
    expect(await auditScreens(appearance, false)).toEqual({});
  }, 300_000);
});
