import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn } from './support/browser.ts';
import type { Platform } from './support/platform.ts';
import { useE2E } from './support/use-e2e.ts';

const e2e = useE2E();
let platform: Platform;
let context: BrowserContext;
let page: Page;

beforeEach(async () => {
  platform = e2e.platform();
  context = await e2e.browser().newContext({ baseURL: platform.url, serviceWorkers: 'block' });
  page = await context.newPage();
});
afterEach(() => context.close());

const path = () => new URL(page.url()).pathname;

const MEMBER_PATHS = [
  '/',
  '/profile',
  '/profile/trade-info',
  '/tournaments',
  '/tournaments/master',
  '/tournaments/mini/7',
  '/tournaments/7',
  '/tournaments/payment-success',
  '/my-tournaments',
  '/trade/7/9',
  '/leader-board',
  '/leader-board/7',
  '/affiliate-leader-board',
  '/alliances',
  '/alliances/3',
  '/complete-profile',
];

const AUTH_PATHS = [
  '/auth/login',
  '/auth/dxb-login',
  '/auth/sign-up',
  '/auth/dxb-sign-up',
  '/auth/forgot-password',
  '/auth/security-code',
  '/auth/new-password',
  '/auth/account-success',
];

describe('a visitor', () => {
  it('is sent to login from every member route', async () => {
    for (const target of MEMBER_PATHS) {
      await page.goto(target);
      await page.waitForURL('**/auth/login');
      expect(path(), target).toBe('/auth/login');
    }
    await expect.poll(() => page.title()).toBe('Login | TradeArena');
  });

  it('can open every auth screen', async () => {
    for (const target of AUTH_PATHS) {
      await page.goto(target);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(path(), target).toBe(target);
    }
  });

  it('sees page-not-found on an unknown path', async () => {
    await page.goto('/no/such/page');
    await page.getByText('Sorry, page not found!').waitFor();
    expect(path()).toBe('/no/such/page');
    await page.goto('/auth/nothing-here');
    await page.getByText('Sorry, page not found!').waitFor();
  });

  it('sees the server-error and access-denied pages', async () => {
    await page.goto('/server-error');
    await page.getByRole('heading', { name: 'Server Error' }).waitFor();
    await page.getByText('Internal server error').waitFor();
    await page.goto('/access-denied');
    await page.getByRole('heading', { name: 'Access Denied' }).waitFor();
    await page.getByText("Sorry, you don't have permission to access this page.").waitFor();
  });
});

describe('a signed-in member', () => {
  it('is sent from the auth screens to the dashboard', async () => {
    const { token, user } = await platform.member();
    await signIn(context, platform.url, token);
    for (const target of ['/auth/login', '/auth/dxb-sign-up']) {
      await page.goto(target);
      await page.getByRole('heading', { name: `Welcome back, ${user.firstname}` }).waitFor();
      expect(path()).toBe('/');
    }
    await expect.poll(() => page.title()).toBe('Dashboard | TradeArena');
  });

  it('reaches every member route', async () => {
    const { token } = await platform.member();
    await signIn(context, platform.url, token);
    for (const target of MEMBER_PATHS.filter((p) => p !== '/complete-profile' && p !== '/profile')) {
      await page.goto(target);
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(path(), target).toBe(target);
    }
  });

  it('with no phone is sent to complete-profile', async () => {
    const { token } = await platform.member({ phone: null, isPhoneVerified: false });
    await signIn(context, platform.url, token);
    await page.goto('/my-tournaments');
    await page.waitForURL('**/complete-profile');
    await page.getByRole('heading', { name: 'Complete your profile' }).waitFor();
  });

  it('with a verified phone is sent on from complete-profile', async () => {
    const { token } = await platform.member();
    await signIn(context, platform.url, token);
    await page.goto('/complete-profile');
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('with a revoked token is signed out with a message', async () => {
    const { token, sessionId } = await platform.member();
    await platform.app.sessions.revoke(sessionId);
    await signIn(context, platform.url, token);
    await page.goto('/alliances');
    await page.waitForURL('**/auth/login');
    await page.getByRole('alert').filter({ hasText: 'Please sign in to continue' }).waitFor();
  });

  it('logs out: token revoked, cookie and storage cleared, back at login', async () => {
    const { token } = await platform.member();
    await signIn(context, platform.url, token);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.evaluate(() => localStorage.setItem('leftover', 'x'));
    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/login');
    expect(await page.evaluate(() => localStorage.length)).toBe(0);
    expect((await context.cookies()).find((cookie) => cookie.name === 'accessToken')).toBeUndefined();
    const me = await platform.app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(401);
  });
});
