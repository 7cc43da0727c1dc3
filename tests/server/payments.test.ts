// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { CheckoutResult, Purchase, Transaction } from '../../src/contract/index.ts';
import { callApi } from '../support/api.ts';
import { createMember } from '../support/build-app.ts';
import { createPromo, createTournament, grantCredit, grantTicket } from '../support/tournaments.ts';
import { useTestApp } from '../support/use-test-app.ts';

const testApp = useTestApp();
const call = callApi(() => testApp().app);
const member = () => createMember(testApp().app);
const db = () => testApp().db;
const HOUR = 3_600_000;
const code = (prefix: string) => `${prefix}${Math.random().toString(36).slice(2, 8).toUpperCase()}`;

const checkout = async (token: string, body: Record<string, unknown>) => {
  const response = await call('POST', '/payments/checkout', token, body);
  return { response, result: response.json() as CheckoutResult };
};
const creditOf = async (userId: string) =>
  Number(
    (await db().selectFrom('users').select('credit').where('id', '=', userId).executeTakeFirstOrThrow())
      .credit,
  );

describe('POST /api/v1/payments/quote', () => {
  it('prices the entry with a percent or a fixed promo code, never below zero', async () => {
    const { token } = await member();
    const tournament = await createTournament(db(), { price: 40 });
    const percent = code('P');
    const fixed = code('F');
    await createPromo(db(), { code: percent, kind: 'percent', value: 25 });
    await createPromo(db(), { code: fixed, kind: 'fixed', value: 100 });
    const plain = await call('POST', '/payments/quote', token, { tournamentId: tournament.id });
    expect(plain.json()).toEqual({ price: 40, discount: 0, total: 40, currency: 'USD', promoCode: null });
    const off = await call('POST', '/payments/quote', token, {
      tournamentId: tournament.id,
      promoCode: percent.toLowerCase(),
    });
    expect(off.json()).toEqual({ price: 40, discount: 10, total: 30, currency: 'USD', promoCode: percent });
    const whole = await call('POST', '/payments/quote', token, {
      tournamentId: tournament.id,
      promoCode: fixed,
    });
    expect(whole.json()).toMatchObject({ discount: 40, total: 0 });
  });

  it('answers "Promo code is invalid" for unknown, expired, used-up, other-tournament and already-used codes', async () => {
    const { token, user } = await member();
    const tournament = await createTournament(db(), { price: 10 });
    const other = await createTournament(db(), {});
    const expired = code('E');
    const capped = code('C');
    const elsewhere = code('O');
    const used = code('U');
    await createPromo(db(), {
      code: expired,
      kind: 'percent',
      value: 10,
      expiresAt: new Date(Date.now() - HOUR),
    });
    await createPromo(db(), { code: capped, kind: 'percent', value: 10, usageCap: 1 });
    await createPromo(db(), { code: elsewhere, kind: 'percent', value: 10, tournamentId: other.id });
    await createPromo(db(), { code: used, kind: 'percent', value: 10 });
    const someone = await member();
    await grantCredit(db(), someone.user.id, 50);
    const usedUp = await createTournament(db(), {});
    expect(
      (await checkout(someone.token, { tournamentId: usedUp.id, method: 'credit', promoCode: capped }))
        .response.statusCode,
    ).toBe(201);
    await grantCredit(db(), user.id, 50);
    expect(
      (await checkout(token, { tournamentId: other.id, method: 'credit', promoCode: used })).response
        .statusCode,
    ).toBe(201);

    for (const promoCode of ['NOPE', expired, capped, elsewhere, used]) {
      const response = await call('POST', '/payments/quote', token, {
        tournamentId: tournament.id,
        promoCode,
      });
      expect(response.statusCode, promoCode).toBe(422);
      expect(response.json().message).toBe('Promo code is invalid');
    }
  });

  it('refuses malformed input with the field named', async () => {
    const { token } = await member();
    const cases: Array<[unknown, string]> = [
      [{}, 'tournamentId is required'],
      [{ tournamentId: 'abc' }, 'tournamentId must be a valid uuid'],
      [
        { tournamentId: '00000000-0000-4000-8000-000000000000', promoCode: 'no spaces' },
        'promoCode has characters that are not allowed',
      ],
      [{ tournamentId: '00000000-0000-4000-8000-000000000000', price: 0 }, 'price is not an accepted field'],
    ];
    for (const [body, message] of cases) {
      const response = await call('POST', '/payments/quote', token, body as Record<string, unknown>);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('POST /api/v1/payments/checkout', () => {
  it('by credit: takes the total from the credit, writes the ledger and completes the entry at once', async () => {
    const { token, user } = await member();
    const tournament = await createTournament(db(), { price: 30 });
    const promo = code('CR');
    await createPromo(db(), { code: promo, kind: 'fixed', value: 10 });
    await grantCredit(db(), user.id, 25);
    const { response, result } = await checkout(token, {
      tournamentId: tournament.id,
      method: 'credit',
      promoCode: promo,
      profileName: '  Night Trader ',
    });
    expect(response.statusCode).toBe(201);
    expect(result.redirectUrl).toBeNull();
    expect(result.transaction).toMatchObject({
      method: 'credit',
      status: 'completed',
      price: 30,
      discount: 10,
      amount: 20,
      currency: 'USD',
      promoCode: promo,
      profileName: 'Night Trader',
      accountStatus: 'creating',
    });
    expect(await creditOf(user.id)).toBe(5);
    const ledger = await db()
      .selectFrom('creditMovements')
      .select(['amount', 'reason'])
      .where('userId', '=', user.id)
      .orderBy('id')
      .execute();
    expect(ledger.map((row) => [Number(row.amount), row.reason])).toEqual([
      [25, 'grant'],
      [-20, 'entry'],
    ]);
  });

  it('by credit: refuses when the credit does not cover the total, and changes nothing', async () => {
    const { token, user } = await member();
    const tournament = await createTournament(db(), { price: 30 });
    await grantCredit(db(), user.id, 29.99);
    const { response } = await checkout(token, { tournamentId: tournament.id, method: 'credit' });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Not enough credit to pay the entry');
    expect(await creditOf(user.id)).toBe(29.99);
    expect(
      await db().selectFrom('transactions').select('id').where('userId', '=', user.id).execute(),
    ).toEqual([]);
  });

  it('by ticket: uses a ticket valid for the type, ignores a promo code, and refuses without one', async () => {
    const { token, user } = await member();
    const main = await createTournament(db(), { type: 'master_tournament', price: 50 });
    await grantTicket(db(), user.id, 'mini_tournament');
    const refused = await checkout(token, { tournamentId: main.id, method: 'ticket' });
    expect(refused.response.statusCode).toBe(409);
    expect(refused.response.json().message).toBe('You have no ticket for this tournament');

    await grantTicket(db(), user.id, 'master_tournament');
    const { result } = await checkout(token, {
      tournamentId: main.id,
      method: 'ticket',
      promoCode: 'IGNORED',
    });
    expect(result.transaction).toMatchObject({
      method: 'ticket',
      status: 'completed',
      amount: 0,
      promoCode: null,
    });
    const tickets = await db()
      .selectFrom('tickets')
      .selectAll()
      .where('userId', '=', user.id)
      .orderBy('tournamentType')
      .execute();
    expect(tickets.map((ticket) => [ticket.tournamentType, ticket.usedByTransactionId])).toEqual([
      ['master_tournament', result.transaction.id],
      ['mini_tournament', null],
    ]);
  });

  it('a zero total is a free entry: completes at once whatever method was named', async () => {
    const { token } = await member();
    const free = await createTournament(db(), { price: 0 });
    const { result } = await checkout(token, { tournamentId: free.id, method: 'card' });
    expect(result.transaction).toMatchObject({ method: 'free', status: 'completed', amount: 0 });
    expect(result.redirectUrl).toBeNull();
  });

  it('by card: records a pending payment and sends the member to the hosted checkout', async () => {
    const { token } = await member();
    const tournament = await createTournament(db(), { price: 25 });
    const { response, result } = await checkout(token, { tournamentId: tournament.id, method: 'card' });
    expect(response.statusCode).toBe(201);
    expect(result.transaction).toMatchObject({
      method: 'card',
      status: 'pending',
      amount: 25,
      accountId: null,
    });
    expect(result.transaction.providerPaymentId).toMatch(/^sbx_pay_/);
    expect(result.redirectUrl).toBe(`/api/v1/payments/sandbox/${result.transaction.providerPaymentId}`);
  });

  it('by crypto: needs a chain, then answers a USDT invoice on it', async () => {
    const { token } = await member();
    const tournament = await createTournament(db(), { price: 12.5 });
    const chainless = await checkout(token, { tournamentId: tournament.id, method: 'crypto' });
    expect(chainless.response.statusCode).toBe(422);
    expect(chainless.response.json().message).toBe('Choose a crypto chain to pay with crypto');
    const wrongChain = await checkout(token, { tournamentId: tournament.id, method: 'crypto', chainType: 3 });
    expect(wrongChain.response.statusCode).toBe(400);

    const tron = await checkout(token, { tournamentId: tournament.id, method: 'crypto', chainType: 4 });
    expect(tron.result.transaction.invoice).toMatchObject({ chainType: 4, currency: 'USDT', amount: 12.5 });
    expect(tron.result.transaction.invoice?.address).toMatch(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const expiresIn = new Date(tron.result.transaction.invoice?.expiresAt ?? 0).getTime() - Date.now();
    expect(expiresIn).toBeGreaterThan(29 * 60_000);
    const bsc = await checkout(token, { tournamentId: tournament.id, method: 'crypto', chainType: 5 });
    expect(bsc.result.transaction.invoice?.address).toMatch(/^0x[0-9a-f]{40}$/);
  });

  it('refuses a second entry, a closed registration, a full tournament and an unknown one', async () => {
    const { token, user } = await member();
    await grantCredit(db(), user.id, 100);
    const tournament = await createTournament(db(), {});
    expect(
      (await checkout(token, { tournamentId: tournament.id, method: 'credit' })).response.statusCode,
    ).toBe(201);
    const twice = await checkout(token, { tournamentId: tournament.id, method: 'credit' });
    expect(twice.response.statusCode).toBe(409);
    expect(twice.response.json().message).toBe('You have already joined this tournament');

    const late = await createTournament(db(), {}, new Date(Date.now() - 49 * HOUR));
    const closed = await checkout(token, { tournamentId: late.id, method: 'credit' });
    expect(closed.response.statusCode).toBe(409);
    expect(closed.response.json().message).toBe('Registration for this tournament is closed');

    const small = await createTournament(db(), { capacity: 1 });
    const first = await member();
    await grantCredit(db(), first.user.id, 10);
    await checkout(first.token, { tournamentId: small.id, method: 'credit' });
    const full = await checkout(token, { tournamentId: small.id, method: 'credit' });
    expect(full.response.statusCode).toBe(409);
    expect(full.response.json().message).toBe('This tournament is full');

    const unknown = await checkout(token, {
      tournamentId: '00000000-0000-4000-8000-000000000000',
      method: 'credit',
    });
    expect(unknown.response.statusCode).toBe(404);
    expect(await creditOf(user.id)).toBe(90);
  });

  it('ignores a price or amount sent by the client', async () => {
    const { token } = await member();
    const tournament = await createTournament(db(), { price: 25 });
    for (const field of ['price', 'amount', 'discount', 'userId', 'status']) {
      const { response } = await checkout(token, { tournamentId: tournament.id, method: 'card', [field]: 0 });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toBe(`${field} is not an accepted field`);
    }
  });

  it('answers a repeat with the same Idempotency-Key with the stored result, not a second entry', async () => {
    const { token, user } = await member();
    const tournament = await createTournament(db(), { price: 5 });
    await grantCredit(db(), user.id, 20);
    const send = () =>
      testApp().app.inject({
        method: 'POST',
        url: '/api/v1/payments/checkout',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'checkout-key-0001' },
        payload: { tournamentId: tournament.id, method: 'credit' },
      });
    const first = await send();
    const repeat = await send();
    expect(repeat.statusCode).toBe(201);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.json().transaction.id).toBe(first.json().transaction.id);
    expect(await creditOf(user.id)).toBe(15);
  });

  it('replays a card checkout with its checkout link, stored after the entry committed', async () => {
    const { token } = await member();
    const tournament = await createTournament(db(), { price: 5 });
    const send = () =>
      testApp().app.inject({
        method: 'POST',
        url: '/api/v1/payments/checkout',
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'checkout-card-0001' },
        payload: { tournamentId: tournament.id, method: 'card' },
      });
    const first = await send();
    expect(first.json().redirectUrl).toEqual(expect.any(String));
    const repeat = await send();
    expect([repeat.statusCode, repeat.headers['idempotent-replayed'], repeat.json()]).toEqual([
      201,
      'true',
      first.json(),
    ]);
  });
});

describe('GET /api/v1/payments/transactions/{id} and purchase-history', () => {
  it('show the member’s own payments; another member’s answers 404', async () => {
    const { token, user } = await member();
    const other = await member();
    const tournament = await createTournament(db(), { price: 8, title: 'History Open' });
    await grantCredit(db(), user.id, 8);
    const { result } = await checkout(token, {
      tournamentId: tournament.id,
      method: 'credit',
      profileName: 'Ledger',
    });
    const own = await call('GET', `/payments/transactions/${result.transaction.id}`, token);
    expect(own.json() as Transaction).toMatchObject({
      id: result.transaction.id,
      tournamentTitle: 'History Open',
    });
    const foreign = await call('GET', `/payments/transactions/${result.transaction.id}`, other.token);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe('Transaction not found');

    const history = (await call('GET', '/payments/purchase-history', token)).json() as Purchase[];
    expect(history).toEqual([
      expect.objectContaining({
        transactionId: result.transaction.id,
        tournamentTitle: 'History Open',
        profileName: 'Ledger',
        amount: 8,
        method: 'credit',
        status: 'completed',
        providerPaymentId: null,
      }),
    ]);
    expect((await call('GET', '/payments/purchase-history', other.token)).json()).toEqual([]);
  });
});

describe('trade profiles', () => {
  it('the member renames their own profile; a blank name or another member’s account is refused', async () => {
    const { token, user } = await member();
    const other = await member();
    const tournament = await createTournament(db(), {});
    await grantCredit(db(), user.id, 10);
    const { result } = await checkout(token, { tournamentId: tournament.id, method: 'credit' });
    const accountId = result.transaction.accountId ?? '';
    const profiles = (await call('GET', '/trade-profiles', token)).json();
    expect(profiles).toEqual([
      expect.objectContaining({ accountId, mode: 'live', tournamentId: tournament.id }),
    ]);
    expect(profiles[0].profileName).toMatch(/^Test-\d{4}$/);

    const renamed = await call('PATCH', `/trade-profiles/${accountId}`, token, { profileName: ' Alpha ' });
    expect(renamed.json()).toMatchObject({ accountId, profileName: 'Alpha' });
    const blank = await call('PATCH', `/trade-profiles/${accountId}`, token, { profileName: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('profileName must not be empty');
    const foreign = await call('PATCH', `/trade-profiles/${accountId}`, other.token, {
      profileName: 'Mine now',
    });
    expect(foreign.statusCode).toBe(404);
    const sneaky = await call('PATCH', `/trade-profiles/${accountId}`, token, {
      profileName: 'X',
      equity: 1e9,
    });
    expect(sneaky.statusCode).toBe(400);
  });
});
