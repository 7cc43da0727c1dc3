// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/contract/index.ts';
import { createMember, lastMessage, testClock, tokenIn } from '../support/build-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const clock = testClock();
const testApp = useTestApp({}, undefined, clock.now);
const post = (url: string, payload: Record<string, unknown>) =>
  testApp().app.inject({ method: 'POST', url: `/api/v1${url}`, payload });

async function resetLinkFor() {
  const member = await createMember(testApp().app);
  const answer = await post('/auth/forgot-password', { email: member.user.email });
  const mail = (await lastMessage(testApp().app, member.user.email)).text;
  return { user: member.user, sessionToken: member.token, answer, mail, resetToken: tokenIn(mail) };
}

describe('forgot and reset password', () => {
  it('answers known and unknown emails alike', async () => {
    const { answer } = await resetLinkFor();
    const unknown = await post('/auth/forgot-password', { email: 'no-such-member@example.com' });
    expect([unknown.statusCode, unknown.json()]).toEqual([answer.statusCode, answer.json()]);
  });

  it('sets the password once, ends other sessions, and lets the member in', async () => {
    const { user, sessionToken, mail, resetToken: token } = await resetLinkFor();
    expect(mail).toContain('/auth/new-password?token=');
    const reset = await post(`/auth/reset-password?token=${token}`, { password: 'Brand-New-1' });
    expect(reset.statusCode).toBe(200);
    const me = await testApp().app.inject({
      method: 'GET',
      url: '/api/v1/auth/me',
      headers: { authorization: `Bearer ${sessionToken}` },
    });
    expect(me.statusCode).toBe(401);
    expect((await post('/auth/login', { email: user.email, password: 'Brand-New-1' })).statusCode).toBe(200);
    const reused = await post(`/auth/reset-password?token=${token}`, { password: 'Another-New-2' });
    expect([reused.statusCode, reused.json().message]).toEqual([400, AUTH_MESSAGES.invalidToken]);
  });

  it('accepts setNewPassword with the token in the body', async () => {
    const { user, resetToken: token } = await resetLinkFor();
    expect((await post('/setNewPassword', { password: 'Body-Token-3', token })).statusCode).toBe(200);
    expect((await post('/auth/login', { email: user.email, password: 'Body-Token-3' })).statusCode).toBe(200);
  });

  it('refuses an expired, a forged and a verification token', async () => {
    const { resetToken: token } = await resetLinkFor();
    clock.advance(61 * 60_000);
    expect(
      (await post(`/auth/reset-password?token=${token}`, { password: 'Too-Late-44' })).json().message,
    ).toBe(AUTH_MESSAGES.invalidToken);
    expect(
      (await post('/auth/reset-password?token=AAAAAAAAAAAAAAAAAAAAAA', { password: 'Forged-555' }))
        .statusCode,
    ).toBe(400);
    await post('/auth/register', {
      firstname: 'V',
      lastname: 'T',
      email: 'verify-token@example.com',
      password: 'Analytical1',
    });
    const verifyToken = tokenIn((await lastMessage(testApp().app, 'verify-token@example.com')).text);
    expect(
      (await post(`/auth/reset-password?token=${verifyToken}`, { password: 'Wrong-Kind-6' })).statusCode,
    ).toBe(400);
  });

  it('refuses a weak new password before using the token', async () => {
    const { resetToken: token } = await resetLinkFor();
    expect((await post(`/auth/reset-password?token=${token}`, { password: 'weak' })).statusCode).toBe(400);
    expect(
      (await post(`/auth/reset-password?token=${token}`, { password: 'Strong-Enough-7' })).statusCode,
    ).toBe(200);
  });
});
