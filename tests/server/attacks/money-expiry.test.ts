// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { Transaction } from '../../../src/contract/index.ts';
import { createMember, testClock } from '../../support/build-app.ts';
import { useHttpApp } from '../../support/http-app.ts';
import { ledgerProblems } from '../../support/ledger.ts';
import { newEventId as eventId, pendingPayments } from '../../support/pending-payments.ts';
import { createPromo, createTournament } from '../../support/tournaments.ts';

/**
 * Payments racing their own expiry, over real HTTP, the books checked after each test: a crypto invoice paid
 * late (credit, once) or just as it expires (an entry or credit, never both), and an abandoned card checkout
 * (payments-webhook.test.ts has the single late crypto payment).
 */
const clock = testClock();
const harness = useHttpApp({}, clock.now);
const { app, db, api, webhook, press } = harness;
const { pendingPayment, statusOf, accountsOf, creditOf } = pendingPayments(harness, clock.now);
const ROUNDS = 3;

afterEach(async () => {
  expect(await ledgerProblems(db())).toEqual([]);
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
      expect(await creditOf(member.user.id)).toBe(14);
      expect(await ledgerProblems(db())).toEqual([]);
    }
  });

  it('paid just as the invoice expires: either an entry or credit, never both', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const { member, transaction, redirectUrl, event } = await pendingPayment('crypto', 12);
      clock.advance(31 * 60_000);
      await Promise.all([app().clock.tick(), press(redirectUrl, 'pay'), webhook(event()), webhook(event())]);
      const { status } = await statusOf(transaction.id);
      const entries = (await accountsOf(transaction.id)).length;
      expect([status, entries, await creditOf(member.user.id)]).toEqual(
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
