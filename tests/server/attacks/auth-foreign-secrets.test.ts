// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../../src/contract/index.ts';
import { memberWithPassword, unknownEmail } from '../../support/auth-attacks.ts';
import { codeIn, createMember, lastMessage, testClock, tokenIn } from '../../support/build-app.ts';
import { useTestApp } from '../../support/use-test-app.ts';

/**
 * Emailed tokens and codes work only once, only in time, only for their own member and only for their own
 * purpose. Already covered elsewhere: a used and an expired reset token and a verification token used as a reset
 * token (auth-password-reset.test.ts); a used and an expired verification link, an expired and a replaced sign-up
 * code (auth-sign-up.test.ts); a used sign-in code (auth-code-login.test.ts).
 */
const clock = testClock();
const testApp = useTestApp({}, undefined, clock.now);
const post = (url: string, payload: Record<string, unknown>) =>
  testApp().app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
const details = { firstname: 'For', lastname: 'Eign' };

const expectRefused = (response: Awaited<ReturnType<typeof post>>, message: string) =>
  expect([response.statusCode, response.json()]).toEqual([400, { message }]);

async function resetToken(email: string) {
  await post('/auth/forgot-password', { email });
  return tokenIn((await lastMessage(testApp().app, email)).text);
}
async function loginCode(email: string) {
  clock.advance(61_000);
  await post('/auth/request-otp', { type: 'email', email });
  return codeIn((await lastMessage(testApp().app, email)).text);
}

describe('emailed tokens', () => {
  it('refuses a reset token as a verification link, and the reset token still works after', async () => {
    const { user } = await memberWithPassword(testApp().app, 'Old-Pass-1');
    await testApp()
      .db.updateTable('users')
      .set({ isEmailVerified: false })
      .where('id', '=', user.id)
      .execute();
    const token = await resetToken(user.email);
    expectRefused(await post(`/auth/verify-email/${token}`, {}), AUTH_MESSAGES.invalidToken);
    const row = await testApp()
      .db.selectFrom('users')
      .select('isEmailVerified')
      .where('id', '=', user.id)
      .executeTakeFirstOrThrow();
    expect(row.isEmailVerified).toBe(false);
    expect((await post('/setNewPassword', { token, password: 'New-Pass-22' })).statusCode).toBe(200);
  });

  it("resets only its own member's password: another member's token cannot reach mine", async () => {
    const victim = await memberWithPassword(testApp().app, 'Victim-Pass-1');
    const attacker = await memberWithPassword(testApp().app, 'Attacker-Pass-1');
    const token = await resetToken(attacker.user.email);
    expect((await post('/setNewPassword', { token, password: 'Taken-Over-1' })).statusCode).toBe(200);
    expect(
      (await post('/auth/login', { email: victim.user.email, password: 'Taken-Over-1' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/auth/login', { email: victim.user.email, password: 'Victim-Pass-1' })).statusCode,
    ).toBe(200);
  });

  it('refuses a reset token used once through the other reset route', async () => {
    const { user } = await createMember(testApp().app);
    const token = await resetToken(user.email);
    expect((await post(`/auth/reset-password?token=${token}`, { password: 'First-Use-1' })).statusCode).toBe(
      200,
    );
    expectRefused(
      await post('/setNewPassword', { token, password: 'Second-Use-2' }),
      AUTH_MESSAGES.invalidToken,
    );
  });
});

describe('one-time codes', () => {
  it("refuses a member's sign-in code for another member's email", async () => {
    const owner = await createMember(testApp().app);
    const other = await createMember(testApp().app);
    const code = await loginCode(owner.user.email);
    await loginCode(other.user.email);
    expectRefused(
      await post('/auth/verify-otp', { email: other.user.email, otp: code }),
      AUTH_MESSAGES.badCode,
    );
    expect((await post('/auth/verify-otp', { email: owner.user.email, otp: code })).statusCode).toBe(200);
  });

  it('refuses a sign-in code after ten minutes', async () => {
    const { user } = await createMember(testApp().app);
    const code = await loginCode(user.email);
    clock.advance(10 * 60_000 + 1_000);
    expectRefused(await post('/auth/verify-otp', { email: user.email, otp: code }), AUTH_MESSAGES.badCode);
  });

  it('refuses a sign-in code for sign-up, and a sign-up code for sign-in', async () => {
    const { user } = await createMember(testApp().app);
    const code = await loginCode(user.email);
    const asSignUp = await post('/auth/verify-pre-register', { ...details, email: user.email, otp: code });
    expectRefused(asSignUp, AUTH_MESSAGES.badCode);

    // A sign-up code for an email that then gets an account by password cannot sign that account in.
    const email = unknownEmail('cross');
    await post('/auth/pre-register', { email });
    const signUpCode = codeIn((await lastMessage(testApp().app, email)).text);
    await post('/auth/register', { ...details, email, password: 'Cross-Pass-1' });
    await testApp()
      .db.updateTable('users')
      .set({ isEmailVerified: true })
      .where('email', '=', email)
      .execute();
    expectRefused(await post('/auth/verify-otp', { email, otp: signUpCode }), AUTH_MESSAGES.badCode);
  });

  it('refuses a sign-in code sent by SMS for the email of the same member', async () => {
    const { user } = await createMember(testApp().app, { phone: '177001234' });
    clock.advance(61_000);
    await post('/auth/request-otp', { type: 'phone', phone: '177001234', phonePrefix: '+60' });
    const code = codeIn((await lastMessage(testApp().app, '+60177001234')).text);
    expectRefused(await post('/auth/verify-otp', { email: user.email, otp: code }), AUTH_MESSAGES.badCode);
  });
});
