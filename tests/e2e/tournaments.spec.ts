import type { BrowserContext, Page } from 'playwright-core';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createPromo, createTournament, grantCredit, grantTicket } from '../support/tournaments.ts';
import { signIn } from './support/browser.ts';
import type { Platform } from './support/platform.ts';
import { useE2E } from './support/use-e2e.ts';

const e2e = useE2E();
let platform: Platform;
let context: BrowserContext;
let page: Page;
let member: Awaited<ReturnType<Platform['member']>>;

beforeEach(async () => {
  platform = e2e.platform();
  context = await e2e.browser().newContext({ baseURL: platform.url, serviceWorkers: 'block' });
  member = await platform.member();
  await signIn(context, platform.url, member.token);
  page = await context.newPage();
});
afterEach(() => context.close());

let counter = 0;
const uniqueTitle = (name: string) => `${name} ${Date.now().toString(36)}${(counter += 1)}`;
const SUCCESS = /\/tournaments\/payment-success\?transactionId=/;

/** A tournament open for entries (by default starting in an hour), with its price. */
async function openTournament(
  name: string,
  price: number,
  fields: Parameters<typeof createTournament>[1] = {},
) {
  const title = uniqueTitle(name);
  const tournament = await createTournament(platform.db, { title, price, ...fields });
  // The methods on offer depend on the member's credit and tickets: wait for them before looking.
  const wallet = page.waitForResponse((response) =>
    response.url().includes('/tournaments/creditAndTickets/'),
  );
  await page.goto(`/tournaments/${tournament.id}`);
  await page.getByRole('heading', { level: 1, name: title }).waitFor();
  await wallet;
  return { ...tournament, title };
}

async function applyPromo(code: string) {
  await page.getByLabel('Promo code').fill(code);
  await page.getByRole('button', { name: 'Apply' }).click();
  await page.getByText(`Promo code: ${code}`, { exact: false }).waitFor();
}

const total = () => page.getByTestId('payment-total').textContent();

/** The success page once the entry is paid and its trading account is ready. */
async function expectReady() {
  await page.waitForURL(SUCCESS);
  await page.getByText('Completed').first().waitFor();
  await page.getByRole('link', { name: 'Trade now' }).waitFor({ timeout: 20_000 });
}

const transactionsOf = (tournamentId: string) =>
  platform.db
    .selectFrom('transactions')
    .selectAll()
    .where('userId', '=', member.user.id)
    .where('tournamentId', '=', tournamentId)
    .execute();

describe('joining a tournament', () => {
  it('by card: hosted checkout, Pay, then the success page with Trade now and a rename', async () => {
    const tournament = await openTournament('Card Cup', 25);
    expect(await total()).toBe('$25.00');
    await page.getByRole('radio', { name: /Card/ }).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectReady();
    await page.getByText('USD', { exact: true }).waitFor();
    await page.getByText('$25.00').waitFor();

    await page.getByRole('button', { name: /Edit trading profile name/ }).click();
    await page.getByLabel('New trade profile name').fill('');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('This field is required!').first().waitFor();
    await page.getByLabel('New trade profile name').fill('Card Shark');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Trading profile name updated').waitFor();
    await expect
      .poll(async () => {
        const account = await platform.db
          .selectFrom('tradeAccounts')
          .select('profileName')
          .where('userId', '=', member.user.id)
          .where('tournamentId', '=', tournament.id)
          .executeTakeFirst();
        return account?.profileName;
      })
      .toBe('Card Shark');

    await page.getByRole('link', { name: 'Trade now' }).click();
    await page.waitForURL(/\/trade\/[^/]+\/[^/]+$/);
  });

  it('by card with a promo code pays the discounted total', async () => {
    const tournament = await openTournament('Promo Card Cup', 40);
    const code = `E2E${Date.now().toString(36).toUpperCase()}`;
    await createPromo(platform.db, { code, kind: 'percent', value: 25 });
    await applyPromo(code);
    expect(await total()).toBe('$30.00');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('button', { name: 'Pay', exact: true }).click();
    await expectReady();
    const [payment] = await transactionsOf(tournament.id);
    expect(payment).toMatchObject({ method: 'card', status: 'completed' });
    expect(Number(payment?.amount)).toBe(30);
  });

  it('by crypto: the chain is required, then the invoice, its page and a simulated payment', async () => {
    const tournament = await openTournament('Crypto Cup', 20);
    await page.getByRole('radio', { name: /Crypto/ }).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByText('This field is required!').first().waitFor();
    expect(await page.getByLabel('Crypto chain').getAttribute('aria-invalid')).toBe('true');

    await page.getByLabel('Crypto chain').selectOption({ label: 'TRC20 (USDT)' });
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('heading', { name: 'Crypto invoice' }).waitFor();
    await page.getByRole('button', { name: 'Copy address' }).waitFor();
    await page.getByText('TRC20 (USDT)').first().waitFor();
    const [pending] = await transactionsOf(tournament.id);
    expect(pending).toMatchObject({ method: 'crypto', status: 'pending', chainType: 4 });

    await page.getByRole('link', { name: 'Open invoice page' }).click();
    await page.getByRole('button', { name: 'Simulate payment' }).click();
    await expectReady();
  });

  it('by ticket completes at once and uses the ticket', async () => {
    await grantTicket(platform.db, member.user.id);
    const tournament = await openTournament('Ticket Cup', 15);
    await page.getByRole('radio', { name: /Ticket/ }).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expectReady();
    const [payment] = await transactionsOf(tournament.id);
    expect(payment).toMatchObject({ method: 'ticket', status: 'completed' });
    const tickets = await platform.db
      .selectFrom('tickets')
      .selectAll()
      .where('userId', '=', member.user.id)
      .execute();
    expect(tickets.every((ticket) => ticket.usedByTransactionId === payment?.id)).toBe(true);
  });

  it('by credit with a promo code takes the discounted total from the credit', async () => {
    await grantCredit(platform.db, member.user.id, 50);
    await openTournament('Credit Cup', 30);
    const code = `CR${Date.now().toString(36).toUpperCase()}`;
    await createPromo(platform.db, { code, kind: 'fixed', value: 10 });
    await applyPromo(code);
    expect(await total()).toBe('$20.00');
    await page.getByRole('radio', { name: /Credit/ }).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expectReady();
    const user = await platform.db
      .selectFrom('users')
      .select('credit')
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(user.credit)).toBe(30);
  });

  it('by credit without a promo code, and credit is not offered when it does not cover the total', async () => {
    await grantCredit(platform.db, member.user.id, 10);
    await openTournament('Dear Cup', 25);
    await page.getByRole('radio', { name: /Card/ }).waitFor();
    expect(await page.getByRole('radio', { name: /Credit/ }).count()).toBe(0);

    await grantCredit(platform.db, member.user.id, 15);
    await openTournament('Fair Cup', 25);
    await page.getByRole('radio', { name: /Credit/ }).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expectReady();
  });

  it('joins for free with a promo code that covers the whole entry', async () => {
    const tournament = await openTournament('Free Pass Cup', 10);
    const code = `FREE${Date.now().toString(36).toUpperCase()}`;
    await createPromo(platform.db, { code, kind: 'percent', value: 100 });
    await applyPromo(code);
    expect(await total()).toBe('$0.00');
    expect(await page.getByRole('radio').count()).toBe(0);
    await page.getByRole('button', { name: 'Join' }).click();
    await expectReady();
    const [payment] = await transactionsOf(tournament.id);
    expect(payment).toMatchObject({ method: 'free', status: 'completed' });
  });

  it('refuses an unknown promo code at the field', async () => {
    await openTournament('Strict Cup', 10);
    await page.getByLabel('Promo code').fill('NO-SUCH-CODE');
    await page.getByRole('button', { name: 'Apply' }).click();
    await page.getByText('Promo code is invalid').first().waitFor();
    expect(await page.getByLabel('Promo code').getAttribute('aria-invalid')).toBe('true');
    expect(await total()).toBe('$10.00');
  });

  it('shows Trade now instead of payment once enrolled', async () => {
    await grantTicket(platform.db, member.user.id);
    const tournament = await openTournament('Twice Cup', 12);
    await page.getByRole('radio', { name: /Ticket/ }).check();
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expectReady();
    await page.goto(`/tournaments/${tournament.id}`);
    await page.getByText('You have joined this tournament.').waitFor();
    await page.getByRole('link', { name: 'Trade now' }).waitFor();
    expect(await page.getByRole('button', { name: 'Pay now' }).count()).toBe(0);
  });
});

describe('cancelling a card payment', () => {
  it('comes back to the payment-cancel page, and nothing is joined', async () => {
    const tournament = await openTournament('Cancelled Cup', 25);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL(/\/tournaments\/payment-cancel\?transactionId=/);
    await page.getByRole('heading', { level: 1, name: 'Payment cancelled' }).waitFor();
    await page.getByText('Your payment is failed.').waitFor();
    expect(await page.getByRole('link', { name: 'Trade now' }).count()).toBe(0);
    await page.getByRole('link', { name: 'Back to the tournament' }).click();
    await page.getByRole('button', { name: 'Pay now' }).waitFor();
    const accounts = await platform.db
      .selectFrom('tradeAccounts')
      .select('id')
      .where('userId', '=', member.user.id)
      .where('tournamentId', '=', tournament.id)
      .execute();
    expect(accounts).toEqual([]);
  });
});

describe('after joining', () => {
  it('the entry is in My tournaments and in Profile > purchase history', async () => {
    await grantCredit(platform.db, member.user.id, 100);
    // Already running, so its row offers Trade now (one that has not started offers Practice mode).
    const tournament = await openTournament('History Cup', 35, { startAt: new Date(Date.now() - 3_600_000) });
    await page.getByRole('radio', { name: /Credit/ }).check();
    await page.getByLabel('Trading profile name (optional)').fill('Historian');
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expectReady();

    await page.getByRole('link', { name: 'My Tournaments' }).first().click();
    await page.waitForURL('**/my-tournaments');
    await page.getByRole('tab', { name: /Current/ }).waitFor();
    await page.getByRole('link', { name: tournament.title, exact: true }).waitFor();
    await page.getByRole('link', { name: `Trade now: ${tournament.title}` }).waitFor();
    await page.getByText('Historian').first().waitFor();

    await page.goto('/profile/purchase-history');
    // Cards up to the widest screens, where the six columns fit as a table.
    const row = page.getByRole('listitem').filter({ hasText: tournament.title });
    await row.waitFor();
    expect(await row.textContent()).toContain('$35.00');
    expect(await row.textContent()).toContain('Historian');

    await page.goto('/profile/trade-info');
    await page.getByRole('heading', { name: tournament.title }).waitFor();
  });
});

describe('finding and practising', () => {
  it('the header search finds a tournament by title and opens it', async () => {
    const title = uniqueTitle('Searchable Zephyr');
    await createTournament(platform.db, { title });
    await page.goto('/');
    const search = page.getByRole('combobox', { name: 'Search tournaments' });
    await search.fill(title.slice(0, 14).toLowerCase());
    await page.getByRole('option', { name: new RegExp(title) }).click();
    await page.waitForURL(/\/tournaments\/mini\/[0-9a-f-]{36}$/);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
  });

  it('Practice mode on a tournament opens a free practice account on the trade screen', async () => {
    const tournament = await openTournament('Practice Cup', 30);
    await page.getByRole('button', { name: 'Practice mode' }).click();
    await page.waitForURL(/\/trade\/[^/]+\/[^/]+$/);
    await page.getByRole('heading', { level: 1, name: tournament.title }).waitFor();
    await page.getByText('Practice', { exact: true }).first().waitFor();
    const accounts = await platform.db
      .selectFrom('tradeAccounts')
      .select(['mode', 'status'])
      .where('userId', '=', member.user.id)
      .where('tournamentId', '=', tournament.id)
      .execute();
    expect(accounts).toEqual([{ mode: 'practice', status: 'ready' }]);
    expect(await transactionsOf(tournament.id)).toEqual([]);
  });

  it('the trade screen says to wait while the account is created, then shows it by itself', async () => {
    const tournament = await createTournament(platform.db, { title: uniqueTitle('Slow Broker Cup') });
    // Created "in the future", so the provisioning job leaves it alone until the test says so.
    const account = await platform.db
      .insertInto('tradeAccounts')
      .values({
        userId: member.user.id,
        tournamentId: tournament.id,
        mode: 'live',
        profileName: 'Patient',
        startingBalance: 10_000,
        balance: 10_000,
        equity: 10_000,
        profitCredit: 0,
        createdAt: new Date(Date.now() + 3_600_000),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await page.goto(`/trade/${tournament.id}/${account.id}`);
    await page
      .getByText('Your trading account is still being created. Please wait a moment and try again.')
      .waitFor();
    await platform.db
      .updateTable('tradeAccounts')
      .set({ status: 'ready', login: '99999999' })
      .where('id', '=', account.id)
      .execute();
    await page.getByTestId('profile-name').getByText('Patient').waitFor({ timeout: 10_000 });
    await page.getByText('99999999').waitFor();
  });
});
