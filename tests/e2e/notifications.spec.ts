import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enteredMember, liveTournament } from '../support/trading.ts';
import { persistentBrowser, signInPersistently } from './support/persistent-browser.ts';
import type { Platform } from './support/platform.ts';
import { useE2E } from './support/use-e2e.ts';

const e2e = useE2E();
let platform: Platform;
let browser: Awaited<ReturnType<typeof persistentBrowser>>;
let page: Page;
let tournament: Awaited<ReturnType<typeof liveTournament>>;
let rivalName = '';
let memberId = '';
let standings: (me: number, rival: number, leader?: number) => Promise<void>;

/**
 * Headless Chromium has no hidden windows, so the page's visibility is the one thing emulated: `__hidden` drives
 * `document.visibilityState`. Permission, the service worker and its notifications are the browser's own.
 */
const hide = (isHidden: boolean) =>
  page.evaluate((value) => {
    (window as unknown as { __hidden: boolean }).__hidden = value;
    document.dispatchEvent(new Event('visibilitychange'));
  }, isHidden);

const systemNotifications = () =>
  page.evaluate(async () =>
    (await (await navigator.serviceWorker.ready).getNotifications()).map((item) => ({
      title: item.title,
      body: item.body,
      url: (item.data as { url: string }).url,
    })),
  );

beforeAll(async () => {
  platform = e2e.platform();
  tournament = await liveTournament(platform.app);
  const rival = await enteredMember(platform.app, platform.db, tournament.id);
  const leader = await enteredMember(platform.app, platform.db, tournament.id);
  // Entered last, the member joins the board last: every rise from here is a personal best.
  const me = await enteredMember(platform.app, platform.db, tournament.id);
  memberId = me.user.id;
  await platform.app.boards.sync();
  rivalName = (
    await platform.db
      .selectFrom('tradeAccounts')
      .select('profileName')
      .where('id', '=', rival.accountId)
      .executeTakeFirstOrThrow()
  ).profileName;
  standings = async (mine, theirs, leading = 300) => {
    platform.app.boards.apply([
      { accountId: leader.accountId, tournamentId: tournament.id, profit: leading, tradeCount: 1 },
      { accountId: me.accountId, tournamentId: tournament.id, profit: mine, tradeCount: 1 },
      { accountId: rival.accountId, tournamentId: tournament.id, profit: theirs, tradeCount: 1 },
    ]);
    platform.app.boards.flush();
    await platform.app.notifications.settled();
  };
  await standings(200, 100); // the leader first, the member second, the rival third
  // Where each player starts told them something already; the tests begin from an empty list.
  await platform.db.deleteFrom('notifications').where('tournamentId', '=', tournament.id).execute();

  browser = await persistentBrowser(platform.url);
  await browser.context().grantPermissions(['notifications'], { origin: platform.url });
  await browser.context().addInitScript(() => {
    const isHidden = () => Boolean((window as unknown as { __hidden?: boolean }).__hidden);
    Object.defineProperty(Document.prototype, 'visibilityState', {
      get: () => (isHidden() ? 'hidden' : 'visible'),
    });
    Object.defineProperty(Document.prototype, 'hidden', { get: isHidden });
  });
  await signInPersistently(browser.context(), platform.url, me.token);
  page = await browser.context().newPage();
});
afterAll(() => browser?.close());

describe('notifications', () => {
  it('watches an entered tournament from its board', async () => {
    await page.goto(`/leader-board/${tournament.id}`);
    await page.evaluate(() => navigator.serviceWorker.ready);
    // The member's services start once the page has loaded; the next tests need the list fetched and the live
    // listener on (a notification created before that is in the fetched list, with no toast: it is not news).
    const listed = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/v1/notifications',
    );
    await page.reload();
    await listed;
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await expect.poll(async () => (await platform.app.realtime.connectedMembers([memberId])).size).toBe(1);
    const bell = page.getByRole('button', { name: 'Watch tournament' });
    await expect.poll(() => bell.getAttribute('aria-pressed')).toBe('true');
  });

  it('shows a system notification while the portal is hidden when a rival overtakes the member', async () => {
    await hide(true);
    await standings(200, 250);
    // The platform sends standings with its next pulse; on a loaded machine that can take more than a second.
    await expect.poll(systemNotifications, { timeout: 10_000 }).toEqual([
      {
        title: `${rivalName} overtook you`,
        body: `You are now #3 in ${tournament.title} (was #2).`,
        url: `/leader-board/${tournament.id}`,
      },
    ]);
  });

  it('shows a toast instead while the portal is in view, and lists both in the centre', async () => {
    await hide(false);
    await standings(400, 250);
    await page.getByRole('status').filter({ hasText: 'New personal best' }).waitFor();
    const centre = page.getByRole('button', { name: /^Notifications/ });
    await expect.poll(() => centre.textContent()).toContain('2 unread');
    await centre.click();
    const list = page.getByRole('list', { name: 'Notifications' });
    await expect
      .poll(() => list.getByRole('link').allTextContents())
      .toEqual([
        expect.stringContaining('New personal best'),
        expect.stringContaining(`${rivalName} overtook you`),
      ]);
    await page.getByText('Notifications are on for this device.').waitFor();
    await page.keyboard.press('Escape');
  });

  it('shows what a Web Push carries from the service worker itself', async () => {
    const cdp = await browser.context().newCDPSession(page);
    const registrations = new Promise<Array<{ registrationId: string; scopeURL: string }>>((resolve) =>
      cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => resolve(event.registrations)),
    );
    await cdp.send('ServiceWorker.enable');
    const [registration] = await registrations;
    const message = {
      id: 'push-1',
      tag: 'push-1',
      title: 'Final results',
      body: `You finished #2 in ${tournament.title}.`,
      url: `/leader-board/${tournament.id}`,
      severity: 3,
    };
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: new URL(platform.url).origin,
      registrationId: registration!.registrationId,
      data: JSON.stringify(message),
    });
    await expect
      .poll(systemNotifications)
      .toContainEqual({ title: message.title, body: message.body, url: message.url });
    await cdp.detach();
  });

  it('keeps the list on the device: the centre opens after a browser restart with the platform stopped', async () => {
    await platform.stop();
    const context = await browser.restart();
    page = await context.newPage();
    await page.goto('/');
    const centre = page.getByRole('button', { name: /^Notifications/ });
    await expect.poll(() => centre.textContent()).toContain('2 unread');
    await centre.click();
    const links = page.getByRole('list', { name: 'Notifications' }).getByRole('link');
    await expect.poll(() => links.count()).toBe(2);
    await links.filter({ hasText: `${rivalName} overtook you` }).click();
    await page.waitForURL(`**/leader-board/${tournament.id}`);
    await expect.poll(() => centre.textContent()).toContain('1 unread');
  });
});
