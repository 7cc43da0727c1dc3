// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import { connect } from '../../server/src/db/connect.ts';
import { freePort } from '../../server/src/db/embedded.ts';
import { useTestApp } from '../support/use-test-app.ts';

const testApp = useTestApp();

describe('GET /api/v1/health', () => {
  it('reports the database and the socket server as up', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.status).toBe('ok');
    expect(body.database.ok).toBe(true);
    expect(body.socket).toEqual({ ok: true, clients: 0 });
  });

  it('answers 503 and "degraded" when the database is unreachable', async () => {
    const unreachable = connect(`postgres://nobody:none@127.0.0.1:${await freePort()}/none`, 1);
    const app = await buildApp({ config: testApp().app.config, db: unreachable, logger: false });
    const response = await app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ status: 'degraded', database: { ok: false } });
    await app.close();
    await unreachable.destroy();
  });

  it('answers an API call with 503 and a retry hint when the database is unreachable', async () => {
    const unreachable = connect(`postgres://nobody:none@127.0.0.1:${await freePort()}/none`, 1);
    const app = await buildApp({ config: testApp().app.config, db: unreachable, logger: false });
    const response = await app.inject({ method: 'GET', url: '/api/v1/translation?isoCode=en' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json().message).toMatch(/try again/);
    await app.close();
    await unreachable.destroy();
  });
});

describe('errors', () => {
  it('answers an unknown API path with 404 and a message', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/api/v1/no-such-thing' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Nothing at GET /api/v1/no-such-thing' });
  });

  it('names the missing field in a validation error', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/api/v1/translation' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'isoCode is required',
      details: [{ field: 'isoCode', message: 'isoCode is required' }],
    });
  });

  it('refuses unknown fields instead of dropping them', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/api/v1/translation?isoCode=en&admin=true',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('admin is not an accepted field');
  });

  it('answers malformed JSON with 400 and no stack trace', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{"broken":',
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(response.body).not.toMatch(/at .+\.(ts|js):\d+/);
    expect(typeof response.json().message).toBe('string');
  });

  it('sends security headers with a CSP that allows no inline script', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/api/v1/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'self'");
    // Sockets only to this host: no bare ws:/wss: scheme that would allow any.
    expect(csp).toContain("connect-src 'self';");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
