import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { signIn } from './support/browser.ts';
import type { Platform } from './support/platform.ts';
import { useE2E } from './support/use-e2e.ts';

/** The profile of issue 7 through its screens: avatar, KYC, and a referral counted from the shared link. */
const e2e = useE2E();
let platform: Platform;
let member: Awaited<ReturnType<Platform['member']>>;
let context: BrowserContext;
let page: Page;

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

beforeAll(async () => {
  platform = e2e.platform();
  member = await platform.member();
  context = await e2e
    .browser()
    .newContext({ baseURL: platform.url, permissions: ['clipboard-read', 'clipboard-write'] });
  await signIn(context, platform.url, member.token);
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
});

describe('the profile', () => {
  it('uploads an avatar through the edit icon and shows it in the header', async () => {
    await page.goto('/profile/personal-info');
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#36c' } })
      .jpeg()
      .toBuffer();
    await page.getByRole('button', { name: 'Change avatar' }).waitFor();
    await page.locator('input[name="avatar"]').setInputFiles({
      name: 'me.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await page.getByText('Your picture has been updated').waitFor();
    const header = page.getByRole('button', { name: 'Account menu' }).locator('img');
    await header.waitFor();
    expect(await header.getAttribute('src')).toMatch(
      /^\/api\/v1\/files\/content\/[0-9a-f-]+\?expires=\d+&signature=/,
    );
    expect(await header.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  it('submits KYC and shows it pending, with every field required', async () => {
    await page.goto('/profile/personal-info');
    await page.getByRole('button', { name: 'Submit KYC' }).click();
    expect(await page.getByText('This field is required!').count()).toBeGreaterThan(1);

    await page.getByLabel('Identity type').selectOption('passport');
    await page.getByLabel('ID number').fill('P1234567');
    await page
      .getByLabel('Identity document')
      .setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByLabel('Address type').selectOption('utility_bill');
    await page.getByLabel('Address', { exact: true }).fill('1 Jalan Ampang, Kuala Lumpur');
    await page
      .getByLabel('Address document')
      .setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Submit KYC' }).click();
    await page.getByText('Your KYC has been sent for review').waitFor();
    await page.getByRole('status').filter({ hasText: 'Pending' }).waitFor();
    const row = await platform.db
      .selectFrom('kyc')
      .selectAll()
      .where('userId', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', identityNumber: 'P1234567', addressType: 'utility_bill' });
  });

  it('changes a verified phone from the personal-info tab and comes back to it', async () => {
    await page.goto('/profile/personal-info');
    await page.getByRole('link', { name: 'Change phone' }).click();
    await page.waitForURL('**/complete-profile?change=phone');
    await page.getByLabel('Phone', { exact: true }).fill('88776655');
    await page.getByRole('button', { name: 'Save and Skip Verify' }).click();
    await page.waitForURL('**/profile/personal-info');
    await page.getByText('Not verified').waitFor();
    const row = await platform.db
      .selectFrom('users')
      .select(['phone', 'isPhoneVerified'])
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ phone: '88776655', isPhoneVerified: false });
  });

  it('counts a friend who signs up through the copied referral link', async () => {
    await page.goto('/profile/refer-and-earn');
    await page.getByText('No referrals yet').first().waitFor();
    await page.goto('/profile/personal-info');
    await page.getByRole('button', { name: 'Copy referral link' }).click();
    const link = await page.evaluate(() => navigator.clipboard.readText());
    expect(link).toContain(`ref=${member.user.affiliateCode}`);

    const guest = await e2e.browser().newContext({ baseURL: platform.url });
    const friend = await guest.newPage();
    await friend.goto(link);
    await friend.getByLabel('First name').fill('Robin');
    await friend.getByLabel('Last name').fill('Friend');
    await friend.getByLabel('Email').fill(`friend-${Date.now().toString(36)}@example.com`);
    await friend.getByLabel('Password', { exact: true }).fill('Winner2026');
    await friend.getByLabel('Confirm password').fill('Winner2026');
    await friend.getByLabel('I accept the terms and privacy policy').check();
    await friend.getByRole('button', { name: 'Sign up' }).click();
    await friend.waitForURL('**/auth/account-success');
    await guest.close();

    await page.goto('/profile/refer-and-earn');
    const list = page.getByRole('region', { name: /Referred users/ });
    await list.getByRole('cell', { name: /^f\*\*\*@example\.com$/ }).waitFor();
  });
});
