// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ALLIANCE_MESSAGES } from '../../../src/contract/index.ts';
import { signPayload } from '../../../server/src/domain/payments/signature.ts';
import { buildTestApp, createMember } from '../../support/build-app.ts';
import { platformProcess, type PlatformProcess } from '../../support/platform-process.ts';
import { holdRowLock, platformWaitingOnLock, queueLock } from '../../support/row-lock.ts';
import { createTournament } from '../../support/tournaments.ts';
import { enteredMember, liveTournament, openTerminal } from '../../support/trading.ts';
import '../../support/provided-context.ts';

/*
 * The platform runs as its own process and is killed with SIGKILL while one of its transactions waits on a row
 * lock this test holds: the exact middle of a payment fulfilment, an order, a queued change. After a restart on
 * the same database, the client retries as it really does, and the database must hold each change once or not
 * at all. The app built in-process only prepares data (members, tournaments, terminal sessions).
 */
let harness: Awaited<ReturnType<typeof buildTestApp>>;
let platform: PlatformProcess;
const LEASE_SECONDS = 2;

beforeAll(async () => {
  harness = await buildTestApp(inject('databaseUrl'));
  platform = await platformProcess(harness.url, { IDEMPOTENCY_LEASE_SECONDS: String(LEASE_SECONDS) });
}, 90_000);
afterAll(async () => {
  await platform?.kill();
  await harness?.close();
});

type Call = { method: 'POST' | 'PATCH'; path: string; token?: string; key?: string; body: string };
const send = ({ method, path, token, key, body }: Call, headers: Record<string, string> = {}) =>
  fetch(`${platform.url}/api/v1${path}`, {
    method,
    headers: {
      'content-type': 'application/json',
      ...(token && { authorization: `Bearer ${token}` }),
      ...(key && { 'idempotency-key': key }),
      ...headers,
    },
    body,
  });

/** Sends `call`, kills the platform while it waits on `lock`, lets the lock go, boots the platform again. */
async function crashMidway(lock: { sql: string; params: unknown[] }, call: () => Promise<Response>) {
  const held = await holdRowLock(harness.url, lock.sql, lock.params);
  const answer = call().then(
    (response) => response.status,
    () => 'no answer' as const,
  );
  await platformWaitingOnLock(harness.url);
  await platform.kill();
  await held.release();
  expect(await answer).toBe('no answer');
  await platform.start();
}

/** Retries with the same Idempotency-Key as the portal's outbox does: again after Retry-After on a 409. */
async function retryLikeTheOutbox(call: Call) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const response = await send(call);
    const retryAfter = response.headers.get('retry-after');
    if (response.status !== 409 || retryAfter === null || Date.now() > deadline) return response;
    await new Promise((resolve) => setTimeout(resolve, Number(retryAfter) * 1_000));
  }
}

const countRows = async (
  table: 'tradeAccounts' | 'webhookEvents' | 'positions',
  column: string,
  id: string,
) =>
  Number(
    (
      await harness.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('count'))
        .where(column as never, '=', id as never)
        .executeTakeFirstOrThrow()
    ).count,
  );

describe('SIGKILL in the middle of a payment fulfilment', { timeout: 120_000 }, () => {
  it('fulfils the payment exactly once when the provider re-delivers the webhook', async () => {
    const { user, token } = await createMember(harness.app);
    const tournament = await createTournament(harness.db, {
      price: 25,
      isDynamicPoolPrice: true,
      dynamicPoolPrice: 50,
    });
    const checkout = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/payments/checkout',
      headers: { authorization: `Bearer ${token}` },
      payload: { tournamentId: tournament.id, method: 'card' },
    });
    expect(checkout.statusCode, checkout.body).toBe(201);
    const payment = await harness.db
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
        { 'sandbox-signature': signPayload(harness.app.config.paymentWebhookSecret, event, new Date()) },
      );
    const tournamentRow = () =>
      harness.db
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

    const settled = await harness.db
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
    harness.db.selectFrom('tradeAccounts').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  const lockAccount = (id: string) => ({
    sql: 'SELECT id FROM trade_accounts WHERE id = $1 FOR UPDATE',
    params: [id],
  });

  it('opens no half position, and the retried order (same key) opens exactly one', async () => {
    const tournament = await liveTournament(harness.app);
    const member = await enteredMember(harness.app, harness.db, tournament.id);
    const terminal = await openTerminal(harness.app, member.token, tournament.id, member.accountId);
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
    const state = await fetch(`${platform.url}/api/v1/terminal/state`, {
      headers: { authorization: `Bearer ${terminal.token}` },
    }).then((response) => response.json());
    expect(state.positions.map((open: { id: string }) => open.id)).toEqual([position.id]);
    expect(state.account.margin).toBeCloseTo(position.margin, 6);
    expect(state.account.balance).toBe(Number(before.balance));
  });

  it('closes a position once: after a crash mid-close it is still open, then one close books its profit', async () => {
    const tournament = await liveTournament(harness.app);
    const member = await enteredMember(harness.app, harness.db, tournament.id);
    const terminal = await openTerminal(harness.app, member.token, tournament.id, member.accountId);
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
    const still = await harness.db
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

describe('SIGKILL in the middle of an outbox replay', { timeout: 120_000 }, () => {
  const join = (token: string, allianceId: string, key: string): Call => ({
    method: 'POST',
    path: `/alliances/${allianceId}/join`,
    token,
    key,
    body: '{}',
  });
  const lockAlliance = (id: string) => ({
    sql: 'SELECT id FROM alliances WHERE id = $1 FOR UPDATE',
    params: [id],
  });
  async function openAlliance() {
    const owner = await createMember(harness.app);
    const created = await harness.app.inject({
      method: 'POST',
      url: '/api/v1/alliances',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { name: `Crash ${owner.user.id.slice(0, 8)}`, isApprovalRequired: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  }
  const membershipsOf = (allianceId: string, userId: string) =>
    harness.db
      .selectFrom('allianceMembers')
      .select('status')
      .where('allianceId', '=', allianceId)
      .where('userId', '=', userId)
      .execute();
  const telegramOf = async (userId: string) =>
    (
      await harness.db
        .selectFrom('users')
        .select('telegram')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).telegram;

  it('applies a queued change cut off mid-transaction once, when the outbox retries with its key', async () => {
    const allianceId = await openAlliance();
    const { user, token } = await createMember(harness.app);
    const change = join(token, allianceId, `outbox-join-${user.id}`);

    await crashMidway(lockAlliance(allianceId), () => send(change));
    expect(await membershipsOf(allianceId, user.id)).toEqual([]);

    // Until the dead request's claim expires the retry hears "being processed" (409, Retry-After), then it runs.
    const retried = await retryLikeTheOutbox(change);
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect(await membershipsOf(allianceId, user.id)).toEqual([{ status: 'accepted' }]);
    const replay = await send(change);
    expect([replay.status, replay.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(await replay.json()).toEqual(await retried.json());
  });

  it('answers the retry of a whole-value change whose statement was already sent when the platform died', async () => {
    const { user, token } = await createMember(harness.app);
    const change: Call = {
      method: 'PATCH',
      path: `/users/${user.id}`,
      token,
      key: `outbox-profile-${user.id}`,
      body: JSON.stringify({ telegram: '@queued_change' }),
    };

    // PostgreSQL finishes a statement it has received even when its client is gone: the edit commits.
    await crashMidway({ sql: 'SELECT id FROM users WHERE id = $1 FOR UPDATE', params: [user.id] }, () =>
      send(change),
    );
    expect(await telegramOf(user.id)).toBe('@queued_change');

    const retried = await retryLikeTheOutbox(change);
    expect(retried.status, await retried.clone().text()).toBe(200);
    expect((await retried.json()).telegram).toBe('@queued_change');
    expect(await telegramOf(user.id)).toBe('@queued_change');
  });

  it('replays the answer that was being stored when the platform died', async () => {
    const allianceId = await openAlliance();
    const { user, token } = await createMember(harness.app);
    const key = `outbox-answer-${user.id}`;
    const change = join(token, allianceId, key);

    // The join waits on the alliance; then the claim of its key is locked too, so the join commits and its
    // answer waits to be stored.
    const alliance = await holdRowLock(
      harness.url,
      lockAlliance(allianceId).sql,
      lockAlliance(allianceId).params,
    );
    const answer = send(change).then(
      (response) => response.status,
      () => 'no answer' as const,
    );
    await platformWaitingOnLock(harness.url, /alliances/);
    const claim = await holdRowLock(
      harness.url,
      'SELECT key FROM idempotency_keys WHERE scope = $1 AND key = $2 FOR UPDATE',
      [user.id, key],
    );
    await alliance.release();
    await platformWaitingOnLock(harness.url, /idempotency_keys/);
    await platform.kill();
    await claim.release();
    expect(await answer).toBe('no answer');
    await platform.start();

    const retried = await send(change);
    expect([retried.status, retried.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(await membershipsOf(allianceId, user.id)).toEqual([{ status: 'accepted' }]);
  });

  /*
   * KNOWN GAP (issue 11 report): the claim is stored apart from the change, so a crash after the change commits
   * and before its answer is being stored leaves the change applied and the claim unanswered. The retry takes the
   * claim over and runs the join again: nothing is applied twice, but it answers 409 "already a member", and the
   * outbox rolls its optimistic change back with that notice (a refresh shows the membership). Closing the gap
   * needs the claim, the change and the answer in one transaction; this test then expects the stored 200.
   */
  it('applies a join committed just before the crash once; its retry answers 409 (known gap)', async () => {
    const allianceId = await openAlliance();
    const { user, token } = await createMember(harness.app);
    const change = join(token, allianceId, `outbox-commit-${user.id}`);

    // The join waits on the alliance's row; a table lock queued behind it then holds the read of the answer.
    const row = await holdRowLock(harness.url, lockAlliance(allianceId).sql, lockAlliance(allianceId).params);
    const answer = send(change).then(
      (response) => response.status,
      () => 'no answer' as const,
    );
    await platformWaitingOnLock(harness.url, /for update/i);
    const table = await queueLock(harness.url, 'LOCK TABLE alliances IN ACCESS EXCLUSIVE MODE');
    await row.release();
    await table.acquired;
    await platformWaitingOnLock(harness.url, /^(?![\s\S]*for update)[\s\S]*"alliances"/i);
    await platform.kill();
    await table.release();
    expect(await answer).toBe('no answer');
    expect(await membershipsOf(allianceId, user.id)).toEqual([{ status: 'accepted' }]);
    await platform.start();

    const retried = await retryLikeTheOutbox(change);
    expect(await membershipsOf(allianceId, user.id)).toEqual([{ status: 'accepted' }]);
    expect([retried.status, (await retried.json()).message]).toEqual([409, ALLIANCE_MESSAGES.alreadyMember]);
  });
});
