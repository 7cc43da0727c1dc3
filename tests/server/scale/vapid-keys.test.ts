// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createPush } from '../../../server/src/notifications/push.ts';
import { backendsWaitingOnLocks, holdRowLock } from '../../support/row-lock.ts';
import { useTestApp } from '../../support/use-test-app.ts';

/*
 * Issue 12: outside production, without configured keys, the first start makes the VAPID key pair and keeps it in
 * the database. Processes starting together must all sign with one pair, or devices subscribed through one
 * process would refuse the pushes another signs.
 */
const testApp = useTestApp();

describe('the VAPID key pair made on first start', () => {
  it('is one pair for processes that make it at the same moment', async () => {
    const { app, db, url } = testApp();
    await db.deleteFrom('platformKeys').where('name', '=', 'vapid').execute();
    const processes = Array.from({ length: 4 }, () => createPush(db, app.config, app.log));
    // Writing the table waits until every process has looked, found no pair, and made its own.
    const busy = await holdRowLock(url, 'LOCK TABLE platform_keys IN SHARE MODE');

    const loading = Promise.all(processes.map((push) => push.publicKey()));
    await backendsWaitingOnLocks(url, processes.length);
    await busy.release();
    const keys = await loading;

    const stored = await db
      .selectFrom('platformKeys')
      .select('value')
      .where('name', '=', 'vapid')
      .executeTakeFirstOrThrow();
    expect(keys).toEqual(Array.from({ length: 4 }, () => (stored.value as { publicKey: string }).publicKey));
  });
});
