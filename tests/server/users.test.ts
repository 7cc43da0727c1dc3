// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { codeIn, createMember, lastMessage } from '../support/build-app.ts';
import { useTestApp } from '../support/use-test-app.ts';

const testApp = useTestApp();
const as = (token: string) => ({ authorization: `Bearer ${token}` });
const call = (
  method: 'GET' | 'POST' | 'PATCH' | 'PUT',
  url: string,
  token: string,
  payload?: Record<string, unknown>,
) => testApp().app.inject({ method, url: `/api/v1${url}`, headers: as(token), payload });

describe('PUT /api/v1/users/preferences', () => {
  const saved = {
    theme: 'light',
    isNightMode: true,
    nightTime: { start: 72_000_000, end: 28_800_000 },
    language: 'ar',
  };

  it('keeps the member’s display preferences and returns them with the member', async () => {
    const { token } = await createMember(testApp().app);
    expect((await call('GET', '/auth/me', token)).json().preferences).toBeNull();
    const response = await call('PUT', '/users/preferences', token, saved);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(saved);
    expect((await call('GET', '/auth/me', token)).json().preferences).toEqual(saved);
  });

  it('refuses preferences outside the contract with a message', async () => {
    const { token } = await createMember(testApp().app);
    for (const body of [
      { ...saved, theme: 'blue' },
      { ...saved, nightTime: { start: -1, end: 0 } },
      { ...saved, language: '../etc' },
      { ...saved, isAdmin: true },
    ]) {
      const response = await call('PUT', '/users/preferences', token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toEqual(expect.any(String));
    }
    expect((await call('GET', '/auth/me', token)).json().preferences).toBeNull();
  });

  it('needs a signed-in member', async () => {
    const response = await testApp().app.inject({
      method: 'PUT',
      url: '/api/v1/users/preferences',
      payload: saved,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('PATCH /api/v1/users/{userId}', () => {
  it('changes the member’s own profile', async () => {
    const { user, token } = await createMember(testApp().app);
    const response = await call('PATCH', `/users/${user.id}`, token, {
      telegram: '@trader',
      gender: 'female',
      country: 'MY',
      birthdate: '1990-04-01',
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      telegram: '@trader',
      gender: 'female',
      country: 'MY',
      birthdate: '1990-04-01',
    });
    const viaProfile = await call('PATCH', `/users/profile/${user.id}`, token, { firstname: 'Renamed' });
    expect(viaProfile.json().firstname).toBe('Renamed');
  });

  it('refuses another member’s profile and fields a member may not set', async () => {
    const alice = await createMember(testApp().app);
    const bob = await createMember(testApp().app);
    expect(
      (await call('PATCH', `/users/${bob.user.id}`, alice.token, { firstname: 'Hacked' })).statusCode,
    ).toBe(403);
    for (const field of ['email', 'credit', 'role', 'isPhoneVerified', 'affiliateCode']) {
      const response = await call('PATCH', `/users/${alice.user.id}`, alice.token, { [field]: 'x' });
      expect(response.statusCode, field).toBe(400);
      expect(response.json().message).toBe(`${field} is not an accepted field`);
    }
  });

  it('marks a changed phone as unverified', async () => {
    const { user, token } = await createMember(testApp().app);
    const response = await call('PATCH', `/users/${user.id}`, token, {
      phone: '987654321',
      phonePrefix: '+44',
    });
    expect(response.json()).toMatchObject({ phone: '987654321', phonePrefix: '+44', isPhoneVerified: false });
  });

  it('validates the phone as the spec says', async () => {
    const { user, token } = await createMember(testApp().app);
    for (const phone of ['12345', '12a456789', '']) {
      expect((await call('PATCH', `/users/${user.id}`, token, { phone })).statusCode, phone).toBe(400);
    }
  });
});

describe('phone verification', () => {
  it('sends an SMS code that verifies the number', async () => {
    const { user, token } = await createMember(testApp().app, { phone: null, isPhoneVerified: false });
    const sent = await call('POST', '/users/sendOtpByPhone', token, { phone: '5551234', phonePrefix: '+60' });
    expect(sent.statusCode).toBe(200);
    expect(sent.json()).not.toHaveProperty('otp');
    const sms = await lastMessage(testApp().app, '+605551234');
    expect(sms.channel).toBe('sms');
    const wrong = await call('POST', '/users/verifyOtpByPhone', token, {
      phone: '5551234',
      phonePrefix: '+60',
      otp: codeIn(sms.text) === '11111' ? '22222' : '11111',
    });
    expect(wrong.statusCode).toBe(400);
    const verified = await call('POST', '/users/verifyOtpByPhone', token, {
      phone: '5551234',
      phonePrefix: '+60',
      otp: codeIn(sms.text),
    });
    expect(verified.json()).toMatchObject({
      id: user.id,
      phone: '5551234',
      phonePrefix: '+60',
      isPhoneVerified: true,
    });
  });

  it('needs a signed-in member', async () => {
    const response = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/users/sendOtpByPhone',
      payload: { phone: '5551234', phonePrefix: '+60' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('member lists', () => {
  it('show only what a member may see of others', async () => {
    const { token } = await createMember(testApp().app);
    const lists = [
      (await call('GET', '/users', token)).json(),
      (await call('GET', '/users/queryUsersWithPagination?page=1&limit=5', token)).json().results,
      (await call('GET', '/users/queryUsers?search=Test', token)).json(),
    ];
    for (const list of lists) {
      expect(list.length).toBeGreaterThan(0);
      for (const entry of list)
        expect(Object.keys(entry).sort()).toEqual(['country', 'firstname', 'id', 'lastname', 'level']);
    }
  });

  it('paginates with totals and treats search text literally', async () => {
    const { token } = await createMember(testApp().app);
    const page = (await call('GET', '/users/queryUsersWithPagination?page=1&limit=1', token)).json();
    expect(page).toMatchObject({ page: 1, limit: 1 });
    expect(page.totalPages).toBe(page.totalResults);
    expect((await call('GET', '/users/queryUsers?search=%25', token)).json()).toEqual([]);
    expect((await call('GET', '/users/queryUsersWithPagination?limit=1000', token)).statusCode).toBe(400);
  });
});

describe('GET /api/v1/users/telegramToken', () => {
  it('gives a signed, expiring token naming the member', async () => {
    const { user, token } = await createMember(testApp().app);
    const body = (await call('GET', '/users/telegramToken', token)).json();
    expect(body.token.startsWith(`${user.id}.`)).toBe(true);
    expect(Date.parse(body.expires)).toBeGreaterThan(Date.now());
  });
});

describe('translation changes', () => {
  it('are for operators only', async () => {
    const member = await createMember(testApp().app);
    const operator = await createMember(testApp().app);
    await testApp()
      .db.updateTable('users')
      .set({ role: 'operator' })
      .where('id', '=', operator.user.id)
      .execute();
    const created = await call('POST', '/translation/createTranslation', operator.token, {
      isoCode: 'de',
      name: 'Deutsch',
      flagCode: 'de',
      isRtl: false,
      localHelper: 'de-DE',
      translations: { 'menu.dashboard': 'Übersicht' },
    });
    expect(created.statusCode).toBe(201);
    const id = created.json().id;
    expect((await call('PATCH', `/translation/${id}`, member.token, { name: 'X' })).statusCode).toBe(403);
    const updated = await call('PATCH', `/translation/${id}`, operator.token, {
      translations: { 'menu.dashboard': 'Start' },
    });
    expect(updated.json().translations).toEqual({ 'menu.dashboard': 'Start' });
    const duplicate = await call('POST', '/translation/createTranslation', operator.token, {
      isoCode: 'de',
      name: 'Deutsch',
      flagCode: 'de',
      isRtl: false,
      localHelper: 'de-DE',
      translations: {},
    });
    expect(duplicate.statusCode).toBe(409);
  });
});
