// @vitest-environment node
import { connect } from 'node:net';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../support/use-test-app.ts';

/** How the rate limits tell clients apart: the connection's address, never a header a client can forge. */

let port = 0;
/** What became of each request to the listening app: its status, or 'aborted' when the client left first. */
const outcomes: Array<number | 'aborted'> = [];
const limited = useTestApp({ authLimitPerIp: 3 }, async ({ app }) => {
  app.addHook('onResponse', async (_request, reply) => {
    outcomes.push(reply.statusCode);
  });
  app.addHook('onRequestAbort', async (_request) => {
    outcomes.push('aborted');
  });
  port = Number(new URL(await app.listen({ host: '127.0.0.1', port: 0 })).port);
});

let account = 0;
const login = (remoteAddress: string, headers: Record<string, string> = {}) =>
  limited().app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress,
    headers,
    payload: { email: `ip-${(account += 1)}@example.com`, password: 'Nope1234' },
  });

/** Blocks this process (and so the app in it) long enough for the client's reset to arrive with its request. */
const holdEventLoop = (ms: number) => {
  const end = Date.now() + ms;
  while (Date.now() < end);
};

describe('the client address of the rate limits', () => {
  it('does not trust X-Forwarded-For without trustProxy: rotating it does not escape the per-IP limit', async () => {
    const codes = [];
    for (let i = 0; i < 4; i += 1)
      codes.push((await login('203.0.113.7', { 'x-forwarded-for': `198.51.100.${i}` })).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
  });

  it('counts an IPv6 client by its /64, so rotating addresses in its own range does not escape', async () => {
    const codes = [];
    for (let i = 1; i <= 4; i += 1) codes.push((await login(`2001:db8:1:2::${i.toString(16)}`)).statusCode);
    expect(codes).toEqual([401, 401, 401, 429]);
    expect((await login('2001:db8:1:3::1')).statusCode).toBe(401);
  });

  it('answers no 500 when the client closed its connection before the rate limit ran', async () => {
    outcomes.length = 0;
    for (let i = 0; i < 5; i += 1) {
      const socket = connect(port, '127.0.0.1');
      await new Promise((resolve) => socket.once('connect', resolve));
      await new Promise((resolve) =>
        socket.write('GET /api/v1/health HTTP/1.1\r\nHost: localhost\r\n\r\n', resolve),
      );
      socket.resetAndDestroy();
      holdEventLoop(30);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await expect.poll(() => outcomes.length, { timeout: 10_000 }).toBe(5);
    expect(outcomes.filter((outcome) => outcome !== 'aborted' && outcome >= 500)).toEqual([]);
  });
});

describe('behind a trusted proxy', () => {
  const proxied = useTestApp({ authLimitPerIp: 2, trustProxy: true });

  it('limits each forwarded client on its own', async () => {
    const attempt = (client: string) =>
      proxied().app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': client },
        payload: { email: `proxied-${(account += 1)}@example.com`, password: 'Nope1234' },
      });
    const codes = [];
    for (let i = 0; i < 3; i += 1) codes.push((await attempt('198.51.100.20')).statusCode);
    expect(codes).toEqual([401, 401, 429]);
    expect((await attempt('198.51.100.21')).statusCode).toBe(401);
  });
});
