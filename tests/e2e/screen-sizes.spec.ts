import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { Appearance } from './support/appearance.ts';
import { useE2E } from './support/use-e2e.ts';
import { useScreens } from './support/use-screens.ts';

/** The breakpoints of spec section 9. */
const WIDTHS = [360, 568, 768, 992, 1280, 1536, 1920];
const SMALLEST = 360;

/**
 * What sticks out of the screen: the page scrolling sideways, or a visible control (button, link, field) lying
 * partly outside the viewport, unless it sits in a region that scrolls sideways on purpose (a wide table).
 */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const found: string[] = [];
    if (document.documentElement.scrollWidth > width + 1)
      found.push(`page scrolls sideways: ${document.documentElement.scrollWidth}px`);
    const scrollsSideways = (element: Element) => {
      for (let node = element.parentElement; node; node = node.parentElement) {
        const { overflowX } = getComputedStyle(node);
        if ((overflowX === 'auto' || overflowX === 'scroll') && node.scrollWidth > node.clientWidth)
          return true;
      }
      return false;
    };
    for (const element of document.querySelectorAll('button, a[href], input, select, textarea')) {
      const box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1 || getComputedStyle(element).visibility === 'hidden') continue;
      if ((box.left < -1 || box.right > width + 1) && !scrollsSideways(element)) {
        const name = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 30);
        found.push(
          `${element.tagName.toLowerCase()} "${name}" at ${Math.round(box.left)}..${Math.round(box.right)}`,
        );
      }
    }
    return found;
  });
}

const e2e = useE2E();
const onScreens = useScreens(e2e);

/** Every screen at every breakpoint, resized in place from the smallest; what overflows, by screen and width. */
const measure = (appearance: Appearance, isGuest: boolean) =>
  onScreens({ appearance, viewport: { width: SMALLEST, height: 800 }, isGuest }, async (page) => {
    const found: string[] = [];
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(() => new Promise(requestAnimationFrame));
      found.push(...(await overflowOf(page)).map((problem) => `${width}px: ${problem}`));
    }
    await page.setViewportSize({ width: SMALLEST, height: 800 });
    return found;
  });

// Arabic runs longer than English and mirrors the layout: both directions are measured.
describe.each([
  { theme: 'dark', language: 'en' },
  { theme: 'dark', language: 'ar' },
] as Appearance[])('every screen at every breakpoint, $language', (appearance) => {
  it('lets nothing stick out on the guest screens', async () => {
    expect(await measure(appearance, true)).toEqual({});
  }, 180_000);

  it('lets nothing stick out on the member screens', async () => {
    expect(await measure(appearance, false)).toEqual({});
  }, 300_000);
});
