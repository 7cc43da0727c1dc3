// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CheckoutResult, SandboxWebhook, Transaction } from '../../src/contract/index.ts';
import { signPayload } from '../../server/src/domain/payments/signature.ts';
import { callApi } from '../support/api.ts';
import { createMember, testClock } from '../support/build-app.ts';
import { createPromo, createTournament } from '../support/tournaments.ts';
import { postWebhook } from '../support/payments.ts';
import { useTestApp } from '../support/use-test-app.ts';

const clock = testClock();
const testApp = useTestApp({}, undefined, clock.now);
const call = callApi(() => testApp().app);
const db = () => testApp().db;
const app = () => testApp().app;

async function pending(method: 'card' | 'crypto', fields: { price?: number; promoCode?: string } = {}) {
  const { token, user } = await createMember(app());
  const tournament = await createTournament(
    db(),
    { price: fields.price ?? 25, isDynamicPoolPrice: true, dynamicPoolPrice: 50 },
    clock.now(),
  );
  const response = await call('POST', '/payments/checkout', token, {
    tournamentId: tournament.id,
    method,
    ...(method === 'crypto' && { chainType: 2 }),
    ...(fields.promoCode && { promoCode: fields.promoCode }),
  });
  expect(response.statusCode, response.body).toBe(201);
  return { token, user, tournament, ...(response.json() as CheckoutResult) };
}

const transactionOf = async (token: string, id: string) =>
  (await call('GET', `/payments/transactions/${id}`, token)).json() as Transaction;

function webhook(
  event: Partial<SandboxWebhook> & Pick<SandboxWebhook, 'transactionId' | 'providerPaymentId' | 'amount'>,
  sign = signPayload,
) {
  const body = JSON.stringify({
    eventId: `evt_${Math.random().toString(36).slice(2)}`,
    type: 'payment.succeeded',
    currency: 'USD',
    ...event,
  });
  return {
    body,
    send: (signature = sign(app().config.paymentWebhookSecret, body, clock.now())) =>
      postWebhook(app(), body, signature),
  };
}

describe('the sandbox hosted checkout', () => {
  it('Pay completes the entry through a signed webhook and returns to the success page', async () => {
    const { token, transaction, redirectUrl, tournament } = await pending('card');
    const page = await app().inject({ method: 'GET', url: redirectUrl ?? '' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('$25.00');
    expect(page.body).not.toMatch(/<script/i);

    const paid = await app().inject({
      method: 'POST',
      url: `${redirectUrl}/pay`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(paid.statusCode).toBe(303);
    expect(paid.headers.location).toBe(`/tournaments/payment-success?transactionId=${transaction.id}`);
    expect(await transactionOf(token, transaction.id)).toMatchObject({
      status: 'completed',
      accountStatus: 'creating',
    });
    const after = await call('GET', `/tournaments/${tournament.id}`, token);
    expect(after.json()).toMatchObject({ players: 1, isEnrolled: true, effectivePoolPrice: 512.5 });

    // Pressing Pay again (a second tab, the back button) changes nothing.
    const again = await app().inject({ method: 'POST', url: `${redirectUrl}/pay` });
    expect(again.statusCode).toBe(303);
    expect(
      (
        await db()
          .selectFrom('tradeAccounts')
          .select('id')
          .where('transactionId', '=', transaction.id)
          .execute()
      ).length,
    ).toBe(1);
  });

  it('Decline and Cancel fail the payment, give the promo use back and return to the cancel page', async () => {
    const promo = `WH${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    await createPromo(db(), { code: promo, kind: 'percent', value: 10, usageCap: 1 });
    for (const action of ['decline', 'cancel'] as const) {
      const { token, transaction, redirectUrl } = await pending('card', { promoCode: promo });
      const answer = await app().inject({ method: 'POST', url: `${redirectUrl}/${action}` });
      expect(answer.statusCode).toBe(303);
      expect(answer.headers.location).toBe(`/tournaments/payment-cancel?transactionId=${transaction.id}`);
      expect(await transactionOf(token, transaction.id)).toMatchObject({ status: 'failed', accountId: null });
    }
    const row = await db()
      .selectFrom('promoCodes')
      .select('uses')
      .where('code', '=', promo)
      .executeTakeFirstOrThrow();
    expect(row.uses).toBe(0);
  });

  it('answers 404 for an unknown payment page and 400 for a malformed id', async () => {
    expect(
      (await app().inject({ method: 'GET', url: '/api/v1/payments/sandbox/sbx_pay_AAAAAAAAAAAAAAAAAAAAAA' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await app().inject({ method: 'GET', url: '/api/v1/payments/sandbox/..%2F..%2Fetc' })).statusCode,
    ).toBe(400);
  });
});

describe('POST /api/v1/payments/webhooks/sandbox', () => {
  it('refuses a missing, forged or malformed signature and changes nothing', async () => {
    const { token, transaction } = await pending('card');
    const event = webhook({
      transactionId: transaction.id,
      providerPaymentId: transaction.providerPaymentId ?? '',
      amount: 25,
    });
    const forged = signPayload('not-the-secret', event.body, clock.now());
    for (const [signature, message] of [
      ['', 'The webhook signature is missing'],
      [forged, 'The webhook signature does not match'],
      ['t=abc,v1=zz', 'The webhook signature is malformed'],
    ] as const) {
      const response = await event.send(signature);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
    expect((await transactionOf(token, transaction.id)).status).toBe('pending');
  });

  it('refuses an event signed too long ago (a replay), even with a good signature', async () => {
    const { token, transaction } = await pending('card');
    const old = new Date(clock.now().getTime() - 10 * 60_000);
    const event = webhook(
      { transactionId: transaction.id, providerPaymentId: transaction.providerPaymentId ?? '', amount: 25 },
      (secret, body) => signPayload(secret, body, old),
    );
    const response = await event.send();
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'The webhook is too old (or from the future): refused as a possible replay',
    );
    expect((await transactionOf(token, transaction.id)).status).toBe('pending');
  });

  it('acts on an event once: a replayed event id is acknowledged and ignored', async () => {
    const { token, transaction, tournament } = await pending('card');
    const event = webhook({
      transactionId: transaction.id,
      providerPaymentId: transaction.providerPaymentId ?? '',
      amount: 25,
    });
    expect((await event.send()).json()).toEqual({ received: true, duplicate: false });
    expect((await event.send()).json()).toEqual({ received: true, duplicate: true });
    expect((await transactionOf(token, transaction.id)).status).toBe('completed');
    const row = await db()
      .selectFrom('tournaments')
      .select('players')
      .where('id', '=', tournament.id)
      .executeTakeFirstOrThrow();
    expect(row.players).toBe(1);
  });

  it('refuses an event whose amount, currency or payment id does not match the payment', async () => {
    const { token, transaction } = await pending('card');
    const base = {
      transactionId: transaction.id,
      providerPaymentId: transaction.providerPaymentId ?? '',
      amount: 25,
    };
    expect((await webhook({ ...base, amount: 0.01 }).send()).json().message).toBe(
      'The event amount does not match the payment',
    );
    expect((await webhook({ ...base, currency: 'EUR' }).send()).statusCode).toBe(400);
    expect((await webhook({ ...base, providerPaymentId: 'sbx_pay_other' }).send()).json().message).toBe(
      'The event does not match a payment of this provider',
    );
    expect((await transactionOf(token, transaction.id)).status).toBe('pending');
  });

  it('refuses a body that is not JSON or not an event', async () => {
    const notJson = await postWebhook(
      app(),
      '{',
      signPayload(app().config.paymentWebhookSecret, '{', clock.now()),
    );
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().message).toBe('The body is not valid JSON');
    const body = JSON.stringify({ hello: 'world' });
    const notEvent = await postWebhook(
      app(),
      body,
      signPayload(app().config.paymentWebhookSecret, body, clock.now()),
    );
    expect(notEvent.statusCode).toBe(400);
  });

  it('refunds a paid payment that can no longer enter (the last seat went meanwhile)', async () => {
    const { token, transaction, tournament } = await pending('card');
    await db().updateTable('tournaments').set({ capacity: 1 }).where('id', '=', tournament.id).execute();
    const rival = await createMember(app());
    await db().updateTable('users').set({ credit: 25 }).where('id', '=', rival.user.id).execute();
    expect(
      (
        await call('POST', '/payments/checkout', rival.token, {
          tournamentId: tournament.id,
          method: 'credit',
        })
      ).statusCode,
    ).toBe(201);

    await app().inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/${transaction.providerPaymentId}/pay`,
    });
    const settled = await transactionOf(token, transaction.id);
    expect(settled).toMatchObject({ status: 'refunded', note: 'This tournament is full', accountId: null });
    const provider = await db()
      .selectFrom('sandboxPayments')
      .select('status')
      .where('id', '=', transaction.providerPaymentId ?? '')
      .executeTakeFirstOrThrow();
    expect(provider.status).toBe('refunded');
  });
});

describe('crypto invoices', () => {
  it('"Simulate payment" on the invoice page completes the entry', async () => {
    const { token, transaction, redirectUrl } = await pending('crypto');
    const page = await app().inject({ method: 'GET', url: redirectUrl ?? '' });
    expect(page.body).toContain('25.00 USDT');
    expect(page.body).toContain(transaction.invoice?.address);
    expect(page.body).toContain('ERC20 (USDT/ETH)');
    const paid = await app().inject({ method: 'POST', url: `${redirectUrl}/pay` });
    expect(paid.headers.location).toBe(`/tournaments/payment-success?transactionId=${transaction.id}`);
    expect((await transactionOf(token, transaction.id)).status).toBe('completed');
  });

  it('an invoice expires on the clock; paid late, the amount becomes credit and no entry, once', async () => {
    const { token, user, transaction, redirectUrl } = await pending('crypto', { price: 14 });
    clock.advance(31 * 60_000);
    await app().clock.tick();
    expect((await transactionOf(token, transaction.id)).status).toBe('expired');
    const page = await app().inject({ method: 'GET', url: redirectUrl ?? '' });
    expect(page.body).toContain('This invoice has expired');

    await app().inject({ method: 'POST', url: `${redirectUrl}/pay` });
    const late = await transactionOf(token, transaction.id);
    expect(late).toMatchObject({
      status: 'expired',
      accountId: null,
      note: 'Paid after the invoice expired: the amount was added to your credit',
    });
    const event = webhook({
      transactionId: transaction.id,
      providerPaymentId: transaction.providerPaymentId ?? '',
      amount: 14,
      currency: 'USDT',
    });
    expect((await event.send()).statusCode).toBe(200);
    const member = await db()
      .selectFrom('users')
      .select('credit')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(member.credit)).toBe(14);
    const movements = await db()
      .selectFrom('creditMovements')
      .select('reason')
      .where('userId', '=', user.id)
      .execute();
    expect(movements).toEqual([{ reason: 'late_payment' }]);
  });
});
