// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, CODE_TRIES } from '../../../src/contract/index.ts';
import { callApi } from '../../support/api.ts';
import { codeIn, createMember, lastMessage, testClock } from '../../support/build-app.ts';
import { useTestApp } from '../../support/use-test-app.ts';

/**
 * Phone verification codes (the third kind of one-time code): five tries each, bound to the member who asked
 * and to their purpose. The happy path and a wrong code are in tests/server/users.test.ts.
 */
const clock = testClock();
const testApp = useTestApp({}, undefined, clock.now);
const call = callApi(() => testApp().app);
const otherThan = (code: string) => (code === '00000' ? '00001' : '00000');

let line = 0;
/** A member without a phone, and a number nobody has. */
async function memberAndNumber() {
  const member = await createMember(testApp().app, { phone: null, isPhoneVerified: false });
  return { ...member, number: { phonePrefix: '+60', phone: String(188_000_000 + (line += 1)) } };
}
async function phoneCode(token: string, number: { phonePrefix: string; phone: string }) {
  clock.advance(61_000);
  expect((await call('POST', '/users/sendOtpByPhone', token, number)).statusCode).toBe(200);
  return codeIn((await lastMessage(testApp().app, `${number.phonePrefix}${number.phone}`)).text);
}
const verify = (token: string, number: { phonePrefix: string; phone: string }, otp: string) =>
  call('POST', '/users/verifyOtpByPhone', token, { ...number, otp });
const isVerified = async (userId: string) =>
  (
    await testApp()
      .db.selectFrom('users')
      .select('isPhoneVerified')
      .where('id', '=', userId)
      .executeTakeFirstOrThrow()
  ).isPhoneVerified;

describe('phone verification codes', () => {
  it(`spend a code after ${CODE_TRIES} wrong tries`, async () => {
    const { token, user, number } = await memberAndNumber();
    const code = await phoneCode(token, number);
    for (let i = 0; i < CODE_TRIES; i += 1) await verify(token, number, otherThan(code));
    const spent = await verify(token, number, code);
    expect([spent.statusCode, spent.json().message]).toEqual([400, AUTH_MESSAGES.badCode]);
    expect(await isVerified(user.id)).toBe(false);
  });

  it('refuse a code that another member asked for the same number', async () => {
    const owner = await memberAndNumber();
    const intruder = await createMember(testApp().app, { phone: null, isPhoneVerified: false });
    const code = await phoneCode(owner.token, owner.number);
    const stolen = await verify(intruder.token, owner.number, code);
    expect([stolen.statusCode, stolen.json().message]).toEqual([400, AUTH_MESSAGES.badCode]);
    expect(await isVerified(intruder.user.id)).toBe(false);
    expect((await verify(owner.token, owner.number, code)).statusCode).toBe(200);
  });

  it('refuse a sign-in code sent by SMS to the same number', async () => {
    const owner = await memberAndNumber();
    const code = await phoneCode(owner.token, owner.number);
    expect((await verify(owner.token, owner.number, code)).statusCode).toBe(200);
    clock.advance(61_000);
    await call('POST', '/auth/request-otp', undefined, { type: 'phone', ...owner.number });
    const signInCode = codeIn((await lastMessage(testApp().app, `+60${owner.number.phone}`)).text);
    const other = await createMember(testApp().app, { phone: null, isPhoneVerified: false });
    const misuse = await verify(other.token, owner.number, signInCode);
    expect([misuse.statusCode, misuse.json().message]).toEqual([400, AUTH_MESSAGES.badCode]);
  });
});
