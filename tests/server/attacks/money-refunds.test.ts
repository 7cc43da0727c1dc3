// @vitest-environment node
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { refundEntry } from '../../../server/src/repositories/settlements.ts';
import { findSandboxPayment } from '../../../server/src/payments/sandbox-provider.ts';
import { testClock } from '../../support/build-app.ts';
import { flakyRefunds } from '../../support/flaky-refunds.ts';
import { useHttpApp } from '../../support/http-app.ts';
import { ledgerProblems } from '../../support/ledger.ts';
import { pendingPayments } from '../../support/pending-payments.ts';

/**
 * A refund the provider owes is never lost (DECISIONS.md section 5): it is recorded with the refund in one commit,
 * sent after it, and retried by the clock with backoff while the provider is down or after the platform died
 * between the commit and the call; the provider refunds once, and the books balance throughout.
 */
const clock = testClock();
const harness = useHttpApp({}, clock.now);
const { app, db, webhook, press } = harness;
const { pendingPayment, statusOf } = pendingPayments(harness, clock.now);
const MINUTE = 60_000;

let provider: ReturnType<typeof flakyRefunds> | null = null;
afterEach(async () => {
  provider?.restore();
  provider = null;
  expect(await ledgerProblems(db())).toEqual([]);
});

const owed = (id: string) =>
  db()
    .selectFrom('transactions')
    .select(['status', 'providerRefundDueAt', 'providerRefundedAt', 'providerRefundAttempts'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
const providerStatus = async (providerPaymentId: string | null) =>
  (await findSandboxPayment(app(), providerPaymentId ?? ''))?.status;
const tickAfter = async (ms: number) => {
  clock.advance(ms);
  await app().clock.tick();
};

/** A card payment reported failed out of order, then paid on the hosted page: its money must go back. */
async function paidAfterFailure() {
  const payment = await pendingPayment('card', 20);
  expect((await webhook(payment.event({ type: 'payment.failed' }))).status).toBe(200);
  return payment;
}

describe('a provider refund', () => {
  it('survives the provider being down: the webhook is taken, the refund owed, then sent once by the clock', async () => {
    const { transaction, redirectUrl } = await paidAfterFailure();
    provider = flakyRefunds(app(), 2);
    expect((await press(redirectUrl, 'pay')).status).toBe(303);
    // The report was taken (a 500 would make the sandbox reopen its page) although the refund call failed.
    expect(await providerStatus(transaction.providerPaymentId)).toBe('paid');
    expect((await statusOf(transaction.id)).status).toBe('refunded');
    expect(await owed(transaction.id)).toMatchObject({ providerRefundedAt: null, providerRefundAttempts: 1 });
    expect((await owed(transaction.id)).providerRefundDueAt).not.toBeNull();
    expect(await ledgerProblems(db())).toEqual([]);

    // Backoff: not tried again at once, then after a minute (fails again), then after two more (sent).
    await app().clock.tick();
    expect(provider.callsFor(transaction.id)).toEqual({ tried: 1, confirmed: 0 });
    await tickAfter(MINUTE);
    expect(provider.callsFor(transaction.id)).toEqual({ tried: 2, confirmed: 0 });
    await tickAfter(2 * MINUTE);
    expect(provider.callsFor(transaction.id)).toEqual({ tried: 3, confirmed: 1 });
    await tickAfter(3 * 3_600_000);
    expect(provider.callsFor(transaction.id)).toEqual({ tried: 3, confirmed: 1 });

    expect(await providerStatus(transaction.providerPaymentId)).toBe('refunded');
    expect(await owed(transaction.id)).toMatchObject({
      providerRefundDueAt: null,
      providerRefundAttempts: 3,
    });
    expect((await owed(transaction.id)).providerRefundedAt).not.toBeNull();
  });

  it('survives the platform dying between the commit and the call: the clock sends it once', async () => {
    const { transaction, redirectUrl } = await pendingPayment('card', 30);
    expect((await press(redirectUrl, 'pay')).status).toBe(303);
    expect((await statusOf(transaction.id)).status).toBe('completed');
    provider = flakyRefunds(app(), 0);
    // An operator's refund commits, and the process is killed before it calls the provider.
    await refundEntry(db(), transaction.id, clock.now());
    expect(await providerStatus(transaction.providerPaymentId)).toBe('paid');
    expect((await owed(transaction.id)).providerRefundDueAt).not.toBeNull();

    await Promise.all([app().clock.tick(), app().entries.sendOwedRefunds(), app().entries.sendOwedRefunds()]);
    await tickAfter(2 * 3_600_000);
    expect(provider.callsFor(transaction.id)).toEqual({ tried: 1, confirmed: 1 });
    expect(await providerStatus(transaction.providerPaymentId)).toBe('refunded');
  });

  it("of an operator's refund with the provider down: the refund succeeds and the money follows", async () => {
    const { transaction, redirectUrl } = await pendingPayment('card', 15);
    await press(redirectUrl, 'pay');
    provider = flakyRefunds(app(), 1);
    await app().entries.refund(transaction.id);
    expect(await providerStatus(transaction.providerPaymentId)).toBe('paid');
    await tickAfter(MINUTE);
    expect(provider.callsFor(transaction.id)).toEqual({ tried: 2, confirmed: 1 });
    expect(await providerStatus(transaction.providerPaymentId)).toBe('refunded');
  });

  it('neither sent nor owed, or sent but not refunded by the provider, breaks the books', async () => {
    const { transaction, redirectUrl } = await paidAfterFailure();
    await press(redirectUrl, 'pay');
    expect((await owed(transaction.id)).providerRefundedAt).not.toBeNull();
    const broken = async (corruption: ReturnType<typeof sql>) => {
      let checks: string[] = [];
      await db()
        .transaction()
        .execute(async (trx) => {
          await corruption.execute(trx);
          checks = (await ledgerProblems(trx)).map((problem) => problem.check);
          throw new Error('roll back');
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error && error.message === 'roll back')) throw error;
        });
      return checks;
    };
    expect(
      await broken(sql`UPDATE transactions SET provider_refunded_at = NULL WHERE id = ${transaction.id}`),
    ).toContain('providerRefundsSentOrOwed');
    expect(
      await broken(
        sql`UPDATE sandbox_payments SET status = 'paid' WHERE id = ${transaction.providerPaymentId}`,
      ),
    ).toContain('providerRefundsSentOrOwed');
  });
});
