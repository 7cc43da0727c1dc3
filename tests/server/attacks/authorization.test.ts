// @vitest-environment node
import { beforeAll, describe, expect, it } from 'vitest';
import { changedTables, fingerprint } from '../../support/db-fingerprint.ts';
import { multipartBody } from '../../support/multipart.ts';
import { memberWithEverything, type Owner } from '../../support/owned-resources.ts';
import {
  apiRoutes,
  fillPath,
  pathParams,
  sampleOf,
  type Route,
  type Schema,
} from '../../support/route-table.ts';
import { useTestApp } from '../../support/use-test-app.ts';

/**
 * Issue 11, authorization: every route that names a resource by id, found in the app's own route table, is called
 * by member B with member A's ids. Each is either refused (and changes nothing, and shows nothing of A's) or listed
 * below as public or as acting on the caller's own rows, with the reason. A new id-taking route fails the first test
 * until it is added to one of the two lists.
 */
const time = Date.UTC(2026, 10, 22, 12);
const testApp = useTestApp({}, undefined, () => new Date(time));
const app = () => testApp().app;
const db = () => testApp().db;

type Context = { a: Owner; b: Owner; translationId: string };
type Attempt = {
  params?: (c: Context) => Record<string, string>;
  query?: (c: Context) => Record<string, string>;
  body?: (c: Context) => object;
  multipart?: (c: Context) => Record<string, string>;
  /** B calls with his terminal session (the terminal's routes) instead of his member session. */
  asTerminal?: boolean;
  status: number;
  /** Values of A's that must not appear in the answer even though B sent them. */
  hides?: (c: Context) => string[];
};

/** Refused (or without effect) when B sends A's ids. Keys: `METHOD /path`, or `METHOD /path part.field`. */
const CHECKED: Record<string, Attempt> = {
  'GET /auth/generate-new-token/:userId': { params: ({ a }) => ({ userId: a.user.id }), status: 403 },
  'PATCH /users/:userId': {
    params: ({ a }) => ({ userId: a.user.id }),
    body: () => ({ firstname: 'Mallory' }),
    status: 403,
  },
  'PATCH /users/profile/:userId': {
    params: ({ a }) => ({ userId: a.user.id }),
    body: () => ({ firstname: 'Mallory' }),
    status: 403,
  },
  'PATCH /users/:userId body.image': {
    params: ({ b }) => ({ userId: b.user.id }),
    body: ({ a }) => ({ image: a.avatarFileId }),
    status: 400,
  },
  'PATCH /users/profile/:userId body.image': {
    params: ({ b }) => ({ userId: b.user.id }),
    body: ({ a }) => ({ image: a.avatarFileId }),
    status: 400,
  },
  'GET /files/signedUrl/:id': { params: ({ a }) => ({ id: a.kycFileIds[0] ?? '' }), status: 404 },
  'GET /files/fileWithSignedUrl/:id': { params: ({ a }) => ({ id: a.kycFileIds[0] ?? '' }), status: 404 },
  // A's file id under a signature B was given for his own file.
  'GET /files/content/:id': {
    params: ({ a }) => ({ id: a.kycFileIds[0] ?? '' }),
    query: ({ b }) => Object.fromEntries(new URL(b.avatarUrl, 'http://x').searchParams),
    status: 403,
  },
  'POST /files/upload multipart.entityId': {
    multipart: ({ a }) => ({ entity: 'user-kyc', entityId: a.user.id }),
    status: 403,
  },
  'POST /files/upload multipart.entityId (alliance)': {
    multipart: ({ a }) => ({ entity: 'alliance', entityId: a.allianceId }),
    status: 403,
  },
  'PUT /kyc body.identityFileId': {
    body: ({ a, b }) => ({ ...b.kyc, identityFileId: a.kycFileIds[0] }),
    status: 400,
  },
  'PUT /kyc body.addressFileId': {
    body: ({ a, b }) => ({ ...b.kyc, addressFileId: a.kycFileIds[1] }),
    status: 400,
  },
  'GET /payments/transactions/:id': { params: ({ a }) => ({ id: a.transactionId }), status: 404 },
  'PATCH /trade-profiles/:accountId': {
    params: ({ a }) => ({ accountId: a.accountId }),
    body: () => ({ profileName: 'Mallory' }),
    status: 404,
  },
  'GET /tournaments/tradeAccounts/:id/:flag': {
    params: ({ a }) => ({ id: a.tournamentId, flag: 'live' }),
    status: 404,
  },
  'GET /tournaments/tradeTournament/:a/:b': {
    params: ({ a }) => ({ a: a.tournamentId, b: a.accountId }),
    status: 404,
  },
  'GET /tournaments/tradeTournament/:a/:b (practice)': {
    params: ({ a }) => ({ a: a.tournamentId, b: a.practiceAccountId }),
    status: 404,
  },
  'PATCH /trade-profiles/:accountId (practice)': {
    params: ({ a }) => ({ accountId: a.practiceAccountId }),
    body: () => ({ profileName: 'Mallory' }),
    status: 404,
  },
  'POST /terminal/positions/:id/close': {
    params: ({ a }) => ({ id: a.positionId }),
    asTerminal: true,
    status: 404,
  },
  'PATCH /alliances/:id': {
    params: ({ a }) => ({ id: a.allianceId }),
    body: () => ({ name: 'Taken over' }),
    status: 403,
  },
  'PATCH /alliances/:id body.logoFileId': {
    params: ({ b }) => ({ id: b.allianceId }),
    body: ({ a }) => ({ logoFileId: a.logoFileId }),
    status: 400,
  },
  'DELETE /alliances/:id': { params: ({ a }) => ({ id: a.allianceId }), status: 403 },
  'POST /alliances/:id/members/:userId/accept': {
    params: ({ a }) => ({ id: a.allianceId, userId: a.applicantId }),
    status: 403,
  },
  'POST /alliances/:id/members/:userId/reject': {
    params: ({ a }) => ({ id: a.allianceId, userId: a.applicantId }),
    status: 403,
  },
  'POST /alliances/:id/members/:userId/kick': {
    params: ({ a }) => ({ id: a.allianceId, userId: a.allyId }),
    status: 403,
  },
  // These act on the caller's own membership, which B does not have.
  'POST /alliances/:id/leave': { params: ({ a }) => ({ id: a.allianceId }), status: 409 },
  'POST /alliances/:id/cancel': { params: ({ a }) => ({ id: a.allianceId }), status: 409 },
  // Bulk and device calls answer for the caller's own rows: another member's ids are silently left alone.
  'POST /notifications/read body.ids': {
    body: ({ a }) => ({ ids: [a.notificationId] }),
    status: 200,
    hides: ({ a }) => [a.notificationId],
  },
  'DELETE /notifications/push-subscription body.endpoint': {
    body: ({ a }) => ({ endpoint: a.pushEndpoint }),
    status: 204,
  },
  'PATCH /translation/:id': {
    params: ({ translationId }) => ({ id: translationId }),
    body: () => ({ name: 'Hijacked' }),
    status: 403,
  },
};

type Listed = {
  reason: string;
  params?: (c: Context) => Record<string, string>;
  query?: (c: Context) => Record<string, string>;
  /** What the public answer does show of A's resource (so the check is not made on an empty answer). */
  shows?: (c: Context) => string[];
};
const onTournament = ({ a }: Context) => ({ id: a.tournamentId });

/** Public by design, or acting only on the caller's own rows whatever the id names. Keys as in CHECKED. */
const LISTED: Record<string, Listed> = {
  'GET /tournaments/:id': {
    reason: 'a tournament and its top board are public',
    params: onTournament,
    query: () => ({ leaderBoard: 'true' }),
    shows: ({ a }) => [a.tournamentId, a.user.id, a.accountId],
  },
  'GET /tournaments/isTournamentClosed/:id': { reason: 'a tournament is public', params: onTournament },
  'GET /tournaments/leaderBoard/:id': {
    reason: 'leaderboards are public (a row names its player and account)',
    params: onTournament,
    shows: ({ a }) => [a.user.id, a.accountId],
  },
  'GET /tournaments/creditAndTickets/:id': {
    reason: 'answers the caller’s own credit and tickets for a public tournament',
    params: onTournament,
  },
  'GET /tournaments/:id/watch': { reason: 'the caller’s own watch choice', params: onTournament },
  'PUT /tournaments/:id/watch': { reason: 'sets the caller’s own watch choice (notifications.test.ts)' },
  'POST /tournaments/:id/practice': { reason: 'opens the caller’s own practice account' },
  'GET /alliances/:id': {
    reason: 'alliances are public; members’ emails are masked (alliances.test.ts)',
    params: ({ a }) => ({ id: a.allianceId }),
    shows: ({ a }) => [a.allianceId, a.user.id, a.allyId],
  },
  'POST /alliances/:id/join': {
    reason: 'any member may ask to join; it changes the caller’s own membership',
  },
  'GET /alliances/ranking querystring.tournamentId': { reason: 'the alliance ranking is public' },
  'POST /payments/quote body.tournamentId': {
    reason: 'prices the caller’s own entry to a public tournament',
  },
  'POST /payments/checkout body.tournamentId': { reason: 'the caller’s own entry to a public tournament' },
  // The push service's endpoint URL is a secret only the device holds; one device serves whoever signs in on it last.
  'PUT /notifications/push-subscription body.endpoint': {
    reason: 'the endpoint is the device’s own unguessable capability; the device’s last member owns it',
  },
  'POST /payments/webhooks/sandbox': {
    reason: 'not a member route: the provider signs it (payments-webhook.test.ts)',
  },
  'PUT /files/direct/:token': { reason: 'the token is a signed single-use grant, not an id (files.test.ts)' },
  'POST /auth/verify-email/:token': { reason: 'the token is the credential (auth-sign-up.test.ts)' },
  'GET /payments/sandbox/:id': { reason: 'the sandbox provider’s hosted page, reached by an unguessable id' },
  'POST /payments/sandbox/:id/:action': { reason: 'the sandbox provider’s hosted page (payments.test.ts)' },
};

const variants = (schema: Schema) => [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
const isIdSchema = (schema: Schema): boolean =>
  schema.format === 'uuid' || (schema.items ? isIdSchema(schema.items) : variants(schema).some(isIdSchema));
const ID_NAME = /(^ids?$|Ids?$|^endpoint$)/;

/** What of a route names a resource: the route itself when its path has parameters, and each id field. */
export function idTakers(route: Route): string[] {
  const fields = (['querystring', 'body'] as const).flatMap((part) =>
    Object.entries(route.schema[part]?.properties ?? {})
      .filter(([name, schema]) => ID_NAME.test(name) || isIdSchema(schema))
      .map(([name]) => `${route.key} ${part}.${name}`),
  );
  return [...(pathParams(route.path).length > 0 ? [route.key] : []), ...fields];
}

const routeKeyOf = (key: string) => key.split(' ').slice(0, 2).join(' ');

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
  it('is either checked below or listed as public or the caller’s own, with a reason', () => {
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
