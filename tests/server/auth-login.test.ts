// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hashPassword } from '../../server/src/lib/passwords.ts';
import { AUTH_MESSAGES } from '../../src/contract/index.ts';
import { createMember } from '../support/build-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const testApp = useTestApp();

const login = (payload: Record<string, unknown>) =>
  testApp().app.inject({ method: 'POST', url: '/api/v1/auth/login', payload });

async function memberWithPassword(
  password: string,
  fields: { isEmailVerified?: boolean; isApproved?: boolean } = {},
) {
  const { user } = await createMember(testApp().app);
  await testApp()
    .db.updateTable('users')
    .set({
      passwordHash: await hashPassword(password),
      isEmailVerified: fields.isEmailVerified ?? true,
      isApproved: fields.isApproved ?? true,
    })
    .where('id', '=', user.id)
    .execute();
  return user;
}

describe('POST /api/v1/auth/login', () => {
  it('answers the member and a token that works', async () => {
    const user = await memberWithPassword('Secret123');
    const response = await login({ email: user.email.toUpperCase(), password: 'Secret123' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: user.id, email: user.email });
    expect(Date.parse(body.tokens.access.expires)).toBeGreaterThan(Date.now());
    const me = await testApp().app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${body.tokens.access.token}` },
    });
    expect(me.json().id).toBe(user.id);
  });

  it('answers a wrong password and an unknown email alike', async () => {
    const user = await memberWithPassword('Secret123');
    const wrong = await login({ email: user.email, password: 'Secret124' });
    const unknown = await login({ email: 'nobody-here@example.com', password: 'Secret123' });
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual({ message: AUTH_MESSAGES.badCredentials });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('refuses an unverified and an unapproved member with the spec messages', async () => {
    const unverified = await memberWithPassword('Secret123', { isEmailVerified: false });
    const unapproved = await memberWithPassword('Secret123', { isApproved: false });
    const a = await login({ email: unverified.email, password: 'Secret123' });
    const b = await login({ email: unapproved.email, password: 'Secret123' });
    expect([a.statusCode, a.json().message]).toEqual([403, 'User is not verified']);
    expect([b.statusCode, b.json().message]).toEqual([403, 'User is not approved']);
  });

  it('answers an account that has no password yet (made by code) like an unknown email', async () => {
    const { user } = await createMember(testApp().app);
    const codeOnly = await login({ email: user.email, password: 'Whatever1' });
    const unknown = await login({ email: 'nobody-there@example.com', password: 'Whatever1' });
    expect(codeOnly.statusCode).toBe(401);
    expect(codeOnly.json()).toEqual({ message: AUTH_MESSAGES.badCredentials });
    expect(codeOnly.body).toBe(unknown.body);
  });

  it('refuses bad input with a message naming the field', async () => {
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ password: 'x' }, 'email is required'],
      [{ email: 'not-an-email', password: 'x' }, 'email must be a valid email'],
      [{ email: 'a@example.com', password: 42 }, 'password must be a string'],
      [{ email: 'a@example.com', password: 'x', role: 'operator' }, 'role is not an accepted field'],
      [{ email: `${'a'.repeat(250)}@example.com`, password: 'x' }, 'email must be at most 254 characters'],
    ];
    for (const [payload, message] of cases) {
      const response = await login(payload);
      expect(response.statusCode, message).toBe(400);
      expect(response.json().message).toBe(message);
    }
  });
});

describe('sign-in rate limits', () => {
  const limited = useTestApp({ authLimitPerAccount: 3, authLimitPerIp: 1000 });

  it('limits attempts per account with a message saying how long to wait', async () => {
    const attempt = () =>
      limited().app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { email: 'target@example.com', password: 'Nope1234' },
      });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await attempt()).statusCode);
    expect(statuses).toEqual([401, 401, 401, 429]);
    expect((await attempt()).json().message).toMatch(/Too many requests\. Please wait \d+ seconds/);
    const other = await limited().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: 'other@example.com', password: 'Nope1234' },
    });
    expect(other.statusCode).toBe(401);
  });
});
