// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMember } from '../../support/build-app.ts';
import { useCrashPlatform, type Call } from '../../support/crash.ts';
import { createTournament, grantCredit } from '../../support/tournaments.ts';
import { enteredMember, liveTournament, openTerminal } from '../../support/trading.ts';

/*
 * The platform is killed (SIGKILL) after it made a change and as it comes to store the answer for the change's
 * Idempotency-Key: the narrowest window of a keyed request. The client never heard the answer, so it retries with
 * the same key after the lease; the change must exist once, and the retry must answer it, not make it again
 * (crash.test.ts kills the platform earlier, mid-change).
 */
const crash = useCrashPlatform();
const { send, retryLikeTheOutbox } = crash;
const crashBeforeTheAnswer = async (
  lock: { sql: string; params: unknown[] },
  call: () => Promise<Response>,
) => expect(await crash.crashBeforeTheAnswer(lock, call)).toBe('no answer');

const rowsOf = (table: 'positions' | 'transactions' | 'tradeAccounts', column: string, id: string) =>
  crash.harness.db
    .selectFrom(table)
    .selectAll()
    .where(column as never, '=', id as never)
    .execute();

/** The call again with its key: the first time it runs (or is answered), the second time it must be a replay. */
async function retryThenRepeat(call: Call) {
  const retried = await retryLikeTheOutbox(call);
  const first = { status: retried.status, body: await retried.json() };
  const repeat = await send(call);
  expect(repeat.headers.get('idempotent-replayed')).toBe('true');
  expect({ status: repeat.status, body: await repeat.json() }).toEqual(first);
  return first;
}

describe('SIGKILL between a change and its stored answer', { timeout: 120_000 }, () => {
  it('an order: the retry with its key opens one position, and the answer is that position', async () => {
    const tournament = await liveTournament(crash.harness.app);
    const member = await enteredMember(crash.harness.app, crash.harness.db, tournament.id);
    const terminal = await openTerminal(crash.harness.app, member.token, tournament.id, member.accountId);
    const order: Call = {
      method: 'POST',
      path: '/terminal/orders',
      token: terminal.token,
      key: `order-answer-${member.accountId}`,
      body: JSON.stringify({ symbol: 'EURUSD', side: 'buy', volume: 0.3 }),
    };

    await crashBeforeTheAnswer(
      { sql: 'SELECT id FROM trade_accounts WHERE id = $1 FOR UPDATE', params: [member.accountId] },
      () => send(order),
    );
    const { status, body } = await retryThenRepeat(order);

    expect(status).toBe(200);
    const positions = await rowsOf('positions', 'accountId', member.accountId);
    expect(positions.map((position) => position.id)).toEqual([body.id]);
  });

  it('a checkout paid with credit: the retry with its key enters once, charges once, and answers the entry', async () => {
    const { user, token } = await createMember(crash.harness.app);
    await grantCredit(crash.harness.db, user.id, 40);
    const tournament = await createTournament(crash.harness.db, { price: 15 });
    const checkout: Call = {
      method: 'POST',
      path: '/payments/checkout',
      token,
      key: `checkout-answer-${user.id}`,
      body: JSON.stringify({ tournamentId: tournament.id, method: 'credit' }),
    };

    await crashBeforeTheAnswer(
      { sql: 'SELECT id FROM tournaments WHERE id = $1 FOR UPDATE', params: [tournament.id] },
      () => send(checkout),
    );
    const { status, body } = await retryThenRepeat(checkout);

    expect(status).toBe(201);
    expect(body.transaction.status).toBe('completed');
    const payments = await rowsOf('transactions', 'userId', user.id);
    expect(payments.map((payment) => payment.id)).toEqual([body.transaction.id]);
    expect(await rowsOf('tradeAccounts', 'transactionId', body.transaction.id)).toHaveLength(1);
    const member = await crash.harness.db
      .selectFrom('users')
      .select('credit')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(Number(member.credit)).toBe(25);
  });
});
