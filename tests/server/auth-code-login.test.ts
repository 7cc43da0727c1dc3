// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '../../src/contract/index.ts';
import { codeIn, createMember, lastMessage, testClock } from '../support/build-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const clock = testClock();
const testApp = useTestApp({}, undefined, clock.now);
const post = (url: string, payload: Record<string, unknown>) =>
  testApp().app.inject({ method: 'POST', url: `/api/v1${url}`, payload });

describe('sign-in by code', () => {
  it('answers known and unknown emails the same, and mails a code only to the known one', async () => {
    const { user } = await createMember(testApp().app);
    const known = await post('/auth/request-otp', { type: 'email', email: user.email });
    const unknown = await post('/auth/request-otp', { type: 'email', email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());
    expect(codeIn((await lastMessage(testApp().app, user.email)).text)).toMatch(/^\d{5}$/);
    await expect(lastMessage(testApp().app, 'ghost@example.com')).rejects.toThrow('No message');
  });

  it('signs in with the code once', async () => {
    const { user } = await createMember(testApp().app);
    await post('/auth/request-otp', { type: 'email', email: user.email });
    const code = codeIn((await lastMessage(testApp().app, user.email)).text);
    const signedIn = await post('/auth/verify-otp', { otp: code, email: user.email });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().user.id).toBe(user.id);
    expect((await post('/auth/verify-otp', { otp: code, email: user.email })).json().message).toBe(
      AUTH_MESSAGES.badCode,
    );
  });

  it('signs in by verified phone, the code sent by SMS', async () => {
    const { user } = await createMember(testApp().app, { phone: '123123123' });
    await post('/auth/request-otp', { type: 'phone', phone: '123123123', phonePrefix: '+60' });
    const sms = await lastMessage(testApp().app, '+60123123123');
    expect(sms.channel).toBe('sms');
    const signedIn = await post('/auth/verify-otp', {
      otp: codeIn(sms.text),
      phone: '123123123',
      phonePrefix: '+60',
    });
    expect(signedIn.json().user.id).toBe(user.id);
  });

  it('locks sign-in by code for an hour after 100 wrong codes, for known and unknown emails alike', async () => {
    const { user } = await createMember(testApp().app);
    const statusesFor = async (email: string) => {
      let last = '';
      for (let i = 0; i < 100; i += 1)
        last = (await post('/auth/verify-otp', { otp: '00000', email })).json().message;
      return last;
    };
    expect(await statusesFor(user.email)).toBe(AUTH_MESSAGES.codeLocked);
    expect(await statusesFor('nobody-at-all@example.com')).toBe(AUTH_MESSAGES.codeLocked);

    clock.advance(61_000);
    await post('/auth/request-otp', { type: 'email', email: user.email });
    const code = codeIn((await lastMessage(testApp().app, user.email)).text);
    const whileLocked = await post('/auth/verify-otp', { otp: code, email: user.email });
    expect([whileLocked.statusCode, whileLocked.json().message]).toEqual([429, AUTH_MESSAGES.codeLocked]);

    clock.advance(60 * 60_000);
    await post('/auth/request-otp', { type: 'email', email: user.email });
    const fresh = codeIn((await lastMessage(testApp().app, user.email)).text);
    expect((await post('/auth/verify-otp', { otp: fresh, email: user.email })).statusCode).toBe(200);
  });

  it('refuses malformed codes before looking anything up', async () => {
    for (const otp of ['1234', '123456', 'abcde', 12345]) {
      const response = await post('/auth/verify-otp', { otp, email: 'a@example.com' });
      expect(response.statusCode, String(otp)).toBe(400);
    }
  });
});
