// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ACCOUNT_CODE_FAILURE_LIMIT, AUTH_MESSAGES, CODE_TRIES } from '../../../src/contract/index.ts';
import { answerShape, unknownEmail } from '../../support/auth-attacks.ts';
import { codeIn, createMember, lastMessage, testClock } from '../../support/build-app.ts';
import { useTestApp } from '../../support/use-test-app.ts';

/**
 * Guessing one-time codes (DECISIONS.md 7): five tries per code, and 100 consecutive failures across all codes
 * lock sign-in by code for an hour; for sign-in codes and sign-up codes alike. The plain 100-failure lockout of
 * sign-in and the five tries of a sign-up code are in tests/server/auth-code-login.test.ts and auth-sign-up.test.ts.
 */
const clock = testClock();
const testApp = useTestApp({}, undefined, clock.now);
const post = (url: string, payload: Record<string, unknown>, remoteAddress = '127.0.0.1') =>
  testApp().app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress });
const otherThan = (code: string) => (code === '00000' ? '00001' : '00000');
const details = { firstname: 'Brute', lastname: 'Force' };

/** Asks for a sign-in code after the resend delay and reads it from the outbox. */
async function loginCode(email: string) {
  clock.advance(61_000);
  expect((await post('/auth/request-otp', { type: 'email', email })).statusCode).toBe(200);
  return codeIn((await lastMessage(testApp().app, email)).text);
}
const verifyLogin = (email: string, otp: string, remoteAddress?: string) =>
  post('/auth/verify-otp', { email, otp }, remoteAddress);

describe('sign-in code brute force', () => {
  it(`spends a code after ${CODE_TRIES} wrong tries, and the next code works`, async () => {
    const { user } = await createMember(testApp().app);
    const code = await loginCode(user.email);
    for (let i = 0; i < CODE_TRIES; i += 1) {
      const wrong = await verifyLogin(user.email, otherThan(code));
      expect([wrong.statusCode, wrong.json().message]).toEqual([400, AUTH_MESSAGES.badCode]);
    }
    const spent = await verifyLogin(user.email, code);
    expect([spent.statusCode, spent.json().message]).toEqual([400, AUTH_MESSAGES.badCode]);
    expect((await verifyLogin(user.email, await loginCode(user.email))).statusCode).toBe(200);
  });

  it('locks after 100 consecutive failures across fresh codes, and the lockout of a known email looks like that of an unknown one', async () => {
    const { user } = await createMember(testApp().app);
    const ghost = unknownEmail();
    let known = await verifyLogin(user.email, '00000', '192.0.2.10');
    let unknown = await verifyLogin(ghost, '00000', '192.0.2.11');
    for (let failures = 1; failures < ACCOUNT_CODE_FAILURE_LIMIT; failures += 1) {
      // A new code every five tries: the account's count goes on across codes.
      const code = failures % CODE_TRIES === 0 ? await loginCode(user.email) : '';
      known = await verifyLogin(user.email, otherThan(code), '192.0.2.10');
      unknown = await verifyLogin(ghost, '00000', '192.0.2.11');
    }
    expect([known.statusCode, known.json().message]).toEqual([429, AUTH_MESSAGES.codeLocked]);
    expect(answerShape(known)).toEqual(answerShape(unknown));

    const whileLocked = await verifyLogin(user.email, await loginCode(user.email), '192.0.2.10');
    expect(whileLocked.statusCode).toBe(429);
    expect(answerShape(whileLocked)).toEqual(answerShape(await verifyLogin(ghost, '00000', '192.0.2.11')));

    clock.advance(60 * 60_000);
    expect((await verifyLogin(user.email, await loginCode(user.email))).statusCode).toBe(200);
  }, 60_000);

  it('counts only consecutive failures: a success starts the count again', async () => {
    const { user } = await createMember(testApp().app);
    const failMany = async (count: number) => {
      for (let i = 0; i < count; i += 1) await verifyLogin(user.email, '00000');
    };
    await failMany(ACCOUNT_CODE_FAILURE_LIMIT - 1);
    expect((await verifyLogin(user.email, await loginCode(user.email))).statusCode).toBe(200);
    await failMany(ACCOUNT_CODE_FAILURE_LIMIT - 1);
    expect((await verifyLogin(user.email, await loginCode(user.email))).statusCode).toBe(200);
  }, 60_000);
});

describe('sign-up code brute force', () => {
  const verifySignUp = (email: string, otp: string, remoteAddress?: string) =>
    post('/auth/verify-pre-register', { ...details, email, otp }, remoteAddress);

  it('locks sign-up by code after 100 failures, for a registered and a new email alike', async () => {
    const email = unknownEmail('sign-up');
    expect((await post('/auth/pre-register', { email })).statusCode).toBe(200);
    const code = codeIn((await lastMessage(testApp().app, email)).text);
    const { user } = await createMember(testApp().app);
    let fresh = await verifySignUp(email, otherThan(code), '192.0.2.20');
    let taken = await verifySignUp(user.email, '00000', '192.0.2.21');
    expect(answerShape(fresh)).toEqual(answerShape(taken));
    for (let i = 1; i < ACCOUNT_CODE_FAILURE_LIMIT; i += 1) {
      fresh = await verifySignUp(email, otherThan(code), '192.0.2.20');
      taken = await verifySignUp(user.email, '00000', '192.0.2.21');
    }
    expect([fresh.statusCode, fresh.json().message]).toEqual([429, AUTH_MESSAGES.codeLocked]);
    expect(answerShape(fresh)).toEqual(answerShape(taken));

    clock.advance(61_000);
    await post('/auth/resend-pre-register-otp', { email });
    const next = codeIn((await lastMessage(testApp().app, email)).text);
    expect((await verifySignUp(email, next)).statusCode).toBe(429);
    const rows = await testApp().db.selectFrom('users').select('id').where('email', '=', email).execute();
    expect(rows).toEqual([]);
  }, 60_000);
});
