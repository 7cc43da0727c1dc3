// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/contract/index.ts';
import { codeIn, lastMessage, testClock, tokenIn } from '../support/build-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const clock = testClock();
const testApp = useTestApp({}, undefined, clock.now);
const post = (url: string, payload: Record<string, unknown>) =>
  testApp().app.inject({ method: 'POST', url: `/api/v1${url}`, payload });
let counter = 0;
const freshEmail = () => `new-${Date.now().toString(36)}-${(counter += 1)}@example.com`;

describe('sign-up with a password', () => {
  it('creates an unverified member, mails the link, and the link verifies once', async () => {
    const email = freshEmail();
    const created = await post('/auth/register', {
      firstname: 'Ada',
      lastname: 'Lovelace',
      email,
      password: 'Analytical1',
    });
    expect(created.statusCode).toBe(201);

    const early = await post('/auth/login', { email, password: 'Analytical1' });
    expect([early.statusCode, early.json().message]).toEqual([403, 'User is not verified']);

    const token = tokenIn((await lastMessage(testApp().app, email)).text);
    expect(token.length).toBeGreaterThanOrEqual(22);
    expect((await post(`/auth/verify-email/${token}`, {})).statusCode).toBe(200);
    const again = await post(`/auth/verify-email/${token}`, {});
    expect([again.statusCode, again.json().message]).toEqual([400, AUTH_MESSAGES.invalidToken]);

    expect((await post('/auth/login', { email, password: 'Analytical1' })).statusCode).toBe(200);
  });

  it('answers an existing email exactly like a new one, and tells the owner by mail', async () => {
    const email = freshEmail();
    const first = await post('/auth/register', {
      firstname: 'A',
      lastname: 'B',
      email,
      password: 'Analytical1',
    });
    const second = await post('/auth/register', {
      firstname: 'C',
      lastname: 'D',
      email: email.toUpperCase(),
      password: 'Analytical2',
    });
    expect(second.statusCode).toBe(first.statusCode);
    expect(second.json()).toEqual(first.json());
    expect((await lastMessage(testApp().app, email)).subject).toMatch(/already have/);
    const rows = await testApp().db.selectFrom('users').select('id').where('email', 'ilike', email).execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses a weak password', async () => {
    const response = await post('/auth/register', {
      firstname: 'A',
      lastname: 'B',
      email: freshEmail(),
      password: 'alllowercase1',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/uppercase letter, a lowercase letter and a digit/);
  });

  it('credits the referrer named by the affiliate code', async () => {
    const email = freshEmail();
    await post('/auth/register', {
      firstname: 'R',
      lastname: 'F',
      email,
      password: 'Analytical1',
      affiliateCode: 'DEMO2026',
      medium: 'twitter',
    });
    const row = await testApp()
      .db.selectFrom('users as u')
      .innerJoin('users as r', 'r.id', 'u.referredBy')
      .select(['r.email as referrer', 'u.medium'])
      .where('u.email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ referrer: 'demo@example.com', medium: 'twitter' });
  });

  it('refuses an expired verification link', async () => {
    const email = freshEmail();
    await post('/auth/register', { firstname: 'E', lastname: 'X', email, password: 'Analytical1' });
    const token = tokenIn((await lastMessage(testApp().app, email)).text);
    clock.advance(61 * 60_000);
    expect((await post(`/auth/verify-email/${token}`, {})).json().message).toBe(AUTH_MESSAGES.invalidToken);
  });
});

describe('sign-up with a code', () => {
  const details = { firstname: 'Grace', lastname: 'Hopper' };

  it('mails a 5-digit code that creates a verified member with a session', async () => {
    const email = freshEmail();
    const sent = await post('/auth/pre-register', { email });
    expect(sent.json()).toMatchObject({ resendInSeconds: 60 });
    const code = codeIn((await lastMessage(testApp().app, email)).text);
    expect(code).toMatch(/^\d{5}$/);

    const wrong = await post('/auth/verify-pre-register', {
      ...details,
      email,
      otp: code === '00000' ? '11111' : '00000',
    });
    expect([wrong.statusCode, wrong.json().message]).toEqual([400, AUTH_MESSAGES.badCode]);
    const created = await post('/auth/verify-pre-register', { ...details, email, otp: code });
    expect(created.statusCode).toBe(201);
    expect(created.json().user).toMatchObject({ email, firstname: 'Grace', phone: null });
    expect(created.json().tokens.access.token).toBeTruthy();

    const reused = await post('/auth/verify-pre-register', { ...details, email, otp: code });
    expect(reused.statusCode).toBe(400);
    // The member has no password: a password login is refused like any wrong one (no hint the account exists).
    const passwordLogin = await post('/auth/login', { email, password: 'Whatever1' });
    expect([passwordLogin.statusCode, passwordLogin.json().message]).toEqual([
      401,
      AUTH_MESSAGES.badCredentials,
    ]);
  });

  it('refuses a resend within 60 seconds, then replaces the old code', async () => {
    const email = freshEmail();
    await post('/auth/pre-register', { email });
    const first = codeIn((await lastMessage(testApp().app, email)).text);
    const tooSoon = await post('/auth/resend-pre-register-otp', { email });
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.json().message).toMatch(/Please wait \d+ seconds/);

    clock.advance(61_000);
    expect((await post('/auth/resend-pre-register-otp', { email })).statusCode).toBe(200);
    const second = codeIn((await lastMessage(testApp().app, email)).text);
    if (first !== second)
      expect((await post('/auth/verify-pre-register', { ...details, email, otp: first })).statusCode).toBe(
        400,
      );
    expect((await post('/auth/verify-pre-register', { ...details, email, otp: second })).statusCode).toBe(
      201,
    );
  });

  it('refuses a code after ten minutes', async () => {
    const email = freshEmail();
    await post('/auth/pre-register', { email });
    const code = codeIn((await lastMessage(testApp().app, email)).text);
    clock.advance(10 * 60_000 + 1_000);
    expect((await post('/auth/verify-pre-register', { ...details, email, otp: code })).statusCode).toBe(400);
  });

  it('allows five tries per code', async () => {
    const email = freshEmail();
    await post('/auth/pre-register', { email });
    const code = codeIn((await lastMessage(testApp().app, email)).text);
    const wrong = code === '99999' ? '99998' : '99999';
    for (let i = 0; i < 5; i += 1) await post('/auth/verify-pre-register', { ...details, email, otp: wrong });
    expect((await post('/auth/verify-pre-register', { ...details, email, otp: code })).statusCode).toBe(400);
  });

  it('answers a registered email like a new one, sending no code', async () => {
    const answer = await post('/auth/pre-register', { email: 'demo@example.com' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual((await post('/auth/pre-register', { email: freshEmail() })).json());
    expect(codeIn((await lastMessage(testApp().app, 'demo@example.com')).subject)).toBe('');
  });
});
