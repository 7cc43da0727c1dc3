// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { callApi } from '../support/api.ts';
import { createMember } from '../support/build-app.ts';
import { createPromo, createTournament, grantCredit, grantTicket } from '../support/tournaments.ts';
import { postWebhook } from '../support/payments.ts';
import { useTestApp } from '../support/use-test-app.ts';

/**
 * Concurrent requests racing for one seat, one credit balance, one promo use, one ticket and one fulfilment, on
 * the real PostgreSQL (the requests run at once over a pool of ten connections).
 */
const testApp = useTestApp();
const call = callApi(() => testApp().app);
const db = () => testApp().db;
const statuses = (responses: Array<{ statusCode: number }>) =>
  responses.map((response) => response.statusCode).sort();
const count = (responses: Array<{ statusCode: number }>, status: number) =>
  responses.filter((response) => response.statusCode === status).length;

/** Credit on every member adds up with their ledger: nothing moved without being written down. */
async function expectLedgerBalanced(userIds: string[]) {
  for (const userId of userIds) {
    const user = await db()
      .selectFrom('users')
      .select('credit')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow();
    const ledger = await db()
      .selectFrom('creditMovements')
      .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('amount'), eb.val('0')).as('total'))
      .where('userId', '=', userId)
      .executeTakeFirstOrThrow();
    expect(Number(user.credit)).toBe(Number(ledger.total));
  }
}

describe('entries racing each other', () => {
  it('eight members racing for the last seat: exactly one gets it', async () => {
    const tournament = await createTournament(db(), { capacity: 1, price: 10 });
    const members = await Promise.all(Array.from({ length: 8 }, () => createMember(testApp().app)));
    for (const member of members) await grantCredit(db(), member.user.id, 10);
    const responses = await Promise.all(
      members.map((member) =>
        call('POST', '/payments/checkout', member.token, { tournamentId: tournament.id, method: 'credit' }),
      ),
    );
    expect(statuses(responses)).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    expect(
      responses
        .filter((r) => r.statusCode === 409)
        .every((r) => r.json().message === 'This tournament is full'),
    ).toBe(true);
    const row = await db()
      .selectFrom('tournaments')
      .select('players')
      .where('id', '=', tournament.id)
      .executeTakeFirstOrThrow();
    expect(row.players).toBe(1);
    const accounts = await db()
      .selectFrom('tradeAccounts')
      .select('id')
      .where('tournamentId', '=', tournament.id)
      .execute();
    expect(accounts).toHaveLength(1);
    const credits = await Promise.all(
      members.map(async (member) =>
        Number(
          (
            await db()
              .selectFrom('users')
              .select('credit')
              .where('id', '=', member.user.id)
              .executeTakeFirstOrThrow()
          ).credit,
        ),
      ),
    );
    expect(credits.sort()).toEqual([0, 10, 10, 10, 10, 10, 10, 10]);
    await expectLedgerBalanced(members.map((member) => member.user.id));
  });

  it('one member spending the same credit on five tournaments at once: it is spent once', async () => {
    const member = await createMember(testApp().app);
    await grantCredit(db(), member.user.id, 30);
    const tournaments = await Promise.all(
      Array.from({ length: 5 }, () => createTournament(db(), { price: 30 })),
    );
    const responses = await Promise.all(
      tournaments.map((tournament) =>
        call('POST', '/payments/checkout', member.token, { tournamentId: tournament.id, method: 'credit' }),
      ),
    );
    expect(count(responses, 201)).toBe(1);
    expect(count(responses, 409)).toBe(4);
    const user = await db()
      .selectFrom('users')
      .select('credit')
      .where('id', '=', member.user.id)
      .executeTakeFirstOrThrow();
    expect(Number(user.credit)).toBe(0);
    await expectLedgerBalanced([member.user.id]);
  });

  it('one member entering the same tournament twice at once, by credit and by ticket: one entry', async () => {
    const member = await createMember(testApp().app);
    await grantCredit(db(), member.user.id, 10);
    await grantTicket(db(), member.user.id);
    const tournament = await createTournament(db(), { price: 10 });
    const responses = await Promise.all(
      (['credit', 'ticket', 'credit', 'ticket'] as const).map((method) =>
        call('POST', '/payments/checkout', member.token, { tournamentId: tournament.id, method }),
      ),
    );
    expect(count(responses, 201)).toBe(1);
    const accounts = await db()
      .selectFrom('tradeAccounts')
      .select('id')
      .where('userId', '=', member.user.id)
      .execute();
    expect(accounts).toHaveLength(1);
    const [credit, ticket] = await Promise.all([
      db().selectFrom('users').select('credit').where('id', '=', member.user.id).executeTakeFirstOrThrow(),
      db()
        .selectFrom('tickets')
        .select('usedByTransactionId')
        .where('userId', '=', member.user.id)
        .executeTakeFirstOrThrow(),
    ]);
    // Exactly one of the two ways paid.
    const isPaidByCredit = Number(credit.credit) === 0;
    const isPaidByTicket = ticket.usedByTransactionId !== null;
    expect(isPaidByCredit).not.toBe(isPaidByTicket);
    await expectLedgerBalanced([member.user.id]);
  });

  it('one ticket raced into four tournaments: it pays one entry', async () => {
    const member = await createMember(testApp().app);
    await grantTicket(db(), member.user.id);
    const tournaments = await Promise.all(Array.from({ length: 4 }, () => createTournament(db(), {})));
    const responses = await Promise.all(
      tournaments.map((tournament) =>
        call('POST', '/payments/checkout', member.token, { tournamentId: tournament.id, method: 'ticket' }),
      ),
    );
    expect(statuses(responses)).toEqual([201, 409, 409, 409]);
  });

  it('a promo code with one use left, raced by six members: one gets the discount', async () => {
    const code = `RACE${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
    await createPromo(db(), { code, kind: 'percent', value: 50, usageCap: 1 });
    const tournament = await createTournament(db(), { price: 20 });
    const members = await Promise.all(Array.from({ length: 6 }, () => createMember(testApp().app)));
    const responses = await Promise.all(
      members.map((member) =>
        call('POST', '/payments/checkout', member.token, {
          tournamentId: tournament.id,
          method: 'card',
          promoCode: code,
        }),
      ),
    );
    expect(statuses(responses)).toEqual([201, 422, 422, 422, 422, 422]);
    const promo = await db()
      .selectFrom('promoCodes')
      .select('uses')
      .where('code', '=', code)
      .executeTakeFirstOrThrow();
    expect(promo.uses).toBe(1);
  });

  it('a promo code used by one member on two tournaments at once: once per member', async () => {
    const code = `ONCE${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
    await createPromo(db(), { code, kind: 'fixed', value: 5 });
    const member = await createMember(testApp().app);
    const tournaments = await Promise.all([createTournament(db(), {}), createTournament(db(), {})]);
    const responses = await Promise.all(
      tournaments.map((tournament) =>
        call('POST', '/payments/checkout', member.token, {
          tournamentId: tournament.id,
          method: 'card',
          promoCode: code,
        }),
      ),
    );
    expect(statuses(responses)).toEqual([201, 422]);
  });

  it('the same payment reported paid by several events at once: fulfilled once', async () => {
    const member = await createMember(testApp().app);
    const tournament = await createTournament(db(), { price: 15 });
    const started = await call('POST', '/payments/checkout', member.token, {
      tournamentId: tournament.id,
      method: 'card',
    });
    const { id, providerPaymentId } = started.json().transaction;
    const app = testApp().app;
    const responses = await Promise.all(
      Array.from({ length: 5 }, (_, index) => {
        const body = JSON.stringify({
          eventId: `evt_race_${index}`,
          type: 'payment.succeeded',
          transactionId: id,
          providerPaymentId,
          amount: 15,
          currency: 'USD',
        });
        return postWebhook(app, body);
      }),
    );
    expect(responses.every((response) => response.statusCode === 200)).toBe(true);
    const accounts = await db()
      .selectFrom('tradeAccounts')
      .select('id')
      .where('transactionId', '=', id)
      .execute();
    expect(accounts).toHaveLength(1);
    const row = await db()
      .selectFrom('tournaments')
      .select('players')
      .where('id', '=', tournament.id)
      .executeTakeFirstOrThrow();
    expect(row.players).toBe(1);
  });
});
