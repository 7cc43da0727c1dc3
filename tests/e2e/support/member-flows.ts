import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import type { Db } from '../../../server/src/db/connect.ts';
import { codeIn, tokenIn } from '../../support/build-app.ts';
import { createTournament, grantCredit } from '../../support/tournaments.ts';

/** The dev outbox of a platform at `baseUrl`, over HTTP: every message to `to`, newest first. */
export async function outbox(baseUrl: string, to: string) {
  const response = await fetch(`${baseUrl}/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  return (await response.json()) as Array<{ subject: string; text: string }>;
}

const newest = async (baseUrl: string, to: string) => {
  const [message] = await outbox(baseUrl, to);
  if (!message) throw new Error(`No message for ${to}`);
  return message.text;
};

async function typeCode(page: Page, code: string) {
  await page.getByRole('group', { name: 'Security code' }).getByRole('textbox').first().click();
  await page.keyboard.type(code);
}

async function fillSignUp(page: Page, email: string) {
  await page.getByLabel('First name').fill('Nova');
  await page.getByLabel('Last name').fill('Trader');
  await page.getByLabel('Email').fill(email);
}

/** Sign-up by a mailed code, then the phone verified by an SMS code: lands on the dashboard. */
export async function signUpByCode(page: Page, baseUrl: string, email: string, phone: string) {
  await page.goto('/auth/sign-up');
  await fillSignUp(page, email);
  await page.getByRole('radio', { name: 'One-time code' }).check();
  await page.getByLabel('I accept the terms and privacy policy').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.getByRole('group', { name: 'Security code' }).waitFor();
  await typeCode(page, codeIn(await newest(baseUrl, email)));
  await page.waitForURL('**/complete-profile');
  await page.getByLabel('Phone', { exact: true }).fill(phone);
  await page.getByRole('button', { name: 'Save and Verify' }).click();
  await page.getByRole('group', { name: 'Security code' }).waitFor();
  await typeCode(page, codeIn(await newest(baseUrl, `+60${phone}`)));
  await page.waitForURL((url) => url.pathname === '/');
}

/** Sign-up with a password, then the mailed verification link. */
export async function signUpByPassword(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto('/auth/dxb-sign-up');
  await fillSignUp(page, email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByLabel('I accept the terms and privacy policy').check();
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL('**/auth/account-success');
  await page.goto(`/verify-email/${tokenIn(await newest(baseUrl, email))}`);
  await page.getByText('Your email is verified').waitFor();
}

/** Forgot password, the mailed link, a new password: back on the login screen. */
export async function resetPassword(page: Page, baseUrl: string, email: string, password: string) {
  await page.goto('/auth/forgot-password');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await page.getByText(/a link to reset the password is on its way/).waitFor();
  await page.goto(`/auth/new-password?token=${tokenIn(await newest(baseUrl, email))}`);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password').fill(password);
  await page.getByRole('button', { name: 'Save password' }).click();
  await page.getByText('Password reset', { exact: true }).first().waitFor();
}

export async function signInWithPassword(page: Page, email: string, password: string) {
  await page.goto('/auth/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL((url) => url.pathname === '/');
}

/** Opens the terminal on the trade screen, buys, and waits for the open position. */
export async function buyInTerminal(page: Page, tradeUrl: string) {
  await page.goto(tradeUrl);
  const terminal = page.frameLocator('iframe[title="Trading terminal"]');
  await terminal.getByRole('button', { name: /^Buy/ }).first().waitFor({ timeout: 30_000 });
  await terminal.getByRole('button', { name: /^Buy/ }).first().click();
  await terminal
    .getByRole('button', { name: /^Close .* position$/ })
    .first()
    .waitFor();
}

const HOUR = 3_600_000;

/**
 * Every flow that hands out a code or a token, as a visitor goes through them on the platform at `url`: sign-up
 * by code (and the phone's SMS code), sign-up by password and its mailed link, a password reset, sign-in, then
 * an entry paid with credit and a trade in the terminal. Answers the addresses the dev outbox wrote to.
 */
export async function everyFlowWithASecret(page: Page, { url, db }: { url: string; db: Db }) {
  const suffix = Date.now().toString(36);
  const email = `leak-${suffix}@example.com`;
  const phone = `55${Date.now() % 10_000_000}`;
  const verified = `verified-${suffix}@example.com`;

  await signUpByCode(page, url, email, phone);
  await page.goto('/logout');
  await page.getByLabel('Email').waitFor();
  await signUpByPassword(page, url, verified, 'Winner2026');
  await resetPassword(page, url, email, 'Fresh-Start-9');
  await signInWithPassword(page, email, 'Fresh-Start-9');
  const user = await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow();
  const now = Date.now();
  const tournament = await createTournament(db, {
    registrationStartAt: new Date(now - 2 * HOUR),
    registrationEndAt: new Date(now + 24 * HOUR),
    startAt: new Date(now - HOUR),
    endAt: new Date(now + 48 * HOUR),
  });
  await grantCredit(db, user.id, 1_000);
  const cookie = (await page.context().cookies()).find(({ name }) => name === 'accessToken');
  const checkout = await fetch(`${url}/api/v1/payments/checkout`, {
    method: 'POST',
    headers: { authorization: `Bearer ${cookie?.value}`, 'content-type': 'application/json' },
    body: JSON.stringify({ tournamentId: tournament.id, method: 'credit' }),
  });
  expect(checkout.status).toBe(201);
  const account = await db
    .selectFrom('tradeAccounts')
    .select('id')
    .where('userId', '=', user.id)
    .executeTakeFirstOrThrow();
  await buyInTerminal(page, `/trade/${tournament.id}/${account.id}`);
  return [email, `+60${phone}`, verified];
}
