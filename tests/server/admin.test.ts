// @vitest-environment node
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { parseRewards } from '../../server/src/domain/tournaments/validation.ts';
import { editTournament, grantCredit as grantCreditByEmail } from '../../server/src/repositories/admin.ts';
import { callApi } from '../support/api.ts';
import { createMember } from '../support/build-app.ts';
import { createTournament, grantCredit, grantTicket } from '../support/tournaments.ts';
import { useTestApp } from '../support/use-test-app.ts';

const testApp = useTestApp();
const call = callApi(() => testApp().app);
const db = () => testApp().db;
const HOUR = 3_600_000;

/** The real admin command, as an operator runs it, against this test's database. */
async function admin(...args: string[]) {
  const run = promisify(execFile);
  try {
    const { stdout } = await run('node', ['--import', 'tsx', 'server/scripts/admin.ts', ...args], {
      env: { ...process.env, DATABASE_URL: testApp().url, NODE_ENV: 'test', LOG_LEVEL: 'silent' },
    });
    return { code: 0, out: stdout.trim() };
  } catch (error) {
    const failure = error as { code: number; stderr: string };
    return { code: failure.code, out: failure.stderr.trim() };
  }
}

async function enter(method: 'credit' | 'ticket' | 'card', price = 20) {
  const member = await createMember(testApp().app);
  const tournament = await createTournament(db(), { price, isDynamicPoolPrice: true, dynamicPoolPrice: 100 });
  if (method === 'credit') await grantCredit(db(), member.user.id, price);
  if (method === 'ticket') await grantTicket(db(), member.user.id);
  const response = await call('POST', '/payments/checkout', member.token, {
    tournamentId: tournament.id,
    method,
  });
  return {
    member,
    tournament,
    transaction: response.json().transaction as { id: string; providerPaymentId: string },
  };
}

describe('operators’ tournaments', () => {
  it('refuse an unsound definition with every problem named', async () => {
    const now = new Date();
    await expect(
      createTournament(db(), {
        title: ' ',
        startAt: new Date(now.getTime() + 5 * HOUR),
        endAt: new Date(now.getTime() + HOUR),
        price: -1,
        rewards: [
          { fromRank: 1, toRank: 2, share: 60 },
          { fromRank: 2, toRank: 2, share: 10 },
        ],
      }),
    ).rejects.toThrow(
      'title must be 1 to 120 characters; the tournament must start before it ends; registration must end by the end of the tournament; price must be an amount of 0 or more with at most 2 decimals; the rewards pay out more than 100% of the pool; reward rank ranges overlap',
    );
  });

  it('edit keeps what is not changed, refuses a capacity below the players, and can delete', async () => {
    const { tournament } = await enter('ticket');
    const edited = await editTournament(db(), tournament.id, { title: 'Renamed Cup', price: 12 }, new Date());
    expect(edited).toMatchObject({ title: 'Renamed Cup', price: '12.00', players: 1, type: tournament.type });
    await expect(editTournament(db(), tournament.id, { capacity: 0 }, new Date())).rejects.toThrow(
      'capacity must be a whole number above 0',
    );
    const deleted = await editTournament(db(), tournament.id, { isDeleted: true }, new Date());
    expect(deleted.status).toBe('deleted');
  });

  it('reads reward tables written as "1:50,2-3:20"', () => {
    expect(parseRewards('1:50, 2-3:20,4-10:2.5')).toEqual([
      { fromRank: 1, toRank: 1, share: 50 },
      { fromRank: 2, toRank: 3, share: 20 },
      { fromRank: 4, toRank: 10, share: 2.5 },
    ]);
    expect(parseRewards('first:50')).toBeNull();
  });
});

describe('refunds', () => {
  it('a credit entry: the member leaves, gets the credit back, and the pool shrinks back', async () => {
    const { member, tournament, transaction } = await enter('credit', 20);
    await testApp().app.entries.refund(transaction.id);
    const [user, row, accounts] = await Promise.all([
      db().selectFrom('users').select('credit').where('id', '=', member.user.id).executeTakeFirstOrThrow(),
      db().selectFrom('tournaments').selectAll().where('id', '=', tournament.id).executeTakeFirstOrThrow(),
      db().selectFrom('tradeAccounts').select('id').where('tournamentId', '=', tournament.id).execute(),
    ]);
    expect(Number(user.credit)).toBe(20);
    expect(row).toMatchObject({ players: 0, settingsPoolPrice: '0.00' });
    expect(accounts).toEqual([]);
    const history = (await call('GET', '/payments/purchase-history', member.token)).json();
    expect(history[0]).toMatchObject({ status: 'refunded' });
    // The member may enter again.
    await grantCredit(db(), member.user.id, 0.01);
    const again = await call('POST', '/payments/checkout', member.token, {
      tournamentId: tournament.id,
      method: 'credit',
    });
    expect(again.statusCode).toBe(201);
  });

  it('a ticket entry gets its ticket back; a card entry is refunded through the provider', async () => {
    const ticket = await enter('ticket');
    await testApp().app.entries.refund(ticket.transaction.id);
    const tickets = await db()
      .selectFrom('tickets')
      .select('usedByTransactionId')
      .where('userId', '=', ticket.member.user.id)
      .execute();
    expect(tickets).toEqual([{ usedByTransactionId: null }]);

    const card = await enter('card');
    await testApp().app.inject({
      method: 'POST',
      url: `/api/v1/payments/sandbox/${card.transaction.providerPaymentId}/pay`,
    });
    await testApp().app.entries.refund(card.transaction.id);
    const provider = await db()
      .selectFrom('sandboxPayments')
      .select('status')
      .where('id', '=', card.transaction.providerPaymentId)
      .executeTakeFirstOrThrow();
    expect(provider.status).toBe('refunded');
  });

  it('refuses a payment that is not completed, and one whose tournament has closed', async () => {
    const pending = await enter('card');
    await expect(testApp().app.entries.refund(pending.transaction.id)).rejects.toThrow(
      'Only a completed payment can be refunded (this one is pending)',
    );
    const closed = await enter('credit');
    await db()
      .updateTable('tournaments')
      .set({ status: 'final' })
      .where('id', '=', closed.tournament.id)
      .execute();
    await expect(testApp().app.entries.refund(closed.transaction.id)).rejects.toThrow(
      'The tournament has closed: its entries can no longer be refunded',
    );
  });
});

describe('credit grants', () => {
  it('are written to the ledger, and refuse a non-positive amount or an unknown member', async () => {
    const member = await createMember(testApp().app);
    expect(await grantCreditByEmail(db(), member.user.email.toUpperCase(), 12.34)).toBe(12.34);
    await expect(grantCreditByEmail(db(), member.user.email, 0)).rejects.toThrow(
      'The amount must be above 0',
    );
    await expect(grantCreditByEmail(db(), 'nobody@example.com', 5)).rejects.toThrow('No member with email');
    const ledger = await db()
      .selectFrom('creditMovements')
      .select(['amount', 'reason'])
      .where('userId', '=', member.user.id)
      .execute();
    expect(ledger).toEqual([{ amount: '12.34', reason: 'grant' }]);
  });
});

describe('npm run admin', () => {
  it('creates a tournament, a promo code and a ticket, and refunds an entry, from the command line', async () => {
    const member = await createMember(testApp().app);
    const created = await admin(
      'create-tournament',
      '--title',
      'Command Line Cup',
      '--type',
      'mini',
      '--price',
      '15',
      '--starts',
      new Date(Date.now() + HOUR).toISOString(),
      '--ends',
      new Date(Date.now() + 48 * HOUR).toISOString(),
      '--rewards',
      '1:60,2:40',
    );
    expect(created.code, created.out).toBe(0);
    const id = /Created: (\S+)/.exec(created.out)?.[1] ?? '';
    const row = await db()
      .selectFrom('tournaments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({
      title: 'Command Line Cup',
      type: 'mini_tournament',
      price: '15.00',
      status: 'registration',
    });

    expect((await admin('create-promo', 'CLI10', '--percent', '10', '--cap', '5')).out).toBe(
      'Promo code CLI10: 10% off.',
    );
    expect((await admin('grant-ticket', member.user.email, '--type', 'mini')).code).toBe(0);
    const entry = await call('POST', '/payments/checkout', member.token, {
      tournamentId: id,
      method: 'ticket',
    });
    expect(entry.statusCode).toBe(201);
    const refunded = await admin('refund', entry.json().transaction.id);
    expect(refunded.code, refunded.out).toBe(0);
    expect(
      (await call('GET', `/payments/transactions/${entry.json().transaction.id}`, member.token)).json()
        .status,
    ).toBe('refunded');

    const wrong = await admin('create-tournament', '--title', 'Bad', '--type', 'giant');
    expect(wrong).toEqual({ code: 1, out: '--type must be main, mini or play2earn.' });
    expect((await admin('refund', 'nope')).out).toBe(
      'Give the id of the transaction (a UUID; list-transactions shows them).',
    );
  }, 60_000);
});

describe('npm run admin -- review-kyc', () => {
  it('rejects with remarks the member sees, refuses a decision without them, and approves', async () => {
    const member = await createMember(testApp().app);
    const file = await db()
      .insertInto('files')
      .values({
        ownerId: member.user.id,
        entity: 'user-kyc',
        entityId: member.user.id,
        storageKey: 'kyc-test',
        name: 'passport.pdf',
        contentType: 'application/pdf',
        size: 10,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db()
      .insertInto('kyc')
      .values({
        userId: member.user.id,
        identityType: 'passport',
        identityNumber: 'A1',
        identityFileId: file.id,
        addressType: 'phone_bill',
        address: 'Somewhere 1',
        addressFileId: file.id,
      })
      .execute();
    expect(await admin('review-kyc', member.user.email, 'reject')).toEqual({
      code: 1,
      out: 'Tell the member why, with --remarks "…".',
    });
    const rejected = await admin(
      'review-kyc',
      member.user.email,
      'reject',
      '--remarks',
      'The photo is blurred',
    );
    expect(rejected.code, rejected.out).toBe(0);
    expect((await call('GET', '/kyc', member.token)).json()).toMatchObject({
      status: 'rejected',
      remarks: 'The photo is blurred',
    });
    expect((await admin('list-kyc', 'rejected')).out).toContain(member.user.email);
    expect((await admin('review-kyc', member.user.email, 'approve')).code).toBe(0);
    expect((await call('GET', '/kyc', member.token)).json().status).toBe('approved');
    expect((await admin('review-kyc', 'nobody@example.com', 'approve')).out).toBe(
      'nobody@example.com has not submitted KYC.',
    );
  }, 60_000);
});
