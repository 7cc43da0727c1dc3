import type { Page } from 'playwright-core';
import en from '../../../src/locales/en.json';
import { TERMINAL } from './terminal-frame.ts';

/** The messages the terminal may send the portal, and the notices the portal shows for them (same order). */
export const TERMINAL_MESSAGES = [{ type: 'terminal:storage-blocked' }, { type: 'terminal:session-ended' }];
const NOTICES = [en.translations['trade.storageBlocked'], en.translations['trade.sessionEnded']];

/** The notices of terminal messages the page shows. */
export async function shownNotices(page: Page) {
  const shown: string[] = [];
  for (const notice of NOTICES) if (await page.getByText(notice).count()) shown.push(notice);
  return shown;
}

/**
 * Real messages from the foreign origin of `attacker`, twice over, through the window handle it holds as
 * `victim` (and that window's frames); answers whether the handle was severed.
 */
export const postFromForeignWindow = (attacker: Page, messages: object[]) =>
  attacker.evaluate((sent) => {
    const { victim } = window as unknown as { victim: Window | null };
    for (const message of [...sent, ...sent]) {
      victim?.postMessage(message, '*');
      // A severed handle has no frames: `frames` is null there.
      (victim?.frames as Window | null | undefined)?.[0]?.postMessage(message, '*');
    }
    return victim === null || victim.closed;
  }, messages);

/**
 * The messages from the page's own origin but not from its terminal frame, and forged events that claim to be
 * that frame but come from `foreignOrigin`, or carry no source.
 */
export const postForgedOnPage = (page: Page, messages: object[], foreignOrigin: string) =>
  page.evaluate(
    ({ sent, selector, foreignOrigin }) => {
      const frame = document.querySelector<HTMLIFrameElement>(selector)?.contentWindow ?? null;
      for (const data of [...sent, ...sent]) {
        window.postMessage(data, window.location.origin);
        window.dispatchEvent(new MessageEvent('message', { data, origin: foreignOrigin, source: frame }));
        window.dispatchEvent(new MessageEvent('message', { data, origin: window.location.origin }));
        window.dispatchEvent(new MessageEvent('message', { data, origin: 'null', source: frame }));
      }
    },
    { sent: messages, selector: TERMINAL, foreignOrigin },
  );
