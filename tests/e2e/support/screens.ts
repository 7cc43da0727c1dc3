import type { Browser, Page } from 'playwright-core';
import { DEMO_EMAIL } from '../../../server/src/db/seed.ts';
import { contextWith, type Appearance } from './appearance.ts';
import type { Platform } from './platform.ts';

/**
 * Every screen of spec section 2 on the demo data, with what shows it is ready. Shared by `npm run screenshots`,
 * the accessibility run and the screen-size run, so a new screen is added once and checked everywhere.
 */
export type Screen = {
  name: string;
  path: string;
  isGuest?: boolean;
  ready: (page: Page) => Promise<unknown>;
};

const heading = (page: Page) => page.getByRole('heading', { level: 1 }).first().waitFor();
const first = (selector: string) => (page: Page) => page.locator(selector).first().waitFor();
const testId = (id: string) => (page: Page) => page.getByTestId(id).first().waitFor();

export async function screensOf(platform: Platform): Promise<Screen[]> {
  const db = platform.db;
  const byTitle = (title: string) =>
    db.selectFrom('tournaments').select('id').where('title', '=', title).executeTakeFirstOrThrow();
  const demo = await db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_EMAIL)
    .executeTakeFirstOrThrow();
  const main = await byTitle('TradeArena Main Championship');
  const opener = await byTitle('Main Season Opener');
  const final = await byTitle('Main Autumn Cup');
  const account = await db
    .selectFrom('tradeAccounts')
    .select(['id', 'transactionId'])
    .where('userId', '=', demo.id)
    .where('tournamentId', '=', main.id)
    .executeTakeFirstOrThrow();
  const alliance = await db
    .selectFrom('alliances')
    .select('id')
    .orderBy('createdAt')
    .executeTakeFirstOrThrow();
  await tellDemo(platform, demo.id, { main: main.id, opener: opener.id, final: final.id });
  const guest = (name: string, path: string, ready = heading): Screen => ({
    name,
    path,
    isGuest: true,
    ready,
  });
  return [
    guest('login', '/auth/login'),
    guest('login-branded', '/auth/dxb-login'),
    guest('sign-up', '/auth/sign-up'),
    guest('sign-up-branded', '/auth/dxb-sign-up'),
    guest('forgot-password', '/auth/forgot-password'),
    guest('new-password', '/auth/new-password?token=screenshot'),
    guest('account-success', '/auth/account-success'),
    guest('verify-email', '/verify-email/not-a-real-token', (page) =>
      page.locator('main [role="alert"]').first().waitFor(),
    ),
    guest('server-error', '/server-error'),
    guest('access-denied', '/access-denied'),
    guest('not-found', '/no-such-page'),
    { name: 'dashboard', path: '/', ready: testId('prize-pool-dashboard') },
    {
      name: 'notification-centre',
      path: '/my-tournaments',
      ready: async (page) => {
        await page.getByTestId('notification-bell').click();
        await page.getByTestId('notification-centre').locator('li').first().waitFor();
      },
    },
    {
      name: 'complete-profile',
      path: '/complete-profile?change=phone',
      ready: first('form input[type="tel"]'),
    },
    { name: 'tournaments', path: '/tournaments', ready: first('main article') },
    { name: 'tournaments-mini', path: '/tournaments/mini', ready: first('main article') },
    { name: 'tournaments-play2earn', path: '/tournaments/play2earn', ready: heading },
    { name: 'tournament-enrolled', path: `/tournaments/master/${main.id}`, ready: testId('prize-pool') },
    { name: 'tournament-checkout', path: `/tournaments/master/${opener.id}`, ready: testId('payment-total') },
    { name: 'tournament-final', path: `/tournaments/${final.id}`, ready: testId('prize-pool') },
    { name: 'my-tournaments', path: '/my-tournaments', ready: first('main article') },
    {
      name: 'payment-success',
      path: `/tournaments/payment-success?transactionId=${account.transactionId}`,
      ready: testId('transaction-id'),
    },
    { name: 'payment-cancel', path: '/tournaments/payment-cancel', ready: heading },
    { name: 'personal-info', path: '/profile/personal-info', ready: first('form input[type="date"]') },
    { name: 'trade-info', path: '/profile/trade-info', ready: testId('profile-name') },
    { name: 'refer-and-earn', path: '/profile/refer-and-earn', ready: first('table, [id="referred-users"]') },
    { name: 'achievements', path: '/profile/achievements', ready: heading },
    {
      name: 'purchase-history',
      path: '/profile/purchase-history',
      ready: (page) => page.getByText('Main Autumn Cup').filter({ visible: true }).first().waitFor(),
    },
    { name: 'enrolled-alliances', path: '/profile/enrolled-alliances', ready: heading },
    {
      name: 'trade',
      path: `/trade/${main.id}/${account.id}`,
      // The terminal draws its chart once its session and quotes have loaded.
      ready: (page) =>
        page
          .frameLocator('iframe[src^="/terminal.html"]')
          .locator('canvas')
          .first()
          .waitFor({ timeout: 20_000 }),
    },
    { name: 'leader-board', path: '/leader-board', ready: first('a[href^="/leader-board/"]') },
    {
      name: 'leader-board-detail',
      path: `/leader-board/${main.id}`,
      ready: (page) => page.getByRole('row').nth(8).waitFor(),
    },
    {
      name: 'leader-board-final',
      path: `/leader-board/${final.id}`,
      ready: (page) => page.getByRole('row').nth(3).waitFor(),
    },
    { name: 'affiliate-leader-board', path: '/affiliate-leader-board', ready: heading },
    { name: 'alliances', path: '/alliances', ready: first('main a[href^="/alliances/"]') },
    { name: 'alliance-detail', path: `/alliances/${alliance.id}`, ready: heading },
  ];
}

/** A few notifications for the demo member (once), so the centre is shown with what members see. */
async function tellDemo(
  platform: Platform,
  userId: string,
  ids: { main: string; opener: string; final: string },
) {
  const told = await platform.db
    .selectFrom('notifications')
    .select('id')
    .where('userId', '=', userId)
    .execute();
  if (told.length > 0) return;
  const tournament = 'TradeArena Main Championship';
  await platform.app.notifications.tell([
    {
      userId,
      tournamentId: ids.final,
      kind: 'finalResults',
      params: { tournament: 'Main Autumn Cup', rank: 2, prize: 150 },
    },
    {
      userId,
      tournamentId: ids.opener,
      kind: 'registrationClosing',
      params: { tournament: 'Main Season Opener', minutes: 45 },
    },
    {
      userId,
      tournamentId: ids.main,
      kind: 'enteredPrizes',
      params: { tournament, rank: 3, previousRank: 5, places: 3 },
    },
    {
      userId,
      tournamentId: ids.main,
      kind: 'overtaken',
      params: { tournament, rank: 4, previousRank: 3, by: 'Nova Trades', count: 1 },
    },
  ]);
  await platform.app.notifications.settled();
}

export type Member = { id: string; token: string };

/** The demo member, signed in. */
export async function demoMember(platform: Platform): Promise<Member> {
  const demo = await platform.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', DEMO_EMAIL)
    .executeTakeFirstOrThrow();
  return { id: demo.id, token: (await platform.app.sessions.create(demo.id)).token };
}

export type Visit = {
  appearance: Appearance;
  viewport: { width: number; height: number };
  /** The guest screens, or the member's. */
  isGuest: boolean;
  member: Member;
};

/** Opens each screen of one kind in one context and collects, by screen, what `check` finds there. */
export async function findOnScreens<T>(
  browser: Browser,
  platform: Platform,
  screens: Screen[],
  visit: Visit,
  check: (page: Page) => Promise<T[]>,
): Promise<Record<string, T[]>> {
  const context = await contextWith(browser, platform, {
    viewport: visit.viewport,
    appearance: visit.appearance,
    member: visit.isGuest ? undefined : visit.member,
  });
  const found: Record<string, T[]> = {};
  try {
    const page = await context.newPage();
    for (const screen of screens.filter((item) => Boolean(item.isGuest) === visit.isGuest)) {
      await page.goto(screen.path);
      await screen.ready(page);
      const items = await check(page);
      if (items.length > 0) found[screen.name] = items;
    }
  } finally {
    await context.close();
  }
  return found;
}
