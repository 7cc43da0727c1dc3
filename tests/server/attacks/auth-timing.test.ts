// @vitest-environment node
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { memberWithPassword, unknownEmail } from '../../support/auth-attacks.ts';
import { buildTestApp, createMember, testClock } from '../../support/build-app.ts';
import { heldSmtpSink } from '../../support/smtp-sink.ts';
import { compareTimings, timeInterleaved } from '../../support/timing.ts';
import { useTestApp } from '../../support/use-test-app.ts';

/**
 * The one timing check of the suite (DECISIONS.md 7: auth answers do not reveal an account): interleaved requests
 * for a known and an unknown email, compared by their medians with an allowance that grows with the noise
 * (tests/support/timing.ts), so a loaded machine does not fail it but argon2 skipped or a mail server waited for
 * (tens to hundreds of milliseconds for one side only) does.
 */
const ROUNDS = 30;
const clock = testClock();
const testApp = useTestApp({}, undefined, clock.now);
let address = 0;
/** Each request from its own address, so the per-IP limits of a long run never interfere. */
const post = (url: string, payload: Record<string, unknown>) =>
  testApp().app.inject({
    method: 'POST',
    url: `/api/v1${url}`,
    payload,
    remoteAddress: `10.${(address += 1) >> 16}.${(address >> 8) & 255}.${address & 255}`,
  });

/** Fails with the figures when the two sides differ measurably. */
async function expectNoLeak(name: string, known: () => Promise<unknown>, unknown: () => Promise<unknown>) {
  await known();
  await unknown();
  const [a, b] = await timeInterleaved(ROUNDS, known, unknown);
  const verdict = compareTimings(a, b);
  expect(verdict.leaks, `${name}: ${JSON.stringify(verdict)}`).toBe(false);
}

describe('response times of known and unknown emails', () => {
  it('login: a wrong password and an unknown email cost the same argon2 work', async () => {
    const { user } = await memberWithPassword(testApp().app, 'Right-Pass-1');
    await expectNoLeak(
      'login',
      () => post('/auth/login', { email: user.email, password: 'Wrong-Pass-1' }),
      () => post('/auth/login', { email: unknownEmail(), password: 'Wrong-Pass-1' }),
    );
  }, 120_000);

  it('login: an account made by code (no password) and an unknown email cost the same argon2 work', async () => {
    const { user } = await createMember(testApp().app);
    await expectNoLeak(
      'login without a password',
      () => post('/auth/login', { email: user.email, password: 'Wrong-Pass-1' }),
      () => post('/auth/login', { email: unknownEmail(), password: 'Wrong-Pass-1' }),
    );
  }, 120_000);

  it('forgot-password and resend-verification-email', async () => {
    const { user } = await createMember(testApp().app);
    await expectNoLeak(
      'forgot-password',
      () => post('/auth/forgot-password', { email: user.email }),
      () => post('/auth/forgot-password', { email: unknownEmail() }),
    );
    await testApp()
      .db.updateTable('users')
      .set({ isEmailVerified: false })
      .where('id', '=', user.id)
      .execute();
    await expectNoLeak(
      'resend-verification-email',
      () => post('/auth/resend-verification-email', { email: user.email }),
      () => post('/auth/resend-verification-email', { email: unknownEmail() }),
    );
  }, 120_000);

  it('code requests, for sign-in and sign-up', async () => {
    // A code can be asked again after a minute: a member per round, and the clock moved on.
    const members = await Promise.all(
      Array.from({ length: 2 * ROUNDS + 2 }, () => createMember(testApp().app)),
    );
    let next = 0;
    const member = () => members[next++ % members.length]!.user.email;
    await expectNoLeak(
      'request-otp',
      () => post('/auth/request-otp', { type: 'email', email: member() }),
      () => post('/auth/request-otp', { type: 'email', email: unknownEmail() }),
    );
    clock.advance(61_000);
    // For sign-up the known side is an email that has an account already.
    await expectNoLeak(
      'pre-register',
      () => post('/auth/pre-register', { email: member() }),
      () => post('/auth/pre-register', { email: unknownEmail() }),
    );
  }, 120_000);

  it('register: an existing email costs the same password hashing as a new one', async () => {
    const { user } = await createMember(testApp().app);
    const details = { firstname: 'Tim', lastname: 'Ing', password: 'Analytical1' };
    await expectNoLeak(
      'register',
      () => post('/auth/register', { ...details, email: user.email }),
      () => post('/auth/register', { ...details, email: unknownEmail('new') }),
    );
  }, 120_000);
});

describe('with a mail server that is slow to answer', () => {
  let sink: Awaited<ReturnType<typeof heldSmtpSink>> | undefined;
  let harness: Awaited<ReturnType<typeof buildTestApp>> | undefined;
  beforeAll(async () => {
    sink = await heldSmtpSink();
    harness = await buildTestApp(inject('databaseUrl'), { mailTransport: 'smtp', smtpUrl: sink.url });
  });
  afterAll(async () => {
    await harness?.close();
    await sink?.close();
  });

  it('answers a known email before the mail server has even greeted, and the mail still goes out', async () => {
    const { app } = harness!;
    const { user } = await createMember(app);
    const answer = app.inject({
      method: 'POST',
      url: '/api/v1/auth/forgot-password',
      payload: { email: user.email },
    });
    const stuck = new Promise<'waiting for the mail server'>((resolve) =>
      setTimeout(() => resolve('waiting for the mail server'), 10_000),
    );
    const first = await Promise.race([answer, stuck]);
    expect(first === 'waiting for the mail server' ? first : first.statusCode).toBe(200);
    expect(sink!.received).toEqual([]);
    sink!.release();
    await expect.poll(() => sink!.received.length, { timeout: 10_000 }).toBe(1);
    expect(sink!.received[0]).toContain(user.email);
  }, 30_000);
});
