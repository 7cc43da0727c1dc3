// @vitest-environment node
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { App } from '../../../server/src/app.ts';
import type { Config } from '../../../server/src/config.ts';
import { buildPeerApp, buildTestApp } from '../../support/build-app.ts';
import { missingRedis, startRedis } from '../../support/external-services.ts';
import '../../support/provided-context.ts';
import { enteredMember, liveTournament, openTerminal } from '../../support/trading.ts';

/*
 * Issue 12: every rate limit counts in Redis, so that platform processes behind a load balancer share one count
 * instead of each allowing the whole allowance. Here two apps in this test process stand for two processes: one
 * database, one Redis, and each request goes to one or the other in turn, as a load balancer would send them.
 */
const missing = missingRedis();
if (missing.length > 0) console.log(`Skipping the shared rate-limit tests; missing: ${missing.join('; ')}`);

type Pair = { one: App; other: App };

describe.skipIf(missing.length > 0)('rate limits shared by two processes through Redis', () => {
  let redis: Awaited<ReturnType<typeof startRedis>>;

  beforeAll(async () => {
    redis = await startRedis();
  });
  afterAll(() => redis?.stop());

  /** Two apps on one fresh database and this file's Redis, built before the tests of the calling describe. */
  const usePair = (overrides: Partial<Config>) => {
    let harness: Awaited<ReturnType<typeof buildTestApp>> | undefined;
    let peer: Awaited<ReturnType<typeof buildPeerApp>> | undefined;
    beforeAll(async () => {
      harness = await buildTestApp(inject('databaseUrl'), { ...overrides, redisUrl: redis.url });
      peer = await buildPeerApp(harness);
    });
    afterAll(async () => {
      await peer?.close();
      await harness?.close();
    });
    return (): Pair & { db: Awaited<ReturnType<typeof buildTestApp>>['db'] } => {
      if (!harness || !peer) throw new Error('The apps are not built yet');
      return { one: harness.app, other: peer.app, db: harness.db };
    };
  };

  /** The app that takes the n-th request: one and the other in turn. */
  const inTurn = ({ one, other }: Pair, n: number) => (n % 2 === 0 ? one : other);

  /** A wrong password for the account from the client's address, on the given app. */
  const badLogin = (app: App, email: string, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress,
      payload: { email, password: 'Wrong-Pass-1' },
    });

  describe('the global limit', () => {
    const pair = usePair({ rateLimitMax: 6 });

    it('allows a client rateLimitMax requests a minute in total, not on each process', async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 8; n += 1) {
        const response = await inTurn(pair(), n).inject({
          method: 'GET',
          url: '/api/v1/health',
          remoteAddress: '10.0.0.1',
        });
        statuses.push(response.statusCode);
      }

      expect(statuses).toEqual([200, 200, 200, 200, 200, 200, 429, 429]);
      // Another client has its own count.
      const other = await pair().other.inject({
        method: 'GET',
        url: '/api/v1/health',
        remoteAddress: '10.0.0.2',
      });
      expect(other.statusCode).toBe(200);
    });
  });

  describe('the sign-in and order limits', () => {
    const pair = usePair({ authLimitPerAccount: 4, authLimitPerIp: 6 });

    it('allows an account authLimitPerAccount sign-in attempts a minute in total', async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 6; n += 1)
        statuses.push((await badLogin(inTurn(pair(), n), 'target@example.com', '10.0.1.1')).statusCode);

      expect(statuses).toEqual([401, 401, 401, 401, 429, 429]);
    });

    it('allows an address authLimitPerIp sign-in attempts a minute in total, whatever the accounts', async () => {
      const statuses: number[] = [];
      for (let n = 0; n < 8; n += 1)
        statuses.push((await badLogin(inTurn(pair(), n), `guess-${n}@example.com`, '10.0.1.2')).statusCode);

      expect(statuses).toEqual([401, 401, 401, 401, 401, 401, 429, 429]);
    });

    it('allows an account 10 orders in 10 seconds in total', async () => {
      const { one, other, db } = pair();
      const tournament = await liveTournament(one);
      const member = await enteredMember(one, db, tournament.id);
      const { token } = await openTerminal(one, member.token, tournament.id, member.accountId);

      const statuses: number[] = [];
      for (let n = 0; n < 12; n += 1) {
        const response = await inTurn({ one, other }, n).inject({
          method: 'POST',
          url: '/api/v1/terminal/orders',
          headers: { authorization: `Bearer ${token}` },
          payload: { symbol: 'EURUSD', side: 'buy', volume: 0.01 },
        });
        statuses.push(response.statusCode);
      }

      expect(statuses).toEqual([...Array<number>(10).fill(200), 429, 429]);
    });
  });

  describe('when Redis is lost', () => {
    const pair = usePair({ rateLimitMax: 1_000, authLimitPerAccount: 4, authLimitPerIp: 1_000 });

    it('answers every request, and each process counts its own until Redis is back', async () => {
      const { one, other, db } = pair();
      const tournament = await liveTournament(one);
      const member = await enteredMember(one, db, tournament.id);
      const { token } = await openTerminal(one, member.token, tournament.id, member.accountId);

      await redis.stop({ isFinal: false });

      // The global limit: each process answers.
      for (const app of [one, other])
        expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(200);
      // A limit still holds on each process, counted there (fail open to memory, not to no limit at all).
      for (const app of [one, other]) {
        const statuses: number[] = [];
        for (let n = 0; n < 5; n += 1)
          statuses.push((await badLogin(app, 'outage@example.com', '10.0.2.1')).statusCode);
        expect(statuses).toEqual([401, 401, 401, 401, 429]);
      }
      const orders: number[] = [];
      for (let n = 0; n < 11; n += 1) {
        const response = await one.inject({
          method: 'POST',
          url: '/api/v1/terminal/orders',
          headers: { authorization: `Bearer ${token}` },
          payload: { symbol: 'EURUSD', side: 'buy', volume: 0.01 },
        });
        orders.push(response.statusCode);
      }
      expect(orders).toEqual([...Array<number>(10).fill(200), 429]);

      await redis.start();
    });
  });
});
