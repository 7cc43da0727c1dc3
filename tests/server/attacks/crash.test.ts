// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { signPayload } from '../../../server/src/domain/payments/signature.ts';
import { createMember } from '../../support/build-app.ts';
import { useCrashPlatform, type Call } from '../../support/crash.ts';
import { createTournament } from '../../support/tournaments.ts';
import { enteredMember, liveTournament, openTerminal } from '../../support/trading.ts';

/*
 * The platform runs as its own process and is killed with SIGKILL while one of its transactions waits on a row
 * lock this test holds: the exact middle of a payment fulfilment or an order (crash-outbox.test.ts: a queued change). After a restart on
 * the same database, the client retries as it really does, and the database must hold each change once or not
 * at all. The app built in-process only prepares data (members, tournaments, terminal sessions).
 */
const crash = useCrashPlatform();
const { send, retryLikeTheOutbox } = crash;
const crashMidway = async (lock: { sql: string; params: unknown[] }, call: () => Promise<Response>) =>
  expect(await crash.crashMidway(lock, call)).toBe('no answer');

const countRows = async (
  table: 'tradeAccounts' | 'webhookEvents' | 'positions',
  column: string,
  id: string,
) =>
  Number(
    (
      await crash.harness.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(column as never, '=', id as never)
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('SIGKILL in the middle of a payment fulfilment', { timeout: 120_000 }, () => {
  it('fulfils the payment exactly once when the provider re-delivers the webhook', async () => {
    const { user, token } = await createMember(crash.harness.app);
    const tournament = await createTournament(crash.harness.db, {
      price: 25,
      isDynamicPoolPrice: true,
      dynamicPoolPrice: 50,
    });
    const checkout = await crash.harness.app.inject({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      headers: { authorization: `Bearer ${token}` },
      payload: { tournamentId: tournament.id, method: 'card' },
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const payment = await crash.harness.db
      .selectFrom('transactions')
      .selectAll()
      .where('id', '=', checkout.json().transaction.id)
      .executeTakeFirstOrThrow();
    const event = JSON.stringify({
      eventId: `evt_crash_${payment.id.slice(0, 8)}`,
      type: 'payment.succeeded',
      transactionId: payment.id,
      providerPaymentId: payment.providerPaymentId,
      amount: 25,
      currency: 'USD',
    });
    // The provider signs each delivery with the time it sends it.
    const deliver = () =>
      send(
        { method: 'POST', path: '/payments/webhooks/sandbox', body: event },
        {
          'sandbox-signature': signPayload(crash.harness.app.config.paymentWebhookSecret, event, new Date()),
        },
      );
    const tournamentRow = () =>
      crash.harness.db
        .selectFrom('tournaments')
        .selectAll()
        .where('id', '=', tournament.id)
        .executeTakeFirstOrThrow();
    const before = await tournamentRow();

    await crashMidway(
      { sql: 'SELECT id FROM transactions WHERE id = $1 FOR UPDATE', params: [payment.id] },
      deliver,
    );
    // Nothing of the interrupted delivery stayed: not the event record, not the entry.
    expect(await countRows('webhookEvents', 'eventId', JSON.parse(event).eventId)).toBe(0);
    expect(await countRows('tradeAccounts', 'transactionId', payment.id)).toBe(0);

    const redelivered = await deliver();
    expect([redelivered.status, await redelivered.json()]).toEqual([
      200,
      { received: true, duplicate: false },
    ]);
    const again = await deliver();
    expect(await again.json()).toEqual({ received: true, duplicate: true });

    const settled = await crash.harness.db
      .selectFrom('transactions')
      .select('status')
      .where('id', '=', payment.id)
      .executeTakeFirstOrThrow();
    expect(settled.status).toBe('completed');
    expect(await countRows('tradeAccounts', 'transactionId', payment.id)).toBe(1);
    const after = await tournamentRow();
    expect(after.players).toBe(before.players + 1);
    expect(Number(after.settingsPoolPrice)).toBeGreaterThan(Number(before.settingsPoolPrice));
    expect(user.id).toBe(payment.userId);
  });
});

describe('SIGKILL in the middle of an order', { timeout: 120_000 }, () => {
  const accountRow = (id: string) =>
    crash.harness.db.selectFrom('tradeAccounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const lockAccount = (id: string) => ({
    sql: 'SELECT id FROM trade_accounts WHERE id = $1 FOR UPDATE',
    params: [id],
  });

  it('opens no half position, and the retried order (same key) opens exactly one', async () => {
    const tournament = await liveTournament(crash.harness.app);
    const member = await enteredMember(crash.harness.app, crash.harness.db, tournament.id);
    const terminal = await openTerminal(crash.harness.app, member.token, tournament.id, member.accountId);
    const before = await accountRow(member.accountId);
    const order: Call = {
      method: 'POST',
      path: '/terminal/orders',
      token: terminal.token,
      key: `order-crash-${member.accountId}`,
      body: JSON.stringify({ symbol: 'EURUSD', side: 'buy', volume: 0.5 }),
    };

    await crashMidway(lockAccount(member.accountId), () => send(order));
    expect(await countRows('positions', 'accountId', member.accountId)).toBe(0);
    expect(await accountRow(member.accountId)).toEqual(before);

    const retried = await retryLikeTheOutbox(order);
    expect(retried.status, await retried.clone().text()).toBe(200);
    const position = await retried.json();
    const repeat = await send(order);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(await countRows('positions', 'accountId', member.accountId)).toBe(1);

    // The terminal's view after the restart adds up: the one position's margin is the account's margin.
    const state = await fetch(`${crash.platform.url}/api/v1/terminal/state`, {
      headers: { authorization: `Bearer ${terminal.token}` },
    }).then((response) => response.json());
    expect(state.positions.map((open: { id: string }) => open.id)).toEqual([position.id]);
    expect(state.account.margin).toBeCloseTo(position.margin, 6);
    expect(state.account.balance).toBe(Number(before.balance));
  });

  it('closes a position once: after a crash mid-close it is still open, then one close books its profit', async () => {
    const tournament = await liveTournament(crash.harness.app);
    const member = await enteredMember(crash.harness.app, crash.harness.db, tournament.id);
    const terminal = await openTerminal(crash.harness.app, member.token, tournament.id, member.accountId);
    const opened = await send({
      method: 'POST',
      path: '/terminal/orders',
      token: terminal.token,
      body: JSON.stringify({ symbol: 'EURUSD', side: 'sell', volume: 0.2 }),
    });
    const position = await opened.json();
    const close: Call = {
      method: 'POST',
      path: `/terminal/positions/${position.id}/close`,
      token: terminal.token,
      body: '{}',
    };
    const before = await accountRow(member.accountId);

    await crashMidway(lockAccount(member.accountId), () => send(close));
    const still = await crash.harness.db
      .selectFrom('positions')
      .select(['status'])
      .where('id', '=', position.id)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('open');
    expect(await accountRow(member.accountId)).toEqual(before);

    const closed = await send(close);
    expect(closed.status, await closed.clone().text()).toBe(200);
    const trade = await closed.json();
    expect((await send(close)).status).toBe(404);
    const after = await accountRow(member.accountId);
    expect(Number(after.balance)).toBeCloseTo(Number(before.balance) + trade.profit, 2);
    expect(after.tradeCount).toBe(before.tradeCount + 1);
  });
});
