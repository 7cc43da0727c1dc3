// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import type { Quote, Transaction } from '../../../src/contract/index.ts';
import { createMember } from '../../support/build-app.ts';
import { useHttpApp } from '../../support/http-app.ts';
import { ledgerProblems } from '../../support/ledger.ts';
import { createPromo, createTournament, grantCredit, grantTicket } from '../../support/tournaments.ts';
import { enteredMember, liveTournament, openTerminal } from '../../support/trading.ts';

/**
 * The money attack of issue 11: a price or amount sent by the client is refused (never silently trusted), the
 * amount charged is the server's price less a valid promo, and the books balance after every test. The races
 * and webhook attacks are in money-races.test.ts and money-webhooks.test.ts; PATCH /users refusing `credit` is
 * in users.test.ts.
 */
const { app, db, api, press } = useHttpApp();
const MONEY_FIELDS = {
  price: 0,
  amount: 0.01,
  fee: 0,
  total: 0,
  discount: 1000,
  credit: 1e6,
  currency: 'IDR',
};
const code = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

afterEach(async () => {
  expect(await ledgerProblems(db())).toEqual([]);
});

const paymentsOf = (userId: string) =>
  db().selectFrom('transactions').select('id').where('userId', '=', userId).execute();

describe('a price or amount sent by the client', () => {
  it('is refused on checkout and quote, by every method, and nothing is charged or reserved', async () => {
    const member = await createMember(app());
    await grantCredit(db(), member.user.id, 10);
    await grantTicket(db(), member.user.id);
    const promo = code('CLI');
    await createPromo(db(), { code: promo, kind: 'fixed', value: 5, usageCap: 1 });
    const cup = await createTournament(db(), { price: 10 });
    for (const [field, value] of Object.entries(MONEY_FIELDS)) {
      for (const method of ['card', 'crypto', 'credit', 'ticket'] as const) {
        const body = { tournamentId: cup.id, method, chainType: 2, promoCode: promo, [field]: value };
        const answer = await api('POST', '/payments/checkout', member.token, body);
        expect([answer.status, answer.body.message]).toEqual([400, `${field} is not an accepted field`]);
      }
      const quote = await api('POST', '/payments/quote', member.token, {
        tournamentId: cup.id,
        [field]: value,
      });
      expect([quote.status, quote.body.message]).toEqual([400, `${field} is not an accepted field`]);
    }
    expect(await paymentsOf(member.user.id)).toEqual([]);
    const promoRow = await db()
      .selectFrom('promoCodes')
      .select('uses')
      .where('code', '=', promo)
      .executeTakeFirstOrThrow();
    expect(promoRow.uses).toBe(0);
    const user = await db()
      .selectFrom('users')
      .select('credit')
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(user.credit)).toBe(10);
  });

  it('is refused on a trading order, which opens at the server price', async () => {
    const cup = await liveTournament(app());
    const member = await enteredMember(app(), db(), cup.id);
    const terminal = await openTerminal(app(), member.token, cup.id, member.accountId);
    const order = { symbol: 'EURUSD', side: 'buy', volume: 1 };
    for (const field of [
      'price',
      'openPrice',
      'ask',
      'margin',
      'profit',
      'balance',
      'leverage',
      'openedAt',
    ]) {
      const answer = await api('POST', '/terminal/orders', terminal.token, { ...order, [field]: 1 });
      expect([answer.status, answer.body.message]).toEqual([400, `${field} is not an accepted field`]);
    }
    const positions = await db()
      .selectFrom('positions')
      .select('id')
      .where('accountId', '=', member.accountId)
      .execute();
    expect(positions).toEqual([]);
    const ask = app().market.quote('EURUSD')?.ask;
    const opened = await api('POST', '/terminal/orders', terminal.token, order);
    expect(opened.status).toBe(200);
    expect(opened.body.openPrice).toBe(ask);
  });

  it('is ignored by the hosted checkout: its form fields cannot change what is charged', async () => {
    const member = await createMember(app());
    const cup = await createTournament(db(), { price: 25 });
    const started = await api('POST', '/payments/checkout', member.token, {
      tournamentId: cup.id,
      method: 'card',
    });
    const redirectUrl = String(started.body.redirectUrl);
    const paid = await press(redirectUrl, 'pay', 'amount=0.01&currency=IDR&status=paid');
    expect(paid.status).toBe(303);
    const { id } = started.body.transaction as Transaction;
    const payment = await db()
      .selectFrom('transactions')
      .select(['status', 'amount'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(payment).toEqual({ status: 'completed', amount: '25.00' });
  });
});

describe('the amount charged', () => {
  // Price, promo, and what the member pays: rounded to the cent as the server does, never below zero.
  const CASES = [
    { price: 19.99, promo: { kind: 'percent', value: 15 }, total: 16.99 },
    { price: 33.33, promo: { kind: 'percent', value: 33.3 }, total: 22.23 },
    { price: 25, promo: { kind: 'fixed', value: 5 }, total: 20 },
    { price: 12, promo: null, total: 12 },
  ] as const;

  it.each(['card', 'crypto'] as const)(
    'by %s is the tournament price less a valid promo, everywhere',
    async (method) => {
      for (const { price, promo, total } of CASES) {
        const member = await createMember(app());
        const cup = await createTournament(db(), { price });
        const promoCode = promo ? code('AMT') : undefined;
        if (promo && promoCode) await createPromo(db(), { code: promoCode, ...promo });
        const body = { tournamentId: cup.id, ...(promoCode && { promoCode }) };
        const quote = (await api('POST', '/payments/quote', member.token, body)).body as Quote;
        const started = await api('POST', '/payments/checkout', member.token, {
          ...body,
          method,
          ...(method === 'crypto' && { chainType: 5 }),
        });
        expect(started.status).toBe(201);
        const transaction = started.body.transaction as Transaction;
        expect([quote.total, transaction.amount, transaction.price]).toEqual([total, total, price]);
        if (method === 'crypto') expect(transaction.invoice?.amount).toBe(total);
        const provider = await db()
          .selectFrom('sandboxPayments')
          .select(['amount', 'currency'])
          .where('transactionId', '=', transaction.id)
          .executeTakeFirstOrThrow();
        expect(provider).toEqual({
          amount: total.toFixed(2),
          currency: method === 'crypto' ? 'USDT' : 'USD',
        });
        const page = await app().inject({ method: 'GET', url: String(started.body.redirectUrl) });
        expect(page.body).toContain(
          method === 'crypto' ? `${total.toFixed(2)} USDT` : `$${total.toFixed(2)}`,
        );
        expect((await press(String(started.body.redirectUrl), 'pay')).status).toBe(303);
      }
    },
  );

  it('is the price at checkout, not the price the member was quoted before an operator changed it', async () => {
    const member = await createMember(app());
    await grantCredit(db(), member.user.id, 50);
    const cup = await createTournament(db(), { price: 10 });
    const quote = await api('POST', '/payments/quote', member.token, { tournamentId: cup.id });
    expect(quote.body.total).toBe(10);
    await db().updateTable('tournaments').set({ price: 15 }).where('id', '=', cup.id).execute();
    const paid = await api('POST', '/payments/checkout', member.token, {
      tournamentId: cup.id,
      method: 'credit',
    });
    expect(paid.body.transaction).toMatchObject({ price: 15, amount: 15 });
    const user = await db()
      .selectFrom('users')
      .select('credit')
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(user.credit)).toBe(35);
  });

  it('is nothing, and asks no provider, when a promo covers the whole price', async () => {
    const member = await createMember(app());
    const cup = await createTournament(db(), { price: 7.5 });
    const promoCode = code('ALL');
    await createPromo(db(), { code: promoCode, kind: 'fixed', value: 10 });
    const started = await api('POST', '/payments/checkout', member.token, {
      tournamentId: cup.id,
      method: 'card',
      promoCode,
    });
    expect(started.status).toBe(201);
    expect(started.body.redirectUrl).toBeNull();
    expect(started.body.transaction).toMatchObject({
      method: 'free',
      status: 'completed',
      amount: 0,
      discount: 7.5,
    });
  });
});
