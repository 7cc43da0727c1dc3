// @vitest-environment node
import { connect, type AddressInfo } from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { runSoak } from '../../../bench/soak-harness.ts';
import { SOAK_CONFIG, SOAK_SYMBOLS, soakCommands } from '../../../bench/soak-platform.ts';
import { soakFailures, statusLines } from '../../../bench/soak-report.ts';
import { watchers } from '../../../bench/soak-watchers.ts';
import { createMember } from '../../support/build-app.ts';
import { enteredMember, liveTournament, openTerminal } from '../../support/trading.ts';
import { useTestApp } from '../../support/use-test-app.ts';

/**
 * The short CI version of `npm run test:soak` (bench/soak.ts, issue 11's load bullet): the same harness, scaled
 * down, against the app in this process listening on loopback, with production's market tick, pulse and clock.
 * Correctness only, no timing: not one 5xx or unanswered request, every invariant of soak-invariants.ts, every
 * watcher on the last sequence number (a slow one refetches the snapshot after a gap, as the portal does), and the
 * sampled watchers' boards equal to the server's.
 */
let url = '';
/** Failures the platform met (its error handler's 5xx), whether or not a client was there to get the answer. */
const serverErrors: string[] = [];
const answered = new Map<string, number>();
const testApp = useTestApp(SOAK_CONFIG, async ({ app }) => {
  app.addHook('onError', async (request, _reply, error) => {
    if ((error.statusCode ?? 500) >= 500)
      serverErrors.push(`${request.method} ${request.url}: ${error.message}`);
  });
  app.addHook('onSend', async (request, reply) => {
    answered.set(request.url, reply.statusCode);
  });
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});

describe('the platform under load: 50 members trading, 200 watching, for 10 s', () => {
  it('answers no 5xx, opens each answered order once, keeps balances and boards true, and every watcher converges', async () => {
    const result = await runSoak(
      { url, commands: soakCommands(testApp().app), watchers: async (id) => watchers(url, id) },
      {
        traders: 50,
        watchers: 200,
        readers: 5,
        durationMs: 10_000,
        tradePaceMs: 3_000,
        readPaceMs: 2_000,
        sampledBoards: 20,
      },
      () => undefined,
    );
    expect(soakFailures(result, 0), statusLines(result).join('\n')).toEqual([]);
    expect(serverErrors).toEqual([]);
    // The load happened: orders were placed and closed, and watchers saw the board move.
    expect(result.ledger.orders).toBeGreaterThan(50);
    expect(result.ledger.closes).toBe(result.ledger.orders);
    expect(result.watchers.eventsMin).toBeGreaterThan(0);
  }, 120_000);

  it('refuses, without a 500, a request whose client hung up before the busy server read it', async () => {
    const path = '/api/v1/health?hung-up=1';
    const socket = connect((testApp().app.server.address() as AddressInfo).port, '127.0.0.1');
    await new Promise((resolve) => socket.once('connect', resolve));
    socket.write(`GET ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n`);
    socket.resetAndDestroy();
    // The server is busy meanwhile (as under load): when it gets to the request, its socket is gone.
    for (const until = Date.now() + 50; Date.now() < until;);
    await expect.poll(() => answered.get(path)).toBe(408);
    expect(serverErrors).toEqual([]);
  });

  /** Runs `during` while PostgreSQL refuses `writes` of stored answers as it did under the soak (no connection left). */
  async function whileAnswersRefused(writes: 'insert' | 'update', during: () => Promise<void>) {
    const { db } = testApp();
    await sql`create function refuse_answer() returns trigger language plpgsql as $$
      begin raise exception 'no connection left' using errcode = '53300'; end $$`.execute(db);
    await sql`create trigger refuse_answer before ${sql.raw(writes)} on idempotency_keys
      for each row execute function refuse_answer()`.execute(db);
    try {
      await during();
    } finally {
      await sql`drop trigger refuse_answer on idempotency_keys`.execute(db);
      await sql`drop function refuse_answer()`.execute(db);
    }
  }

  it('places no order whose answer cannot be kept (503), and its retry places it once', async () => {
    const { app, db } = testApp();
    const tournament = await liveTournament(app, { instruments: SOAK_SYMBOLS });
    const member = await enteredMember(app, db, tournament.id);
    const terminal = await openTerminal(app, member.token, tournament.id, member.accountId);
    const order = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/terminal/orders',
        headers: { authorization: `Bearer ${terminal.token}`, 'idempotency-key': 'load-order-0001' },
        payload: { symbol: 'EURUSD', side: 'buy', volume: 0.01 },
      });
    const positions = async () =>
      (await db.selectFrom('positions').select('id').where('accountId', '=', member.accountId).execute()).map(
        (position) => position.id,
      );
    // An order stores its answer in its own transaction: the two stand or fall together.
    await whileAnswersRefused('insert', async () => {
      const refused = await order();
      expect([refused.statusCode, await positions()]).toEqual([503, []]);
      expect(refused.headers['retry-after']).toBeDefined();
    });
    const placed = await order();
    expect([placed.statusCode, await positions()]).toEqual([200, [placed.json<{ id: string }>().id]]);
    const repeated = await order();
    expect([repeated.statusCode, repeated.headers['idempotent-replayed'], await positions()]).toEqual([
      200,
      'true',
      [placed.json<{ id: string }>().id],
    ]);
  });

  it('answers a profile change it made even when its answer cannot be kept; a repeat then waits (409)', async () => {
    const { app } = testApp();
    const { user, token } = await createMember(app);
    const change = () =>
      app.inject({
        method: 'PATCH',
        url: `/api/v1/users/${user.id}`,
        headers: { authorization: `Bearer ${token}`, 'idempotency-key': 'load-profile-01' },
        payload: { telegram: '@kept_anyway' },
      });
    await whileAnswersRefused('update', async () => {
      const made = await change();
      expect([made.statusCode, made.json<{ telegram: string }>().telegram]).toEqual([200, '@kept_anyway']);
      expect((await change()).statusCode).toBe(409);
    });
  });
});
