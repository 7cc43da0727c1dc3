// @vitest-environment node
import { describe, expect, it } from 'vitest';
import ar from '../../src/locales/ar.json';
import { addBuiltInTranslations } from '../../server/src/db/seed.ts';
import { useTestApp } from '../support/use-test-app.ts';

const testApp = useTestApp();

describe('GET /api/v1/translation', () => {
  it('returns a language with its key-value map', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/api/v1/translation?isoCode=en' });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ isoCode: 'en', name: 'English', isRtl: false });
    expect(body.translations['menu.dashboard']).toBe('Dashboard');
  });

  it('says which language is missing', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/api/v1/translation?isoCode=xx' });
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No translation for language "xx"');
  });

  it('refuses a malformed language code', async () => {
    const response = await testApp().app.inject({
      method: 'GET',
      url: '/api/v1/translation?isoCode=../../etc',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('GET /api/v1/translation/all', () => {
  it('lists languages without their maps, English included', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/api/v1/translation/all' });
    expect(response.statusCode).toBe(200);
    const list: Array<Record<string, unknown>> = response.json();
    expect(list.map((item) => item.isoCode)).toContain('en');
    expect(list.every((item) => !('translations' in item))).toBe(true);
  });
});

describe('GET /api/v1/levels/getAll', () => {
  it('lists the levels from the lowest', async () => {
    const response = await testApp().app.inject({ method: 'GET', url: '/api/v1/levels/getAll' });
    expect(response.statusCode).toBe(200);
    const levels: Array<{ id: string; name: string }> = response.json();
    expect(levels[0]).toEqual({ id: 'rookie', name: 'Rookie' });
    expect(levels.length).toBeGreaterThan(1);
  });
});

describe('built-in languages on a later start', () => {
  it('gain the keys a newer release brought and keep what the platform already holds', async () => {
    const { db } = testApp();
    const row = await db
      .selectFrom('translations')
      .select('translations')
      .where('isoCode', '=', 'ar')
      .executeTakeFirstOrThrow();
    const reworded = { 'menu.dashboard': 'لوحتي' };
    await db
      .updateTable('translations')
      .set({ translations: JSON.stringify(reworded) })
      .where('isoCode', '=', 'ar')
      .execute();
    await addBuiltInTranslations(db);
    const response = await testApp().app.inject({ method: 'GET', url: '/api/v1/translation?isoCode=ar' });
    const served: Record<string, string> = response.json().translations;
    expect(served['menu.dashboard']).toBe('لوحتي');
    expect(Object.keys(served).sort()).toEqual(Object.keys(ar.translations).sort());
    expect(served['menu.myTournaments']).toBe(ar.translations['menu.myTournaments']);
    await db
      .updateTable('translations')
      .set({ translations: JSON.stringify(row.translations) })
      .where('isoCode', '=', 'ar')
      .execute();
  });
});
