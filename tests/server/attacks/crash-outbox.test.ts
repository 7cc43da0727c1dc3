// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMember } from '../../support/build-app.ts';
import { useCrashPlatform, type Call } from '../../support/crash.ts';
import { holdRowLock, platformWaitingOnLock, queueLock } from '../../support/row-lock.ts';

/*
 * The portal's outbox replays a queued change with its Idempotency-Key; the platform (a child process) is killed
 * with SIGKILL at each point of that change (see crash.test.ts for the method). After the restart the outbox's
 * retries must apply the change once, never lose it, never apply it twice.
 */
const crash = useCrashPlatform();
const { send, retryLikeTheOutbox } = crash;
const crashMidway = async (lock: { sql: string; params: unknown[] }, call: () => Promise<Response>) =>
  expect(await crash.crashMidway(lock, call)).toBe('no answer');

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
    const owner = await createMember(crash.harness.app);
    const created = await crash.harness.app.inject({
      method: 'POST',
      url: '/api/v1/alliances',
      headers: { authorization: `Bearer ${owner.token}` },
      payload: { name: `Crash ${owner.user.id.slice(0, 8)}`, isApprovalRequired: false },
    });
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  }
  /** The join sent while the alliance's row is locked, once it waits on that row (see sendWhileLocked). */
  const joinWhileAllianceLocked = (allianceId: string, change: Call) =>
    crash.sendWhileLocked(lockAlliance(allianceId), () => send(change), /"alliances"[\s\S]*for update/i);
  /** Kills the platform while `held` stops it, then lets the lock go: the client must have heard nothing. */
  async function killWhileHeld(held: { release: () => Promise<void> }, heard: Promise<number | 'no answer'>) {
    await crash.platform.kill();
    await held.release();
    expect(await heard).toBe('no answer');
  }
  const membershipsOf = (allianceId: string, userId: string) =>
    crash.harness.db
      .selectFrom('allianceMembers')
      .select('status')
      .where('allianceId', '=', allianceId)
      .where('userId', '=', userId)
      .execute();
  const telegramOf = async (userId: string) =>
    (
      await crash.harness.db
        .selectFrom('users')
        .select('telegram')
        .where('id', '=', userId)
        .executeTakeFirstOrThrow()
    ).telegram;

  it('applies a queued change cut off mid-transaction once, when the outbox retries with its key', async () => {
    const allianceId = await openAlliance();
    const { user, token } = await createMember(crash.harness.app);
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
    const { user, token } = await createMember(crash.harness.app);
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
    const { user, token } = await createMember(crash.harness.app);
    const key = `outbox-answer-${user.id}`;
    const change = join(token, allianceId, key);

    // The join waits on the alliance; then the claim of its key is locked too, so the join commits and its
    // answer waits to be stored.
    const alliance = await joinWhileAllianceLocked(allianceId, change);
    const claim = await holdRowLock(
      crash.harness.url,
      'SELECT key FROM idempotency_keys WHERE scope = $1 AND key = $2 FOR UPDATE',
      [user.id, key],
    );
    await alliance.held.release();
    await platformWaitingOnLock(crash.harness.url, /idempotency_keys/);
    await killWhileHeld(claim, alliance.heard);
    await crash.platform.start();

    const retried = await send(change);
    expect([retried.status, retried.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
    expect(await membershipsOf(allianceId, user.id)).toEqual([{ status: 'accepted' }]);
  });

  /*
   * The claim is stored apart from the change, so a crash after the change commits and before its answer is
   * stored leaves the change applied and the claim unanswered. The retry takes the claim over and runs the join
   * again; a join whose wish already holds changes nothing and answers the alliance as it is, so the outbox
   * settles on the membership instead of rolling it back.
   */
  it('applies a join committed just before the crash once; its retry answers the membership', async () => {
    const allianceId = await openAlliance();
    const { user, token } = await createMember(crash.harness.app);
    const change = join(token, allianceId, `outbox-commit-${user.id}`);

    // The join waits on the alliance's row; a table lock queued behind it then holds the read of the answer.
    const row = await joinWhileAllianceLocked(allianceId, change);
    const table = await queueLock(crash.harness.url, 'LOCK TABLE alliances IN ACCESS EXCLUSIVE MODE');
    await row.held.release();
    await table.acquired;
    await platformWaitingOnLock(crash.harness.url, /^(?![\s\S]*for update)[\s\S]*"alliances"/i);
    await killWhileHeld(table, row.heard);
    expect(await membershipsOf(allianceId, user.id)).toEqual([{ status: 'accepted' }]);
    await crash.platform.start();

    const retried = await retryLikeTheOutbox(change);
    expect(await membershipsOf(allianceId, user.id)).toEqual([{ status: 'accepted' }]);
    expect([retried.status, (await retried.json()).myStatus]).toEqual([200, 'accepted']);
  });
});
