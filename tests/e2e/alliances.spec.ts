import sharp from 'sharp';
import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signIn, VIEWPORTS } from './support/browser.ts';
import type { Platform } from './support/platform.ts';
import { useE2E } from './support/use-e2e.ts';

const e2e = useE2E();
let platform: Platform;
const contexts: BrowserContext[] = [];

beforeEach(() => {
  platform = e2e.platform();
});
afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

type Member = Awaited<ReturnType<Platform['member']>>;

/** One member's own browser (a separate context: own cookies, own IndexedDB and outbox). */
async function browserOf(member: Member, viewport: { width: number; height: number }) {
  const context = await e2e
    .browser()
    .newContext({ baseURL: platform.url, serviceWorkers: 'block', viewport });
  contexts.push(context);
  await signIn(context, platform.url, member.token);
  return context.newPage();
}

const statusOf = async (allianceId: string, member: Member) =>
  (
    await platform.db
      .selectFrom('allianceMembers')
      .select('status')
      .where('allianceId', '=', allianceId)
      .where('userId', '=', member.user.id)
      .executeTakeFirst()
  )?.status;

/** Nothing wider than the screen (spec: no overflow at 360 px). */
const overflows = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

describe('alliances', () => {
  it('an owner creates one requiring approval; a member asks, is accepted, then kicked', async () => {
    const suffix = Date.now().toString(36);
    const alpha = await platform.member({ email: `alpha-${suffix}@example.com` });
    const bravo = await platform.member({ email: `bravo-${suffix}@example.com` });
    const name = `Gold Bulls ${suffix}`;

    // A (desktop) creates the alliance through the screen, with a logo.
    const owner = await browserOf(alpha, VIEWPORTS.desktop);
    await owner.goto('/alliances');
    await owner.getByRole('button', { name: 'Create alliance' }).click();
    const form = owner.getByRole('dialog', { name: 'Create alliance' });
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await form.getByText('This field is required!').waitFor();
    await form.getByLabel('Name').fill(name);
    await form.getByLabel('Description').fill('Patient gold trades, shared notes.');
    await form.getByLabel(/Approval required/).check();
    const logo = await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c93' } })
      .png()
      .toBuffer();
    await form
      .getByLabel('Logo (optional)')
      .setInputFiles({ name: 'bulls.png', mimeType: 'image/png', buffer: logo });
    await form.getByRole('button', { name: 'Create', exact: true }).click();
    await owner.getByRole('heading', { level: 1, name }).waitFor();
    await owner.waitForURL(/\/alliances\/[0-9a-f-]{36}$/);
    const created = await platform.db
      .selectFrom('alliances')
      .selectAll()
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    expect(created).toMatchObject({ isApprovalRequired: true, createdBy: alpha.user.id });
    expect(created.logoFileId).not.toBeNull();
    expect(owner.url()).toMatch(new RegExp(`/alliances/${created.id}$`));
    await owner.getByText('No requests waiting.').waitFor();

    // B (a phone) finds it in All alliances and requests to join: queued, shown at once, then sent.
    const member = await browserOf(bravo, VIEWPORTS.mobile);
    await member.goto('/alliances');
    await member.getByRole('tab', { name: 'All alliances' }).click();
    await member.getByRole('searchbox', { name: 'Search alliances' }).fill(name);
    const card = member.getByRole('article').filter({ has: member.getByRole('link', { name }) });
    await card.getByText('Approval required').waitFor();
    await card.getByRole('button', { name: 'Request to join' }).click();
    await card.getByRole('button', { name: 'Cancel request' }).waitFor();
    await card.getByText('Pending', { exact: true }).waitFor();
    await expect.poll(() => statusOf(created.id, bravo)).toBe('pending');
    expect(await overflows(member)).toBe(false);

    // A accepts the request; B shows as a member.
    await owner.reload();
    const request = owner.getByTestId('request-row').filter({ hasText: 'b***@example.com' });
    await request.getByRole('button', { name: 'Accept' }).click();
    const row = owner.getByTestId('member-row').filter({ hasText: 'b***@example.com' });
    await row.getByText('Member', { exact: true }).waitFor();
    await owner.getByText('No requests waiting.').waitFor();
    expect(await statusOf(created.id, bravo)).toBe('accepted');

    await member.goto(`/alliances/${created.id}`);
    await member.getByText('You are a member of this alliance.').waitFor();
    await member.getByRole('button', { name: 'Leave' }).waitFor();
    await member
      .getByTestId('member-row')
      .filter({ hasText: bravo.user.email })
      .getByText('Member')
      .waitFor();
    expect(await overflows(member)).toBe(false);

    // A kicks B, after confirming; B's status shows kicked, and B cannot ask again.
    await row.getByRole('button', { name: 'Kick' }).click();
    const confirm = owner.getByRole('alertdialog', { name: /^Kick / });
    await confirm.getByRole('button', { name: 'Kick' }).click();
    await row.getByText('Kicked', { exact: true }).first().waitFor();
    expect(await row.getByRole('button', { name: 'Kick' }).count()).toBe(0);
    expect(await statusOf(created.id, bravo)).toBe('kicked');

    await member.reload();
    await member.getByText('The owner removed you from this alliance: you cannot join it again.').waitFor();
    const own = member.getByTestId('member-row').filter({ hasText: bravo.user.email });
    await own.getByText('Kicked', { exact: true }).first().waitFor();
    expect(await member.getByRole('button', { name: /Join|Request to join|Leave/ }).count()).toBe(0);
    expect(await overflows(member)).toBe(false);
  });
});
