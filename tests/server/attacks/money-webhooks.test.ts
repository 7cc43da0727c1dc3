// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { Transaction } from '../../../src/contract/index.ts';
import { signPayload } from '../../../server/src/domain/payments/signature.ts';
import { createMember, testClock } from '../../support/build-app.ts';
import { useHttpApp, type HttpAnswer } from '../../support/http-app.ts';
import { ledgerProblems } from '../../support/ledger.ts';
import { newEventId as eventId, pendingPayments } from '../../support/pending-payments.ts';
import { createTournament, grantCredit } from '../../support/tournaments.ts';

/**
 * Provider reports under attack, over real HTTP and at once, with the books checked after each test.
 * payments-webhook.test.ts proves each refusal one by one (missing, forged, malformed, stale, mismatched,
 * replayed, not JSON); here they arrive together, several rounds, beside a genuine report. Expiry races are in
 * money-expiry.test.ts.
 */
const clock = testClock();
const harness = useHttpApp({}, clock.now);
const { app, db, api, webhook, press } = harness;
const { pendingPayment, statusOf, accountsOf } = pendingPayments(harness, clock.now);
const ROUNDS = 3;
const secret = () => app().config.paymentWebhookSecret;

afterEach(async () => {
  expect(await ledgerProblems(db())).toEqual([]);
});

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

  it('Pay pressed five times at once (double clicks, two tabs): fulfilled once, every round', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { transaction, redirectUrl } = await pendingPayment('card');
      const answers = await Promise.all(Array.from({ length: 5 }, () => press(redirectUrl, 'pay')));
      expect(answers.map((a) => a.status)).toEqual(Array(5).fill(303));
      expect((await statusOf(transaction.id)).status).toBe('completed');
      expect(await accountsOf(transaction.id)).toHaveLength(1);
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
