// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { answerShape, memberWithPassword, secondsIn, unknownEmail } from '../../support/auth-attacks.ts';
import { createMember } from '../../support/build-app.ts';
import { useTestApp } from '../../support/use-test-app.ts';

/**
 * Password guessing against the per-account and per-IP limits of every sign-in route (authLimitPerAccount,
 * authLimitPerIp). The per-account limit of one attacker is in tests/server/auth-login.test.ts.
 */
const PER_ACCOUNT = 3;
const PER_IP = 5;
const testApp = useTestApp({ authLimitPerAccount: PER_ACCOUNT, authLimitPerIp: PER_IP });

const login = (email: string, remoteAddress: string) =>
  testApp().app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    remoteAddress,
    payload: { email, password: 'Guess-1234' },
  });

describe('password brute force', () => {
  it('stops one address trying many accounts at the per-IP limit, and lets other addresses in', async () => {
    const statuses = [];
    for (let i = 0; i <= PER_IP; i += 1)
      statuses.push((await login(unknownEmail(), '198.51.100.1')).statusCode);
    expect(statuses).toEqual([...Array<number>(PER_IP).fill(401), 429]);
    const refused = await login(unknownEmail(), '198.51.100.1');
    expect(refused.json().message).toMatch(/^Too many requests\. Please wait \d+ seconds and try again\.$/);
    expect((await login(unknownEmail(), '198.51.100.2')).statusCode).toBe(401);
  });

  it('stops many addresses trying one account at the per-account limit, whatever the case of the email', async () => {
    const { user } = await memberWithPassword(testApp().app, 'Right-Pass-1');
    const statuses = [];
    for (let i = 0; i <= PER_ACCOUNT; i += 1) {
      const email = i % 2 ? user.email.toUpperCase() : user.email;
      statuses.push((await login(email, `203.0.113.${i + 10}`)).statusCode);
    }
    expect(statuses).toEqual([...Array<number>(PER_ACCOUNT).fill(401), 429]);
    // The limit holds even for the right password: guessing it at the limit gains nothing.
    const right = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      remoteAddress: '203.0.113.99',
      payload: { email: user.email, password: 'Right-Pass-1' },
    });
    expect(right.statusCode).toBe(429);
  });

  it('answers the lockout of a known account exactly like that of an unknown one', async () => {
    const { user } = await memberWithPassword(testApp().app, 'Right-Pass-1');
    const ghost = unknownEmail();
    // Two attackers from two addresses, interleaved, so the global per-IP counters stay level too.
    let known = await login(user.email, '192.0.2.1');
    let unknown = await login(ghost, '192.0.2.2');
    expect(answerShape(known)).toEqual(answerShape(unknown));
    for (let i = 0; i < PER_ACCOUNT; i += 1) {
      known = await login(user.email, '192.0.2.1');
      unknown = await login(ghost, '192.0.2.2');
    }
    expect(known.statusCode).toBe(429);
    expect(answerShape(known)).toEqual(answerShape(unknown));
    expect(Math.abs(secondsIn(known) - secondsIn(unknown))).toBeLessThanOrEqual(1);
  });

  it('answers a password login of an account made by code (no password) exactly like an unknown email', async () => {
    const { user } = await createMember(testApp().app);
    const ghost = unknownEmail();
    // Interleaved from two addresses, so every counter (per IP, per account, global) stays level on both sides.
    // Each attempt counts the same on both sides: the same answers, and the lockout on the same attempt.
    const statuses = [];
    for (let i = 0; i <= PER_ACCOUNT; i += 1) {
      const codeOnly = await login(user.email, '192.0.2.11');
      const unknown = await login(ghost, '192.0.2.12');
      expect(answerShape(codeOnly), `attempt ${i + 1}`).toEqual(answerShape(unknown));
      if (i === PER_ACCOUNT)
        expect(Math.abs(secondsIn(codeOnly) - secondsIn(unknown))).toBeLessThanOrEqual(1);
      statuses.push(codeOnly.statusCode);
    }
    expect(statuses).toEqual([...Array<number>(PER_ACCOUNT).fill(401), 429]);
  });

  it('limits every route that checks a secret or sends a code, per IP', async () => {
    const routes: Array<[string, (email: string) => Record<string, unknown>]> = [
      ['/auth/verify-otp', (email) => ({ email, otp: '12345' })],
      ['/auth/request-otp', (email) => ({ type: 'email', email })],
      ['/auth/forgot-password', (email) => ({ email })],
      ['/auth/pre-register', (email) => ({ email })],
      ['/auth/verify-pre-register', (email) => ({ email, otp: '12345', firstname: 'A', lastname: 'B' })],
      ['/auth/resend-verification-email', (email) => ({ email })],
    ];
    for (const [url, body] of routes) {
      const remoteAddress = `198.51.100.${routes.findIndex(([route]) => route === url) + 50}`;
      const statuses = [];
      for (let i = 0; i <= PER_IP; i += 1) {
        const response = await testApp().app.inject({
          method: 'POST',
          url: `/api/v1${url}`,
          remoteAddress,
          payload: body(unknownEmail()),
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.slice(0, PER_IP), url).not.toContain(429);
      expect(statuses[PER_IP], url).toBe(429);
    }
  });
});
