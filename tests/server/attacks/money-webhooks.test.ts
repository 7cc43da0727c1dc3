// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { SandboxWebhook, Transaction } from '../../../src/contract/index.ts';
import { signPayload } from '../../../server/src/domain/payments/signature.ts';
import { createMember, testClock } from '../../support/build-app.ts';
import { useHttpApp, type HttpAnswer } from '../../support/http-app.ts';
import { ledgerProblems } from '../../support/ledger.ts';
import { createPromo, createTournament, grantCredit } from '../../support/tournaments.ts';

/**
 * Provider reports under attack, over real HTTP and at once, with the books checked after each test.
 * payments-webhook.test.ts proves each refusal one by one (missing, forged, malformed, stale, mismatched,
 * replayed, not JSON) and the late crypto payment once; here they arrive together, several rounds, beside a
 * genuine report, and race the invoice's expiry.
 */
const clock = testClock();
const { app, db, api, webhook, press } = useHttpApp({}, clock.now);
const ROUNDS = 3;
const secret = () => app().config.paymentWebhookSecret;
const eventId = () => `evt_${Math.random().toString(36).slice(2)}`;

afterEach(async () => {
  expect(await ledgerProblems(db())).toEqual([]);
});

async function pendingPayment(method: 'card' | 'crypto', price = 25) {
  const member = await createMember(app());
  const cup = await createTournament(db(), { price }, clock.now());
  const answer = await api('POST', '/payments/checkout', member.token, {
    tournamentId: cup.id,
    method,
    ...(method === 'crypto' && { chainType: 4 }),
  });
  expect(answer.status).toBe(201);
  const transaction = answer.body.transaction as Transaction;
  const event = (fields: Partial<SandboxWebhook> = {}) =>
    JSON.stringify({
      eventId: eventId(),
      type: 'payment.succeeded',
      transactionId: transaction.id,
      providerPaymentId: transaction.providerPaymentId ?? '',
      amount: price,
      currency: method === 'crypto' ? 'USDT' : 'USD',
      ...fields,
    } satisfies SandboxWebhook);
  return { member, cup, transaction, redirectUrl: String(answer.body.redirectUrl), event };
}

const statusOf = async (id: string) =>
  await db()
    .selectFrom('transactions')
    .select(['status', 'note'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const accountsOf = (transactionId: string) =>
  db().selectFrom('tradeAccounts').select('id').where('transactionId', '=', transactionId).execute();

describe('forged, stale, tampered and replayed reports beside a genuine one', () => {
  it('only the genuine report counts, once, every round', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { transaction, event } = await pendingPayment('card');
      const other = await pendingPayment('card');
      const genuine = event();
      const minutes = (n: number) => new Date(clock.now().getTime() + n * 60_000);
      const forgeries: Array<[string, string | undefined, string]> = [
        [genuine, '', 'The webhook signature is missing'],
        [
          genuine,
          signPayload('not-the-secret', genuine, clock.now()),
          'The webhook signature does not match',
        ],
        [genuine, 't=1,v1=00', 'The webhook signature is malformed'],
        [
          genuine,
          signPayload(secret(), genuine, minutes(-10)),
          'The webhook is too old (or from the future): refused as a possible replay',
        ],
        [
          genuine,
          signPayload(secret(), genuine, minutes(10)),
          'The webhook is too old (or from the future): refused as a possible replay',
        ],
        // A genuine signature over another body: the amount was changed after signing.
        [
          event({ amount: 0.01 }),
          signPayload(secret(), genuine, clock.now()),
          'The webhook signature does not match',
        ],
        [event({ amount: 0.01 }), undefined, 'The event amount does not match the payment'],
        [event({ amount: 2500 }), undefined, 'The event amount does not match the payment'],
        [event({ currency: 'EUR' }), undefined, 'The event amount does not match the payment'],
        [
          event({ providerPaymentId: other.transaction.providerPaymentId ?? '' }),
          undefined,
          'The event does not match a payment of this provider',
        ],
        [
          other.event({ transactionId: transaction.id }),
          undefined,
          'The event does not match a payment of this provider',
        ],
      ];
      const answers = await Promise.all([
        ...forgeries.map(([body, signature]) => webhook(body, signature)),
        ...Array.from({ length: 5 }, () => webhook(genuine)),
      ]);
      const refused = answers.slice(0, forgeries.length);
      expect(refused.map((a: HttpAnswer) => [a.status, a.body.message])).toEqual(
        forgeries.map(([, , message]) => [400, message]),
      );
      const genuineAnswers = answers.slice(forgeries.length);
      expect(genuineAnswers.every((a) => a.status === 200)).toBe(true);
      expect(genuineAnswers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
      expect((await statusOf(transaction.id)).status).toBe('completed');
      expect(await accountsOf(transaction.id)).toHaveLength(1);
      expect((await statusOf(other.transaction.id)).status).toBe('pending');
      expect(await ledgerProblems(db())).toEqual([]);
    }
  });

  it('a provider retrying a success under new event ids fulfils the payment once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { transaction, event, cup } = await pendingPayment('card');
      const answers = await Promise.all(Array.from({ length: 6 }, () => webhook(event())));
      expect(answers.every((a) => a.status === 200 && a.body.duplicate === false)).toBe(true);
      expect(await accountsOf(transaction.id)).toHaveLength(1);
      const row = await db()
        .selectFrom('tournaments')
        .select('players')
        .where('id', '=', cup.id)
        .executeTakeFirstOrThrow();
      expect(row.players).toBe(1);
      expect(await ledgerProblems(db())).toEqual([]);
    }
  });

  it('refuses a report about a payment the provider never took (credit)', async () => {
    const member = await createMember(app());
    await grantCredit(db(), member.user.id, 10);
    const cup = await createTournament(db(), { price: 10 }, clock.now());
    const paid = await api('POST', '/payments/checkout', member.token, {
      tournamentId: cup.id,
      method: 'credit',
    });
    const { id } = paid.body.transaction as Transaction;
    const body = JSON.stringify({
      eventId: eventId(),
      type: 'payment.succeeded',
      transactionId: id,
      providerPaymentId: 'sbx_pay_x',
      amount: 10,
      currency: 'USD',
    });
    expect((await webhook(body)).status).toBe(400);
    expect(await accountsOf(id)).toHaveLength(1);
  });
});

describe('a success reported after a failure', () => {
  it('is never kept without an entry: the payment is refunded', async () => {
    const { transaction, event } = await pendingPayment('card');
    expect((await webhook(event({ type: 'payment.failed' }))).status).toBe(200);
    expect((await webhook(event())).status).toBe(200);
    expect(await statusOf(transaction.id)).toEqual({
      status: 'refunded',
      note: 'Paid after the payment had failed or expired: the amount was refunded',
    });
    expect(await accountsOf(transaction.id)).toHaveLength(0);
    const provider = await db()
      .selectFrom('sandboxPayments')
      .select('status')
      .where('id', '=', transaction.providerPaymentId ?? '')
      .executeTakeFirstOrThrow();
    expect(provider.status).toBe('refunded');
  });

  it('success and failure at once: an entry or a refund, never money kept for nothing', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { transaction, event } = await pendingPayment('card');
      await Promise.all([
        webhook(event({ type: 'payment.failed' })),
        webhook(event()),
        webhook(event({ type: 'payment.canceled' })),
      ]);
      const { status } = await statusOf(transaction.id);
      expect(['completed', 'refunded']).toContain(status);
      expect(await accountsOf(transaction.id)).toHaveLength(status === 'completed' ? 1 : 0);
      expect(await ledgerProblems(db())).toEqual([]);
    }
  });
});

describe('a crypto payment and its invoice expiry', () => {
  it('paid late and reported again and again: credited once, no entry', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { member, transaction, redirectUrl, event } = await pendingPayment('crypto', 14);
      clock.advance(31 * 60_000);
      await app().clock.tick();
      await Promise.all([press(redirectUrl, 'pay'), ...Array.from({ length: 4 }, () => webhook(event()))]);
      expect(await statusOf(transaction.id)).toEqual({
        status: 'expired',
        note: 'Paid after the invoice expired: the amount was added to your credit',
      });
      expect(await accountsOf(transaction.id)).toHaveLength(0);
      const row = await db()
        .selectFrom('users')
        .select('credit')
        .where('id', '=', member.user.id)
        .executeTakeFirstOrThrow();
      expect(Number(row.credit)).toBe(14);
      expect(await ledgerProblems(db())).toEqual([]);
    }
  });

  it('paid just as the invoice expires: either an entry or credit, never both', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { member, transaction, redirectUrl, event } = await pendingPayment('crypto', 12);
      clock.advance(31 * 60_000);
      await Promise.all([app().clock.tick(), press(redirectUrl, 'pay'), webhook(event()), webhook(event())]);
      const { status } = await statusOf(transaction.id);
      const row = await db()
        .selectFrom('users')
        .select('credit')
        .where('id', '=', member.user.id)
        .executeTakeFirstOrThrow();
      const entries = (await accountsOf(transaction.id)).length;
      expect([status, entries, Number(row.credit)]).toEqual(
        status === 'completed' ? ['completed', 1, 0] : ['expired', 0, 12],
      );
      expect(await ledgerProblems(db())).toEqual([]);
    }
  });
});

describe('an abandoned card checkout', () => {
  it('expires on the clock, giving its promo use back; paid after that, the money is refunded', async () => {
    const promoCode = `GONE${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
    await createPromo(db(), { code: promoCode, kind: 'fixed', value: 5, usageCap: 1 });
    const cup = await createTournament(db(), { price: 25 }, clock.now());
    const [leaver, next] = [await createMember(app()), await createMember(app())];
    const body = { tournamentId: cup.id, method: 'card', promoCode };
    const left = await api('POST', '/payments/checkout', leaver.token, body);
    expect((await api('POST', '/payments/checkout', next.token, body)).status).toBe(422);

    clock.advance(app().config.cardCheckoutMinutes * 60_000 + 1_000);
    await app().clock.tick();
    const { id } = left.body.transaction as Transaction;
    expect((await statusOf(id)).status).toBe('expired');
    expect((await api('POST', '/payments/checkout', next.token, body)).status).toBe(201);

    // The member comes back to the old tab and pays anyway: the page refuses, and a provider's late report is refunded.
    const redirectUrl = String(left.body.redirectUrl);
    expect((await app().inject({ method: 'GET', url: redirectUrl })).body).toContain(
      'This checkout has expired',
    );
    expect((await press(redirectUrl, 'pay')).status).toBe(303);
    expect((await statusOf(id)).status).toBe('expired');
    const late = JSON.stringify({
      eventId: eventId(),
      type: 'payment.succeeded',
      transactionId: id,
      providerPaymentId: (left.body.transaction as Transaction).providerPaymentId ?? '',
      amount: 20,
      currency: 'USD',
    });
    expect((await webhook(late)).status).toBe(200);
    expect(await statusOf(id)).toEqual({
      status: 'refunded',
      note: 'Paid after the payment had failed or expired: the amount was refunded',
    });
  });
});
