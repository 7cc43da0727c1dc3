import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { closedTrade, enteredMember, liveTournament } from '../support/trading.ts';
import { rowsIn } from './support/indexed-db.ts';
import { persistentBrowser, signInPersistently } from './support/persistent-browser.ts';
import type { Platform } from './support/platform.ts';
import { editTelegram, pending, PROFILE, profileEdits } from './support/profile-edits.ts';
import { useE2E } from './support/use-e2e.ts';

/**
 * Offline-first, end to end: Chromium with a profile on disk talks to the real platform through a loopback proxy
 * that can take the platform away (connections refused), answer in its place, and count what reaches it.
 */
const e2e = useE2E();
let platform: Platform;
let proxy: FaultProxy;
let browser: Awaited<ReturnType<typeof persistentBrowser>>;
let member: Awaited<ReturnType<typeof enteredMember>>;
let tournamentId: string;
let edits: ReturnType<typeof profileEdits>;

const newPage = async () => {
  const page = await browser.context().newPage();
  page.setDefaultTimeout(20_000);
  return page;
};

beforeAll(async () => {
  platform = e2e.platform();
  proxy = await startFaultProxy(platform.url);
  const tournament = await liveTournament(platform.app);
  tournamentId = tournament.id;
  member = await enteredMember(platform.app, platform.db, tournamentId);
  edits = profileEdits(platform, proxy, member.user.id);
  await platform.app.trading.placeOrder(member.accountId, { symbol: 'EURUSD', side: 'buy', volume: 1 });
  browser = await persistentBrowser(proxy.url);
  await signInPersistently(browser.context(), proxy.url, member.token);
});

afterAll(async () => {
  await browser?.close();
  await proxy?.close();
});

describe('offline-first', () => {
  it('(1) shows the cached leaderboard and profile after a browser restart with the platform down', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.goto(`/leader-board/${tournamentId}`);
    await page.getByRole('table', { name: 'My rank' }).waitFor();
    await page.goto(PROFILE);
    await expect.poll(() => page.getByLabel('First name').inputValue()).toBe(member.user.firstname);

    await proxy.down();
    const context = await browser.restart();
    const offline = context.pages()[0] ?? (await newPage());
    await offline.goto(`/leader-board/${tournamentId}`);
    const mine = offline.getByRole('table', { name: 'My rank' });
    await mine.waitFor();
    expect(await mine.innerText()).toContain(member.user.firstname);
    await offline.getByText('Offline: showing saved data').waitFor();
    await offline.getByRole('status').filter({ hasText: 'Offline' }).first().waitFor();

    await offline.goto(PROFILE);
    expect(await offline.getByLabel('First name').inputValue()).toBe(member.user.firstname);
    await proxy.up();
    await offline.close();
  });

  it('(2) an edit made with the platform down survives a reload and reaches it exactly once', async () => {
    const page = await newPage();
    await page.goto(PROFILE);
    await page.getByLabel('Telegram').waitFor();
    await proxy.down();
    const mark = proxy.log.length;
    await editTelegram(page, '@offline_edit');
    await pending(page).waitFor();
    await page.reload();
    await pending(page).waitFor();
    expect(await page.getByLabel('Telegram').inputValue()).toBe('@offline_edit');

    await proxy.up();
    await expect.poll(edits.storedTelegram, { timeout: 70_000 }).toBe('@offline_edit');
    await pending(page).waitFor({ state: 'detached' });
    expect(edits.patchesSince(mark)).toHaveLength(1);
    await page.close();
  });

  it('(3) retries through two 503 answers and saves once', async () => {
    const page = await newPage();
    await page.goto(PROFILE);
    proxy.answer('PATCH', /\/users\//, 503, 2, 'Service unavailable');
    const mark = proxy.log.length;
    await editTelegram(page, '@after_503');
    await expect.poll(edits.storedTelegram, { timeout: 30_000 }).toBe('@after_503');
    await pending(page).waitFor({ state: 'detached' });
    expect(edits.patchesSince(mark)).toHaveLength(1);
    await page.close();
  });

  it('(4) a change the platform refuses with 422 is rolled back with its reason', async () => {
    const page = await newPage();
    await page.goto(PROFILE);
    await expect.poll(() => page.getByLabel('Telegram').inputValue()).toBe('@after_503');
    proxy.answer('PATCH', /\/users\//, 422, 1, 'This Telegram handle is already linked to another member');
    await editTelegram(page, '@refused');
    await page.getByText(/was not saved: This Telegram handle is already linked/).waitFor();
    await expect.poll(() => page.getByLabel('Telegram').inputValue()).toBe('@after_503');
    expect(await edits.storedTelegram()).toBe('@after_503');
    await page.close();
  });

  it('(6) with two tabs open, a queued change is sent once', async () => {
    const first = await newPage();
    const second = await newPage();
    await first.goto(PROFILE);
    await second.goto(PROFILE);
    await second.getByLabel('Telegram').waitFor();
    await proxy.down();
    const mark = proxy.log.length;
    await editTelegram(first, '@two_tabs');
    await pending(second).waitFor();
    await proxy.up();
    // Both tabs hear that the network is back at the same moment; only the one holding the lock sends.
    await Promise.all([first, second].map((page) => page.evaluate(() => dispatchEvent(new Event('online')))));
    await expect.poll(edits.storedTelegram, { timeout: 70_000 }).toBe('@two_tabs');
    await pending(second).waitFor({ state: 'detached' });
    expect(edits.patchesSince(mark)).toHaveLength(1);
    await first.close();
    await second.close();
  });

  it('(7) a live board shows the lost connection and converges when it is back', async () => {
    const page = await newPage();
    await page.goto(`/leader-board/${tournamentId}`);
    const mine = page.getByRole('table', { name: 'My rank' });
    await mine.waitFor();
    const before = await mine.innerText();
    await proxy.down();
    await page.getByText('Offline: showing saved data').waitFor();
    // The member's rank row changes while the page cannot hear it.
    await closedTrade(platform.app, member.accountId);
    await proxy.up();
    await expect.poll(() => mine.innerText(), { timeout: 30_000 }).not.toBe(before);
    await page.getByText('Offline: showing saved data').waitFor({ state: 'detached' });
    await page.close();
  });

  it('(5) logging out while offline clears the queue and every cache, and nothing is sent', async () => {
    const page = await newPage();
    await page.goto(PROFILE);
    await page.getByLabel('Telegram').waitFor();
    await proxy.down();
    const mark = proxy.log.length;
    await editTelegram(page, '@never_sent');
    await pending(page).waitFor();
    await page.goto('/logout');
    await page.getByLabel('Email').waitFor();
    expect(await rowsIn(page, 'outbox')).toBe(0);
    expect(await rowsIn(page, 'profile')).toBe(0);
    expect(await rowsIn(page, 'leaderboardRows')).toBe(0);

    await proxy.up();
    await page.goto('/auth/login');
    await page.getByLabel('Email').waitFor();
    expect(edits.patchesSince(mark)).toHaveLength(0);
    expect(await edits.storedTelegram()).toBe('@two_tabs');
  });
});
