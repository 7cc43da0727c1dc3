// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { changedTables, fingerprint } from '../../support/db-fingerprint.ts';
import { multipartBody } from '../../support/multipart.ts';
import { memberWithEverything, type Owner } from '../../support/owned-resources.ts';
import { apiRoutes, fillPath, pathParams, sampleOf, type Route } from '../../support/route-table.ts';
import { useTestApp } from '../../support/use-test-app.ts';
import {
  CHECKED,
  idTakers,
  LISTED,
  routeKeyOf,
  type Attempt,
  type Context,
  type Listed,
} from './id-routes.ts';

/**
 * Issue 11, authorization: every route that names a resource by id, found in the app's own route table, is called
 * by member B with member A's ids. Each is either refused (and changes nothing, and shows nothing of A's) or listed
 * as public or as acting on the caller's own rows, with the reason (both lists in id-routes.ts). A new id-taking
 * route fails the first test until it is added to one of the two lists.
 */
const time = Date.UTC(2026, 10, 22, 12);
const testApp = useTestApp({}, undefined, () => new Date(time));
const app = () => testApp().app;
const db = () => testApp().db;

let context: Context;
beforeAll(async () => {
  const a = await memberWithEverything(app(), db(), 'alice');
  const b = await memberWithEverything(app(), db(), 'bob');
  // The live boards admit the new entries, so the public boards below show A.
  await app().boards.sync();
  const translation = await db().selectFrom('translations').select('id').executeTakeFirstOrThrow();
  context = { a, b, translationId: translation.id };
}, 120_000);

/** What of A's must never reach B: contact details, identity documents, tokens, and the ids B did not send. */
const privateValuesOf = (a: Owner, sent: string) =>
  [
    a.user.email,
    a.kyc.identityNumber,
    a.kyc.address,
    a.token,
    a.terminalToken,
    a.telegram,
    a.transactionId,
    a.practiceAccountId,
    a.positionId,
    ...a.kycFileIds,
    a.notificationId,
    a.pushEndpoint,
  ].filter((value) => !sent.includes(value));

async function callAsB(route: Route, method: string, attempt: Attempt | (Listed & { asTerminal?: boolean })) {
  const { b } = context;
  const query = 'query' in attempt && attempt.query ? `?${new URLSearchParams(attempt.query(context))}` : '';
  const url = `/api/v1${fillPath(route.path, attempt.params?.(context) ?? {})}${query}`;
  const token = 'asTerminal' in attempt && attempt.asTerminal ? b.terminalToken : b.token;
  const headers = { authorization: `Bearer ${token}` };
  if ('multipart' in attempt && attempt.multipart) {
    const png = Buffer.from('89504e470d0a1a0a', 'hex');
    const body = multipartBody(attempt.multipart(context), { name: 'x.png', bytes: png });
    return {
      url,
      response: await app().inject({
        method: 'POST',
        url,
        headers: { ...headers, ...body.headers },
        payload: body.payload,
      }),
    };
  }
  const body = 'body' in attempt && attempt.body ? attempt.body(context) : undefined;
  const response = await app().inject({
    method: method as 'GET',
    url,
    headers,
    ...(body ? { payload: body } : {}),
  });
  return { url: url + JSON.stringify(body ?? ''), response };
}

describe('every route that takes an id', () => {
  it('is either checked or listed as public or the caller’s own, with a reason (id-routes.ts)', () => {
    const routes = apiRoutes(app());
    const takers = routes.flatMap(idTakers);
    const covered = (key: string) => key in CHECKED || key in LISTED || routeKeyOf(key) in LISTED;
    expect(takers.filter((key) => !covered(key))).toEqual([]);
    // And nothing listed is stale: each names a route the app has.
    const keys = new Set(routes.map((route) => route.key));
    const listed = [...Object.keys(CHECKED), ...Object.keys(LISTED)].map(routeKeyOf);
    expect(listed.filter((key) => !keys.has(key))).toEqual([]);
  });
});

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;
const mapValues = (record: Record<string, string>, change: (value: string) => string) =>
  Object.fromEntries(Object.entries(record).map(([name, value]) => [name, change(value)]));

/** Lists that may show private data, and why that is no leak. */
const UNSCREENED_LISTS: Record<string, string> = {
  'GET /dev/outbox': 'the development outbox; not registered in production (dev-outbox.test.ts)',
};

describe('every list member B can read', () => {
  it('shows nothing private of member A’s', async () => {
    const lists = apiRoutes(app()).filter(
      (route) =>
        route.method === 'GET' && pathParams(route.path).length === 0 && !(route.key in UNSCREENED_LISTS),
    );
    const leaks: string[] = [];
    for (const route of lists) {
      const query = new URLSearchParams(sampleOf(route.schema.querystring ?? {}) as Record<string, string>);
      const response = await callAsB(route, 'GET', {
        reason: 'a list',
        query: () => Object.fromEntries(query),
        asTerminal: route.path.startsWith('/terminal/'),
      });
      if (response.response.statusCode >= 500) leaks.push(`${route.key}: ${response.response.statusCode}`);
      const seen = privateValuesOf(context.a, '').filter((value) => response.response.body.includes(value));
      if (seen.length > 0) leaks.push(`${route.key}: ${seen.join(', ')}`);
    }
    expect(leaks).toEqual([]);
    expect(lists.length).toBeGreaterThan(20);
  });
});

describe('member B with member A’s ids', () => {
  for (const [key, attempt] of Object.entries(CHECKED)) {
    it(`${key} answers ${attempt.status}, shows nothing of A’s and changes nothing`, async () => {
      const route = apiRoutes(app()).find((candidate) => candidate.key === routeKeyOf(key));
      if (!route) throw new Error(`No route ${key}`);
      const before = await fingerprint(db());
      for (const method of route.method === 'GET' ? ['GET', 'HEAD'] : [route.method]) {
        const { url, response } = await callAsB(route, method, attempt);
        expect([method, response.statusCode]).toEqual([method, attempt.status]);
        const hidden = [...privateValuesOf(context.a, url), ...(attempt.hides?.(context) ?? [])];
        expect(hidden.filter((value) => response.body.includes(value))).toEqual([]);
        if (method !== 'HEAD' && attempt.status >= 400) {
          expect(Object.keys(response.json())).toEqual(['message']);
          expect(response.json().message).toMatch(/\w{3,}/);
        }
      }
      expect(changedTables(before, await fingerprint(db()))).toEqual([]);
    });
  }

  const readable = Object.entries(LISTED).filter(([key, listed]) => key.startsWith('GET ') && listed.params);
  for (const [key, listed] of readable) {
    it(`${key} is public (${listed.reason}) and still shows nothing private of A’s`, async () => {
      const route = apiRoutes(app()).find((candidate) => candidate.key === routeKeyOf(key));
      if (!route) throw new Error(`No route ${key}`);
      const { url, response } = await callAsB(route, 'GET', listed);
      expect(response.statusCode).toBe(200);
      const hidden = privateValuesOf(context.a, url);
      expect(hidden.filter((value) => response.body.includes(value))).toEqual([]);
      const shown = listed.shows?.(context) ?? [];
      expect(shown.filter((value) => !response.body.includes(value))).toEqual([]);
    });
  }
});

/** The same id spelled as no one hands it out: it must not reach another path through the code, nor fail it. */
const SPELLINGS: Record<string, (id: string) => string> = {
  'in capitals': (id) => id.toUpperCase(),
  'with a urn:uuid: prefix': (id) => `urn:uuid:${id}`,
};

describe.each(Object.entries(SPELLINGS))('an id %s', (_name, spell) => {
  const respell = (text: string) => text.replace(UUID, spell);

  for (const [key, attempt] of Object.entries(CHECKED)) {
    it(`${key} is refused with a message and changes nothing`, async () => {
      const route = apiRoutes(app()).find((candidate) => candidate.key === routeKeyOf(key));
      if (!route) throw new Error(`No route ${key}`);
      const respelled: Attempt = {
        ...attempt,
        ...(attempt.params && { params: (c) => mapValues(attempt.params?.(c) ?? {}, respell) }),
        ...(attempt.query && { query: (c) => mapValues(attempt.query?.(c) ?? {}, respell) }),
        ...(attempt.body && {
          body: (c) => JSON.parse(respell(JSON.stringify(attempt.body?.(c)))) as object,
        }),
        ...(attempt.multipart && { multipart: (c) => mapValues(attempt.multipart?.(c) ?? {}, respell) }),
      };
      const before = await fingerprint(db());
      const { response } = await callAsB(route, route.method, respelled);
      // Refused at the door; a call that leaves others' ids alone (2xx) may as well leave these alone.
      if (response.statusCode !== attempt.status || attempt.status >= 400) {
        expect(response.statusCode).toBeGreaterThanOrEqual(400);
        expect(response.statusCode).toBeLessThan(500);
        expect(response.json().message).toMatch(/\w{3,}/);
      }
      expect(changedTables(before, await fingerprint(db()))).toEqual([]);
    });
  }

  it('does not let an alliance owner remove their own row', async () => {
    const { a } = context;
    const before = await fingerprint(db());
    const response = await app().inject({
      method: 'POST',
      url: `/api/v1/alliances/${a.allianceId}/members/${spell(a.user.id)}/kick`,
      headers: { authorization: `Bearer ${a.token}` },
    });
    expect(response.statusCode).toBeGreaterThanOrEqual(400);
    expect(response.statusCode).toBeLessThan(500);
    expect(changedTables(before, await fingerprint(db()))).toEqual([]);
  });
});
