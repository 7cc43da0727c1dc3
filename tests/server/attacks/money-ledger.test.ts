// @vitest-environment node
import { sql, type RawBuilder } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Transaction } from '../../../src/contract/index.ts';
import { createMember, testClock } from '../../support/build-app.ts';
import { useHttpApp } from '../../support/http-app.ts';
import { ledgerProblems, type LedgerProblem } from '../../support/ledger.ts';
import { createPromo, createTournament, grantCredit, grantTicket } from '../../support/tournaments.ts';

/**
 * The ledger check itself: after every way money moves (credit, ticket, card with a promo, a late crypto
 * payment, an operator's refund, prizes of the seeded final cup) the books balance; and each invariant catches
 * the corruption it exists for (applied in a transaction that is rolled back), so a green check means something.
 */
const clock = testClock();
const { app, db, api, press } = useHttpApp({}, clock.now);
const ids = { credit: '', ticket: '', card: '', crypto: '', refunded: '', cup: '', promo: '', account: '' };

beforeAll(async () => {
  const member = await createMember(app());
  await grantCredit(db(), member.user.id, 40);
  await grantTicket(db(), member.user.id);
  ids.promo = `LEDGER${Math.random().toString(36).slice(2, 6).toUpperCase()}`;
  await createPromo(db(), { code: ids.promo, kind: 'percent', value: 20 });
  const cups = await Promise.all(
    Array.from({ length: 5 }, () => createTournament(db(), { price: 10 }, clock.now())),
  );
  const pay = async (index: number, body: Record<string, unknown>) => {
    const answer = await api('POST', '/payments/checkout', member.token, {
      tournamentId: cups[index]!.id,
      ...body,
    });
    expect(answer.status).toBe(201);
    return { id: (answer.body.transaction as Transaction).id, url: String(answer.body.redirectUrl) };
  };
  ids.credit = (await pay(0, { method: 'credit' })).id;
  ids.ticket = (await pay(1, { method: 'ticket' })).id;
  const card = await pay(2, { method: 'card', promoCode: ids.promo });
  await press(card.url, 'pay');
  ids.card = card.id;
  const crypto = await pay(3, { method: 'crypto', chainType: 2 });
  ids.crypto = crypto.id;
  ids.refunded = (await pay(4, { method: 'credit' })).id;
  await app().entries.refund(ids.refunded);
  clock.advance(31 * 60_000);
  await app().clock.tick();
  await press(crypto.url, 'pay');
  ids.cup = cups[0]!.id;
  const account = await db()
    .selectFrom('tradeAccounts')
    .select('id')
    .where('transactionId', '=', ids.credit)
    .executeTakeFirstOrThrow();
  ids.account = account.id;
});

/** The problems found with a corruption applied, the corruption then rolled back. */
async function problemsWith(corruption: () => RawBuilder<unknown>): Promise<Array<LedgerProblem['check']>> {
  let found: LedgerProblem[] = [];
  await db()
    .transaction()
    .execute(async (trx) => {
      await corruption().execute(trx);
      found = await ledgerProblems(trx);
      throw new Error('roll back');
    })
    .catch((error: unknown) => {
      if (!(error instanceof Error && error.message === 'roll back')) throw error;
    });
  return found.map((problem) => problem.check);
}

describe('the ledger check', () => {
  it('balances after credit, ticket, card with promo, late crypto, refund and prizes', async () => {
    const late = await db()
      .selectFrom('creditMovements')
      .select('amount')
      .where('transactionId', '=', ids.crypto)
      .execute();
    expect(late).toEqual([{ amount: '10.00' }]);
    expect(await ledgerProblems(db())).toEqual([]);
  });

  const CORRUPTIONS: Array<[LedgerProblem['check'], () => RawBuilder<unknown>]> = [
    [
      'creditIsItsLedger',
      () =>
        sql`UPDATE users SET credit = credit + 5 WHERE id = (SELECT user_id FROM transactions WHERE id = ${ids.credit})`,
    ],
    [
      'ledgerNeverOverdrawn',
      () => sql`UPDATE credit_movements SET id = -id WHERE transaction_id = ${ids.credit}`,
    ],
    [
      'movementsHaveTheirCause',
      () =>
        sql`UPDATE credit_movements SET transaction_id = ${ids.card} WHERE transaction_id = ${ids.credit}`,
    ],
    [
      'creditPaymentsDebitedOnce',
      () => sql`DELETE FROM credit_movements WHERE transaction_id = ${ids.refunded} AND reason = 'refund'`,
    ],
    [
      'latePaymentsCreditedOnce',
      () =>
        sql`INSERT INTO credit_movements (user_id, amount, reason, transaction_id) SELECT user_id, amount, reason, transaction_id FROM credit_movements WHERE transaction_id = ${ids.crypto}`,
    ],
    ['prizesMatchTheBoard', () => sql`UPDATE trade_accounts SET profit_credit = 5 WHERE id = ${ids.account}`],
    [
      'ticketsPayOneEntry',
      () =>
        sql`UPDATE tickets SET used_by_transaction_id = NULL WHERE used_by_transaction_id = ${ids.ticket}`,
    ],
    ['promoUsesAddUp', () => sql`UPDATE promo_codes SET uses = uses + 1 WHERE code = ${ids.promo}`],
    ['promoUsesHeldByLivePayments', () => sql`DELETE FROM promo_uses WHERE transaction_id = ${ids.card}`],
    ['amountsFollowThePrice', () => sql`UPDATE transactions SET amount = 1 WHERE id = ${ids.card}`],
    [
      'oneAccountPerCompletedPayment',
      () => sql`UPDATE transactions SET status = 'failed' WHERE id = ${ids.ticket}`,
    ],
    [
      'liveAccountsArePaid',
      () => sql`UPDATE trade_accounts SET transaction_id = NULL WHERE id = ${ids.account}`,
    ],
    ['seatsAreTheEntries', () => sql`UPDATE tournaments SET players = players + 1 WHERE id = ${ids.cup}`],
    [
      'providerChargesTheAmount',
      () => sql`UPDATE sandbox_payments SET amount = 0.01 WHERE transaction_id = ${ids.card}`,
    ],
  ];

  it.each(CORRUPTIONS)('catches a break of %s', async (check, corruption) => {
    expect(await problemsWith(corruption)).toContain(check);
  });
});
