// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { createMember } from '../support/build-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const testApp = useTestApp();

const me = (token?: string) =>
  testApp().app.inject({
    method: 'GET',
    url: '/api/v1/auth/me',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

describe('GET /api/v1/auth/me', () => {
  it('refuses a request without a token', async () => {
    const response = await me();
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Please sign in to continue' });
  });

  it('refuses a token that was never issued', async () => {
    expect((await me('x'.repeat(43))).statusCode).toBe(401);
  });

  it('returns the member, without secrets, for a valid token', async () => {
    const { user, token } = await createMember(testApp().app);
    const response = await me(token);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({
      id: user.id,
      email: user.email,
      phonePrefix: '+60',
      isPhoneVerified: true,
      credit: 0,
    });
    expect(body).not.toHaveProperty('passwordHash');
    expect(JSON.stringify(body)).not.toContain('$argon2');
  });

  it('refuses the token of a member who is no longer approved', async () => {
    const { user, token } = await createMember(testApp().app);
    await testApp().db.updateTable('users').set({ isApproved: false }).where('id', '=', user.id).execute();
    expect((await me(token)).statusCode).toBe(401);
  });
});

describe('POST /api/v1/auth/logout', () => {
  it('revokes the session on the platform', async () => {
    const { token } = await createMember(testApp().app);
    const logout = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
  });
});
