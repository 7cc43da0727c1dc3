import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { enteredMember, liveTournament } from '../support/trading.ts';
import { signIn, VIEWPORTS } from './support/browser.ts';
import type { Platform } from './support/platform.ts';
import { useE2E } from './support/use-e2e.ts';

const e2e = useE2E();
let platform: Platform;
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  platform = e2e.platform();
  context = await e2e.browser().newContext({
    baseURL: platform.url,
    serviceWorkers: 'block',
    viewport: VIEWPORTS.desktop,
  });
  page = await context.newPage();
});
afterEach(() => context.close());

/** Text of a locator, polled until it differs from `before`. */
async function changed(read: () => Promise<string>, before: string) {
  await expect.poll(read, { timeout: 20_000, interval: 250 }).not.toBe(before);
  return read();
}

describe('trading in a live tournament', () => {
  it('opens the terminal from My tournaments, buys, watches the P&L move, closes, and the board follows live', async () => {
    const tournament = await liveTournament(platform.app, { instruments: ['BTCUSD', 'EURUSD'] });
    const member = await enteredMember(platform.app, platform.db, tournament.id);
    const rival = await enteredMember(platform.app, platform.db, tournament.id);
    await platform.app.trading.placeOrder(rival.accountId, { symbol: 'BTCUSD', side: 'sell', volume: 0.1 });
    await platform.app.boards.sync();
    await signIn(context, platform.url, member.token);

    await page.goto('/my-tournaments');
    await page.getByRole('link', { name: 'Trade now' }).first().click();
    await page.waitForURL(new RegExp(`/trade/${tournament.id}/${member.accountId}$`));
    const terminal = page.frameLocator('iframe[title="Trading terminal"]');
    await terminal.getByRole('button', { name: /^Buy/ }).first().waitFor({ timeout: 20_000 });
    // The embed token is spent and gone from the frame's address.
    expect(
      await page
        .locator('iframe[title="Trading terminal"]')
        .evaluate((frame: HTMLIFrameElement) => frame.contentWindow?.location.hash),
    ).toBe('');

    await terminal
      .getByRole('button', { name: /BTCUSD/ })
      .first()
      .click();
    await terminal.getByRole('button', { name: /^Buy/ }).first().click();
    const close = terminal.getByRole('button', { name: 'Close BTCUSD position' });
    await close.waitFor({ timeout: 20_000 });
    const row = terminal.getByRole('row').filter({ has: close });
    const first = await row.innerText();
    await changed(() => row.innerText(), first); // the P&L moves with the market, pushed over the socket

    await close.click();
    await close.waitFor({ state: 'detached' });
    const account = await platform.db
      .selectFrom('tradeAccounts')
      .select(['tradeCount', 'balance'])
      .where('id', '=', member.accountId)
      .executeTakeFirstOrThrow();
    expect(account.tradeCount).toBe(1);

    await page.goto(`/leader-board/${tournament.id}`);
    const mine = page.getByRole('table', { name: 'My rank' });
    await mine.waitFor({ timeout: 20_000 });
    await page.evaluate(() => Object.assign(window, { stayedOnPage: true }));
    const before = await mine.innerText();
    // Another trade closes: the member's row changes through the socket, without a reload.
    const position = await platform.app.trading.placeOrder(member.accountId, {
      symbol: 'EURUSD',
      side: 'buy',
      volume: 1,
    });
    await platform.app.trading.closePosition(member.accountId, position.id);
    await changed(() => mine.innerText(), before);
    expect(await page.evaluate(() => (window as { stayedOnPage?: boolean }).stayedOnPage)).toBe(true);
  });
});
