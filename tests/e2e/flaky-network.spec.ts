import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFaultProxy, type FaultProxy } from '../support/fault-proxy.ts';
import { closedTrade, enteredMember, liveTournament } from '../support/trading.ts';
import { signIn, VIEWPORTS } from './support/browser.ts';
import { rowsIn } from './support/indexed-db.ts';
import type { Platform } from './support/platform.ts';
import { editTelegram, pending, PROFILE, profileEdits } from './support/profile-edits.ts';
import { useE2E } from './support/use-e2e.ts';

/**
 * A bad network rather than no network (outbox.spec.ts and offline.spec.ts cover the platform being away): a
 * loopback proxy between Chromium and the platform adds latency, breaks answers off mid-way and resets sockets.
 */
const e2e = useE2E();
let platform: Platform;
let proxy: FaultProxy;
let context: BrowserContext;
let tournament: { id: string; title: string };
let member: Awaited<ReturnType<typeof enteredMember>>;
let rivals: Array<Awaited<ReturnType<typeof enteredMember>>>;
let edits: ReturnType<typeof profileEdits>;
const pageErrors: string[] = [];

const board = () => `/leader-board/${tournament.id}`;
const trade = (accountId: string, volume?: number) => closedTrade(platform.app, accountId, volume);

const newPage = async () => {
  const page = await context.newPage();
  page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
  return page;
};

beforeAll(async () => {
  platform = e2e.platform();
  proxy = await startFaultProxy(platform.url);
  tournament = await liveTournament(platform.app);
  member = await enteredMember(platform.app, platform.db, tournament.id);
  rivals = [
    await enteredMember(platform.app, platform.db, tournament.id),
    await enteredMember(platform.app, platform.db, tournament.id),
  ];
  for (const { accountId } of [member, ...rivals]) await trade(accountId);
  edits = profileEdits(platform, proxy, member.user.id);
  context = await e2e.browser().newContext({ baseURL: proxy.url, viewport: VIEWPORTS.desktop });
  context.setDefaultTimeout(20_000);
  await signIn(context, proxy.url, member.token);
});

afterAll(async () => {
  await context?.close();
  await proxy?.close();
});

/** What each screen shows from the cache, and how to see it there. */
type Screen = {
  path: () => string;
  shows: (page: Page) => Promise<void>;
  isCached?: (page: Page) => Promise<boolean>;
};
const SCREENS: Screen[] = [
  {
    path: () => '/',
    shows: (page) => page.getByRole('heading', { name: `Welcome back, ${member.user.firstname}` }).waitFor(),
  },
  {
    path: board,
    shows: async (page) => {
      const mine = page.getByRole('table', { name: 'My rank' });
      await expect.poll(() => mine.innerText()).toContain(member.user.firstname);
    },
    // The board is written to the cache just after it is shown; a page left at once may not have kept it.
    isCached: async (page) => (await rowsIn(page, 'leaderboardRows')) >= 3,
  },
  {
    path: () => PROFILE,
    shows: async (page) => {
      await expect.poll(() => page.getByLabel('First name').inputValue()).toBe(member.user.firstname);
    },
  },
  {
    path: () => '/my-tournaments',
    shows: (page) => page.getByText(tournament.title).first().waitFor(),
  },
];

/** The board as the page shows it (account and trade count, in rank order) and as the platform has it. */
const shownBoard = (page: Page) =>
  page.locator('[role="row"][data-account-id]').evaluateAll((rows) =>
    rows
      .map((row) => ({
        index: Number(row.getAttribute('aria-rowindex')),
        entry: `${row.getAttribute('data-account-id')} ${row.querySelectorAll('[role="cell"]')[3]?.textContent}`,
      }))
      .sort((a, b) => a.index - b.index)
      .map(({ entry }) => entry),
  );
async function platformBoard() {
  const snapshot = await platform.app.inject({
    method: 'GET',
    url: `/api/v1/tournaments/leaderBoard/${tournament.id}`,
    headers: { authorization: `Bearer ${member.token}` },
  });
  const { rows } = snapshot.json<{ rows: Array<{ accountId: string; tradeCount: number }> }>();
  return rows.map((row) => `${row.accountId} ${row.tradeCount}`);
}

describe('a flaky network', () => {
  it('(1) with latency, answers broken off and sockets reset, every screen shows its cached data', async () => {
    const page = await newPage();
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    for (const screen of SCREENS) {
      await page.goto(screen.path());
      await screen.shows(page);
      if (screen.isCached) await expect.poll(() => screen.isCached?.(page)).toBe(true);
    }

    proxy.delay(300);
    for (const fault of ['cut', 'reset'] as const) {
      proxy.faulty(fault);
      proxy.resetAll();
      const faultsBefore = proxy.faults();
      for (const screen of SCREENS) {
        await page.goto(screen.path());
        await screen.shows(page).catch((error: unknown) => {
          throw new Error(`${fault} ${screen.path()}: ${String(error)}`);
        });
        expect(await page.locator('#root').innerText()).not.toMatch(/Something went wrong/i);
      }
      // The screens did ask the platform, and met the fault.
      expect(proxy.faults()).toBeGreaterThan(faultsBefore);
    }
    proxy.heal();
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('(2) a profile edit whose answers are broken off is applied once, and the queue drains when the network heals', async () => {
    const page = await newPage();
    await page.goto(PROFILE);
    await page.getByLabel('Telegram').waitFor();
    const mark = proxy.log.length;
    proxy.delay(200);
    proxy.faulty('cut');
    await editTelegram(page, '@flaky_edit');
    // The platform did the change, but the portal never heard so: the change is still queued.
    await expect.poll(edits.storedTelegram, { timeout: 30_000 }).toBe('@flaky_edit');
    await pending(page).waitFor();
    // Retries meet reset connections for a while, then the network heals.
    proxy.faulty('reset');
    proxy.resetAll();
    await page.waitForTimeout(2_000);
    await pending(page).waitFor();
    proxy.heal();
    await page.evaluate(() => dispatchEvent(new Event('online')));
    await pending(page).waitFor({ state: 'detached', timeout: 90_000 });

    const patches = edits.patchesSince(mark);
    // Applied once: every later attempt got the stored answer (Idempotency-Key), cut or whole.
    expect(patches.filter((patch) => !patch.replayed)).toHaveLength(1);
    expect(patches.filter((patch) => patch.isCut).length).toBeGreaterThanOrEqual(1);
    expect(patches.at(-1)).toMatchObject({ status: 200, replayed: true });
    expect(patches.at(-1)?.isCut).toBeUndefined();
    expect(await edits.storedTelegram()).toBe('@flaky_edit');
    expect(await page.getByLabel('Telegram').inputValue()).toBe('@flaky_edit');
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it('(3) a live board that lost its socket and its snapshots converges to the platform’s when the network heals', async () => {
    const page = await newPage();
    await page.goto(board());
    // On a loaded machine the board's first paint through the proxy can take longer than the 1 s default.
    await expect.poll(() => shownBoard(page), { timeout: 20_000 }).toEqual(await platformBoard());
    const before = await shownBoard(page);

    proxy.faulty('reset');
    proxy.resetAll();
    // The board changes while the page cannot hear it: a rival trades three times, another once.
    for (let i = 0; i < 3; i += 1) await trade(rivals[0]?.accountId ?? '', 2);
    await trade(rivals[1]?.accountId ?? '');
    await platform.app.boards.sync();
    // Then snapshots are asked for and broken off mid-way.
    proxy.faulty('cut');
    proxy.delay(500);
    await page.waitForTimeout(3_000);
    expect(await platformBoard()).not.toEqual(before);
    // The page could not hear any of it.
    expect(await shownBoard(page)).toEqual(before);

    proxy.heal();
    await expect.poll(() => shownBoard(page), { timeout: 60_000 }).toEqual(await platformBoard());
    expect(pageErrors).toEqual([]);
    await page.close();
  });
});
