// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { finalizeDue } from '../../../server/src/jobs/finalize.ts';
import { createMember } from '../../support/build-app.ts';
import { useHttpApp, type HttpAnswer } from '../../support/http-app.ts';
import { ledgerProblems } from '../../support/ledger.ts';
import { createPromo, createTournament, grantCredit, grantTicket } from '../../support/tournaments.ts';

/**
 * Double spends over real HTTP: many requests at once on separate connections, several rounds each, and the
 * books checked after every round (tests/support/ledger.ts). payments-races.test.ts holds the single-round
 * races through inject (last seat, one promo use, one fulfilment); these add rounds, mixed methods, HTTP and
 * the whole-ledger check.
 */
const { app, db, api, press } = useHttpApp();
const ROUNDS = 3;
const count = (answers: HttpAnswer[], status: number) => answers.filter((a) => a.status === status).length;
const creditOf = async (userId: string) =>
  Number(
    (await db().selectFrom('users').select('credit').where('id', '=', userId).executeTakeFirstOrThrow())
      .credit,
  );
const tournaments = (n: number, fields: Parameters<typeof createTournament>[1] = {}) =>
  Promise.all(Array.from({ length: n }, () => createTournament(db(), fields)));
const checkout = (token: string, body: Record<string, unknown>, headers?: Record<string, string>) =>
  api('POST', '/payments/checkout', token, body, headers);

afterEach(async () => {
  expect(await ledgerProblems(db())).toEqual([]);
});

describe('credit spent twice at once', () => {
  it('25 of credit raced into five entries of 10: two are paid, 5 is left, every round', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await createMember(app());
      await grantCredit(db(), member.user.id, 25);
      const cups = await tournaments(5, { price: 10 });
      const answers = await Promise.all(
        cups.map((cup) => checkout(member.token, { tournamentId: cup.id, method: 'credit' })),
      );
      expect(count(answers, 201)).toBe(2);
      expect(answers.filter((a) => a.status === 409).map((a) => a.body.message)).toEqual(
        Array(3).fill('Not enough credit to pay the entry'),
      );
      expect(await creditOf(member.user.id)).toBe(5);
      expect(await ledgerProblems(db())).toEqual([]);
    }
  });

  it('an operator refund racing two new spends of the same credit: it is spent at most once more', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await createMember(app());
      await grantCredit(db(), member.user.id, 10);
      const [first, ...next] = await tournaments(3, { price: 10 });
      const entered = await checkout(member.token, { tournamentId: first!.id, method: 'credit' });
      const paymentId = (entered.body.transaction as { id: string }).id;
      const [, ...answers] = await Promise.all([
        app().entries.refund(paymentId),
        ...next.map((cup) => checkout(member.token, { tournamentId: cup.id, method: 'credit' })),
      ]);
      const spent = count(answers, 201);
      expect(spent).toBeLessThanOrEqual(1);
      expect(await creditOf(member.user.id)).toBe(10 - 10 * spent);
      expect(await ledgerProblems(db())).toEqual([]);
    }
  });

  it('one Idempotency-Key sent six times at once: one payment, one debit', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await createMember(app());
      await grantCredit(db(), member.user.id, 30);
      const [cup] = await tournaments(1, { price: 10 });
      const key = { 'idempotency-key': `money-race-${round}-${Date.now()}` };
      const answers = await Promise.all(
        Array.from({ length: 6 }, () =>
          checkout(member.token, { tournamentId: cup!.id, method: 'credit' }, key),
        ),
      );
      // A repeat answers the stored result (201) or, while the first still runs, 409 to retry later.
      expect(answers.every((a) => a.status === 201 || a.status === 409)).toBe(true);
      expect(new Set(answers.filter((a) => a.status === 201).map((a) => JSON.stringify(a.body))).size).toBe(
        1,
      );
      expect(await creditOf(member.user.id)).toBe(20);
      expect(await ledgerProblems(db())).toEqual([]);
    }
  });
});

describe('tickets used twice at once', () => {
  it('two tickets raced into five entries: two are paid, every round', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await createMember(app());
      await grantTicket(db(), member.user.id);
      await grantTicket(db(), member.user.id, 'mini_tournament');
      await grantTicket(db(), member.user.id, 'master_tournament'); // does not pay a mini tournament
      const answers = await Promise.all(
        (await tournaments(5)).map((cup) =>
          checkout(member.token, { tournamentId: cup.id, method: 'ticket' }),
        ),
      );
      expect(count(answers, 201)).toBe(2);
      expect(count(answers, 409)).toBe(3);
      const unused = await db()
        .selectFrom('tickets')
        .select('tournamentType')
        .where('userId', '=', member.user.id)
        .where('usedByTransactionId', 'is', null)
        .execute();
      expect(unused).toEqual([{ tournamentType: 'master_tournament' }]);
      expect(await ledgerProblems(db())).toEqual([]);
    }
  });

  it('credit, a ticket and cards raced into one tournament by one member: one entry, one payer', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await createMember(app());
      await grantCredit(db(), member.user.id, 10);
      await grantTicket(db(), member.user.id);
      const [cup] = await tournaments(1, { price: 10 });
      const answers = await Promise.all(
        (['credit', 'ticket', 'card', 'credit', 'ticket', 'card'] as const).map((method) =>
          checkout(member.token, { tournamentId: cup!.id, method }),
        ),
      );
      // Pending card payments paid after the entry are refunded by the provider, not turned into a second entry.
      const pending = answers.flatMap((a) =>
        a.status === 201 && a.body.redirectUrl ? [a.body.redirectUrl] : [],
      );
      await Promise.all(pending.map((url) => press(String(url), 'pay')));
      const accounts = await db()
        .selectFrom('tradeAccounts')
        .select('id')
        .where('tournamentId', '=', cup!.id)
        .execute();
      expect(accounts).toHaveLength(1);
      const spentCredit = (await creditOf(member.user.id)) === 0;
      const usedTicket = Boolean(
        await db()
          .selectFrom('tickets')
          .select('id')
          .where('userId', '=', member.user.id)
          .where('usedByTransactionId', 'is not', null)
          .executeTakeFirst(),
      );
      expect(spentCredit && usedTicket).toBe(false);
      expect(await ledgerProblems(db())).toEqual([]);
    }
  });
});

describe('promo codes used twice at once', () => {
  it('a code capped at two, raced by six members, then given back and raced again: never over the cap', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const code = `CAP${round}${Math.random().toString(36).slice(2, 7).toUpperCase()}`;
      await createPromo(db(), { code, kind: 'percent', value: 50, usageCap: 2 });
      const [cup] = await tournaments(1, { price: 20 });
      const race = async () => {
        const members = await Promise.all(Array.from({ length: 6 }, () => createMember(app())));
        return Promise.all(
          members.map((member) =>
            checkout(member.token, { tournamentId: cup!.id, method: 'card', promoCode: code }),
          ),
        );
      };
      const first = await race();
      expect(count(first, 201)).toBe(2);
      expect(
        first.filter((a) => a.status === 201).map((a) => (a.body.transaction as { amount: number }).amount),
      ).toEqual([10, 10]);
      // The two winners cancel while six more members race for the uses they give back.
      const [, second] = await Promise.all([
        Promise.all(
          first.filter((a) => a.status === 201).map((a) => press(String(a.body.redirectUrl), 'cancel')),
        ),
        race(),
      ]);
      expect(count(second, 201)).toBeLessThanOrEqual(2);
      expect(count(second, 201) + count(second, 422)).toBe(6);
      expect(await ledgerProblems(db())).toEqual([]);
    }
  });
});

describe('seats, refunds and prizes at once', () => {
  it('ten members racing for two seats with credit, tickets and cards: two entries, every round', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const [cup] = await tournaments(1, { price: 10, capacity: 2 });
      const members = await Promise.all(Array.from({ length: 10 }, () => createMember(app())));
      const methods = ['credit', 'ticket', 'card'] as const;
      for (const member of members) {
        await grantCredit(db(), member.user.id, 10);
        await grantTicket(db(), member.user.id);
      }
      const answers = await Promise.all(
        members.map((member, index) =>
          checkout(member.token, { tournamentId: cup!.id, method: methods[index % 3] }),
        ),
      );
      const urls = answers.flatMap((a) =>
        a.status === 201 && a.body.redirectUrl ? [String(a.body.redirectUrl)] : [],
      );
      await Promise.all(urls.map((url) => press(url, 'pay')));
      const row = await db()
        .selectFrom('tournaments')
        .select('players')
        .where('id', '=', cup!.id)
        .executeTakeFirstOrThrow();
      expect(row.players).toBe(2);
      expect(await ledgerProblems(db())).toEqual([]);
    }
  });

  it('one entry refunded three times at once: the credit comes back once', async () => {
    for (let round = 0; round < ROUNDS; round += 1) {
      const member = await createMember(app());
      await grantCredit(db(), member.user.id, 10);
      const [cup] = await tournaments(1, { price: 10 });
      const entered = await checkout(member.token, { tournamentId: cup!.id, method: 'credit' });
      const { id } = entered.body.transaction as { id: string };
      const outcomes = await Promise.allSettled(Array.from({ length: 3 }, () => app().entries.refund(id)));
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      expect(await creditOf(member.user.id)).toBe(10);
      expect(await ledgerProblems(db())).toEqual([]);
    }
  });

  it('a closed tournament finalized three times at once: each prize is paid once', async () => {
    const [cup] = await tournaments(1, { price: 10, poolPrice: 100 });
    const members = await Promise.all(Array.from({ length: 3 }, () => createMember(app())));
    for (const [index, member] of members.entries()) {
      await grantCredit(db(), member.user.id, 10);
      await checkout(member.token, { tournamentId: cup!.id, method: 'credit' });
      await db()
        .updateTable('tradeAccounts')
        .set({ equity: 10_000 + 100 * (index + 1), tradeCount: 1 })
        .where('userId', '=', member.user.id)
        .execute();
    }
    await db().updateTable('tournaments').set({ status: 'calculating' }).where('id', '=', cup!.id).execute();
    const later = new Date(Date.now() + 30 * 24 * 3_600_000);
    await Promise.all(Array.from({ length: 3 }, () => finalizeDue(db(), 0, later)));
    // 50% of the pool to the first, 20% each to the second and third (the default rewards of a test tournament).
    expect(await Promise.all(members.map((member) => creditOf(member.user.id)))).toEqual([20, 20, 50]);
    expect(await ledgerProblems(db())).toEqual([]);
  });
});
