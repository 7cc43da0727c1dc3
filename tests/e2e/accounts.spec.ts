import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/lib/passwords.ts';
import { codeIn, lastMessage, tokenIn } from '../support/build-app.ts';
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

let counter = 0;
const freshEmail = () => `e2e-${Date.now().toString(36)}-${(counter += 1)}@example.com`;
const path = () => new URL(page.url()).pathname;
const mailTo = (to: string) => lastMessage(platform.app, to);

async function typeCode(code: string) {
  await page.getByRole('group', { name: 'Security code' }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

/** A member with a password, verified email and verified phone, made on the platform directly. */
async function memberWithPassword(
  password: string,
  fields: { isEmailVerified?: boolean; phone?: string | null } = {},
) {
  const member = await platform.member({
    phone: fields.phone === undefined ? '5550100' : fields.phone,
    isPhoneVerified: fields.phone !== null,
  });
  await platform.db
    .updateTable('users')
    .set({ passwordHash: await hashPassword(password), isEmailVerified: fields.isEmailVerified ?? true })
    .where('id', '=', member.user.id)
    .execute();
  return member.user;
}

async function fillSignUp(email: string) {
  await page.getByLabel('First name').fill('Nova');
  await page.getByLabel('Last name').fill('Trader');
  await page.getByLabel('Email').fill(email);
}

describe('sign-up', () => {
  it('by code: code by mail, then complete the profile with phone verification, then the dashboard', async () => {
    const email = freshEmail();
    await page.goto('/auth/sign-up?ref=DEMO2026&medium=e2e');
    await fillSignUp(email);
    await page.getByRole('radio', { name: 'One-time code' }).check();
    await page.getByLabel('I accept the terms and privacy policy').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByRole('group', { name: 'Security code' }).waitFor();
    await typeCode(codeIn((await mailTo(email)).text));

    await page.waitForURL('**/complete-profile');
    await page.getByLabel('Phone', { exact: true }).fill('123456789');
    await page.getByRole('button', { name: 'Save and Verify' }).click();
    await page.getByRole('group', { name: 'Security code' }).waitFor();
    await typeCode(codeIn((await mailTo('+60123456789')).text));
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Welcome back, Nova' }).waitFor();

    const user = await platform.db
      .selectFrom('users')
      .selectAll()
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(user).toMatchObject({
      isEmailVerified: true,
      isPhoneVerified: true,
      phone: '123456789',
      phonePrefix: '+60',
      medium: 'e2e',
    });
    expect(user.referredBy).not.toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('affiliateCode'))).toBeNull();
  });

  it('by password: account success, verify the email by link, log in, skip phone verification', async () => {
    const email = freshEmail();
    await page.goto('/auth/dxb-sign-up');
    await fillSignUp(email);
    await page.getByLabel('Password', { exact: true }).fill('Winner2026');
    await page.getByLabel('Confirm password').fill('Winner2026');
    await page.getByLabel('I accept the terms and privacy policy').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/auth/account-success');

    await page.goto(`/verify-email/${tokenIn((await mailTo(email)).text)}`);
    await page.getByText('Your email is verified').waitFor();
    await page.getByRole('link', { name: 'Login' }).click();

    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('Winner2026');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/complete-profile');
    await page.getByLabel('Phone', { exact: true }).fill('7654321');
    await page.getByRole('button', { name: 'Save and Skip Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: 'Welcome back, Nova' }).waitFor();
  });

  it('shows the spec’s messages for bad input', async () => {
    await page.goto('/auth/sign-up');
    await page.getByLabel('Email').fill('not-an-email');
    await page.getByLabel('Password', { exact: true }).fill('Winner2026');
    await page.getByLabel('Confirm password').fill('Winner2027');
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.getByText('Please input a valid email address!').first().waitFor();
    await page.getByText('The two passwords that you entered do not match!').first().waitFor();
    await page.getByText('Please accept the terms and policy').first().waitFor();
    expect(path()).toBe('/auth/sign-up');
  });
});

describe('login', () => {
  it('by password lands on the dashboard; remember me keeps the email only', async () => {
    const user = await memberWithPassword('Secret123');
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    const remembered = await page.evaluate(() => localStorage.getItem('rememberMe'));
    expect(remembered).toContain(user.email);
    expect(remembered).not.toContain('Secret123');

    await page.goto('/logout');
    await page.waitForURL('**/auth/login');
    // Logout clears local storage (spec), so remember me lives until the member signs out.
    expect(await page.getByLabel('Email').inputValue()).toBe('');
  });

  it('remember me prefills the email on the next visit', async () => {
    const user = await memberWithPassword('Secret123');
    await page.goto('/auth/login');
    await page.evaluate(
      (email) => localStorage.setItem('rememberMe', JSON.stringify({ email, rememberMe: true })),
      user.email,
    );
    await page.reload();
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
    expect(await page.getByLabel('Remember me').isChecked()).toBe(true);
  });

  it('by code goes through the security-code screen to the dashboard', async () => {
    const user = await memberWithPassword('Secret123');
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('radio', { name: 'One-time code' }).check();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL('**/auth/security-code');
    await typeCode(codeIn((await mailTo(user.email)).text));
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();
  });

  it('keeps the resend countdown across a reload', async () => {
    const user = await memberWithPassword('Secret123');
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('radio', { name: 'One-time code' }).check();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL('**/auth/security-code');
    const stored = await page.evaluate(() => localStorage.getItem('countDown'));
    expect(stored).not.toBeNull();
    await page.reload();
    expect(await page.evaluate(() => localStorage.getItem('countDown'))).toBe(stored);
    expect(await page.getByRole('button', { name: 'Resend code' }).count()).toBe(0);
  });

  it('of an unverified member offers to resend the verification mail', async () => {
    const user = await memberWithPassword('Secret123', { isEmailVerified: false });
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('User is not verified').first().waitFor();
    await page.getByRole('button', { name: 'Resend verification mail' }).click();
    await page.getByText('Verification mail resent').first().waitFor();
    expect((await mailTo(user.email)).subject).toMatch(/Verify your/);
  });

  it('of a member with no password yet is refused like a wrong password, and offers a code or forgot password', async () => {
    const { user } = await platform.member({ phone: '5550101', isPhoneVerified: true });
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('Guess1234');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Incorrect email or password').first().waitFor();
    expect(path()).toBe('/auth/login');
    // Forgot password carries the email typed, so setting a first password is one click away.
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL((url) => url.pathname === '/auth/forgot-password');
    expect(await page.getByLabel('Email').inputValue()).toBe(user.email);
    // Or a code, from the same login screen.
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('radio', { name: 'One-time code' }).check();
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.waitForURL('**/auth/security-code');
    await typeCode(codeIn((await mailTo(user.email)).text));
    await page.waitForURL((url) => url.pathname === '/');
  });

  it('shows the spec’s message for an invalid email', async () => {
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill('nope');
    await page.getByLabel('Password', { exact: true }).fill('x');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByText('Please input a valid email address!').first().waitFor();
  });
});

describe('password reset', () => {
  it('goes forgot password, mailed link, new password, login', async () => {
    const user = await memberWithPassword('Secret123');
    await page.goto('/auth/login');
    await page.getByRole('link', { name: /Forgot password/ }).click();
    await page.getByLabel('Email').fill(user.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.waitForURL('**/auth/login');
    await page.getByText(/a link to reset the password is on its way/).waitFor();

    await page.goto(`/auth/new-password?token=${tokenIn((await mailTo(user.email)).text)}`);
    await page.getByLabel('Password', { exact: true }).fill('Fresh-Start-9');
    await page.getByLabel('Confirm password').fill('Fresh-Start-9');
    await page.getByRole('button', { name: 'Save password' }).click();
    await page.waitForURL('**/auth/login');
    await page.getByText('Password reset', { exact: true }).first().waitFor();

    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('Fresh-Start-9');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/');
  });
});

describe('logout', () => {
  it('leaves no member data in the browser', async () => {
    const user = await memberWithPassword('Secret123');
    await page.goto('/auth/login');
    await page.getByLabel('Email').fill(user.email);
    await page.getByLabel('Password', { exact: true }).fill('Secret123');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.getByRole('heading', { name: /Welcome back/ }).waitFor();

    await page.getByRole('button', { name: 'Account menu' }).click();
    await page.getByRole('link', { name: 'Logout' }).click();
    await page.waitForURL('**/auth/login');
    const stored = await page.evaluate(async () => {
      const counts = await new Promise<number[]>((resolve, reject) => {
        const open = indexedDB.open('tradearena');
        open.onerror = () => reject(open.error);
        open.onsuccess = () => {
          const database = open.result;
          const names = Array.from(database.objectStoreNames);
          if (names.length === 0) return resolve([]);
          const tx = database.transaction(names, 'readonly');
          Promise.all(
            names.map(
              (name) =>
                new Promise<number>((done) => {
                  const request = tx.objectStore(name).count();
                  request.onsuccess = () => done(request.result);
                }),
            ),
          ).then(resolve, reject);
        };
      });
      return {
        local: localStorage.length,
        session: sessionStorage.length,
        records: counts.reduce((a, b) => a + b, 0),
      };
    });
    expect(stored).toEqual({ local: 0, session: 0, records: 0 });
    expect((await context.cookies()).some((cookie) => cookie.name === 'accessToken')).toBe(false);
  });
});
