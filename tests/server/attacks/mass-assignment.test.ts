// @vitest-environment node
import type { FastifySchema } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_SIGNATURE_HEADER } from '../../../server/src/contract.ts';
import { signPayload } from '../../../server/src/domain/payments/signature.ts';
import { validatorCompiler } from '../../../server/src/validation.ts';
import { changedTables, columnsByTable, fingerprint } from '../../support/db-fingerprint.ts';
import { multipartBody } from '../../support/multipart.ts';
import { memberWithEverything, type Owner } from '../../support/owned-resources.ts';
import {
  apiRoutes,
  fillPath,
  isMutating,
  looseObjects,
  nestedObjects,
  objectIn,
  pathParams,
  sampleOf,
  type Route,
  type Schema,
} from '../../support/route-table.ts';
import { useTestApp } from '../../support/use-test-app.ts';
import { forged, readOnlyFields, resourceOf, UNKNOWN, WITHOUT_BODY_SCHEMA } from './body-fields.ts';

/**
 * Issue 11, mass assignment: every mutating body in the route table refuses unknown fields and the fields the
 * server owns (the resource's stored columns and answered fields the body does not declare) with 400 naming the
 * field, nested objects included, and nothing stored changes.
 */
const time = Date.UTC(2026, 10, 22, 12);
const testApp = useTestApp({}, undefined, () => new Date(time));
const app = () => testApp().app;
const db = () => testApp().db;

let b: Owner;
let translationId: string;
let columns: Map<string, string[]>;
beforeAll(async () => {
  b = await memberWithEverything(app(), db(), 'bob');
  translationId = (await db().selectFrom('translations').select('id').executeTakeFirstOrThrow()).id;
  columns = await columnsByTable(db());
}, 120_000);

/** B's own ids for a route's path, so that only the body could be wrong. */
function ownParams(route: Route): Record<string, string> {
  const ids: Record<string, string> = {
    userId: b.user.id,
    accountId: b.accountId,
    id:
      {
        translation: translationId,
        alliances: b.allianceId,
        tournaments: b.tournamentId,
        files: b.avatarFileId,
      }[resourceOf(route)] ?? '',
  };
  return Object.fromEntries(pathParams(route.path).map((name) => [name, ids[name] ?? '']));
}

async function send(route: Route, payload: string | undefined, query = '') {
  const token = route.path.startsWith('/terminal/') ? b.terminalToken : b.token;
  const signature = (body: string) =>
    route.path.startsWith('/payments/webhooks/')
      ? { [SANDBOX_SIGNATURE_HEADER]: signPayload(app().config.paymentWebhookSecret, body, app().now()) }
      : {};
  return app().inject({
    method: route.method as 'POST',
    url: `/api/v1${fillPath(route.path, ownParams(route))}${query}`,
    headers: {
      authorization: `Bearer ${token}`,
      ...(payload === undefined ? {} : { 'content-type': 'application/json', ...signature(payload) }),
    },
    ...(payload === undefined ? {} : { payload }),
  });
}

const withBody = () => apiRoutes(app()).filter((route) => isMutating(route) && route.schema.body);

/** A valid body for the route, checked by the server's own validator so a refusal can only be the added field. */
function baseBody(route: Route) {
  const schema = route.schema.body ?? {};
  const base = sampleOf(schema) as Record<string, unknown>;
  const validate = validatorCompiler({
    schema: schema as FastifySchema & Schema,
    method: route.method,
    url: route.path,
    httpPart: 'body',
  });
  expect([route.key, validate(base)]).toEqual([route.key, true]);
  return base;
}

describe('every body, query and path schema', () => {
  it('refuses undeclared fields at every level (additionalProperties: false)', () => {
    const loose = apiRoutes(app()).flatMap((route) =>
      (['body', 'querystring', 'params'] as const).flatMap((part) =>
        looseObjects(route.schema[part]).map((path) => `${route.key} ${part} ${path}`),
      ),
    );
    expect(loose).toEqual([]);
  });

  it('exists on every mutating route, or the route is listed as reading no JSON body', () => {
    const without = apiRoutes(app())
      .filter((route) => isMutating(route) && !route.schema.body)
      .map((route) => route.key);
    expect(without.sort()).toEqual(Object.keys(WITHOUT_BODY_SCHEMA).sort());
  });
});

describe('mass assignment', () => {
  it('refuses each read-only or unknown field with 400 naming it, and changes nothing', async () => {
    const wrong: string[] = [];
    let tried = 0;
    for (const route of withBody()) {
      const base = baseBody(route);
      const before = await fingerprint(db());
      for (const field of readOnlyFields(route, columns)) {
        tried += 1;
        const response = await send(route, JSON.stringify({ ...base, [field]: forged(field, b.user.id) }));
        const answer = `${response.statusCode} ${response.json<{ message?: string }>().message}`;
        if (answer !== `400 ${field} is not an accepted field`)
          wrong.push(`${route.key} ${field}: ${answer}`);
      }
      const changed = changedTables(before, await fingerprint(db()));
      if (changed.length > 0) wrong.push(`${route.key} changed ${changed.join(', ')}`);
    }
    expect(wrong).toEqual([]);
    expect(tried).toBeGreaterThan(withBody().length * 20);
  }, 180_000);

  it('refuses unknown fields inside nested objects, naming the path', async () => {
    const wrong: string[] = [];
    let nested = 0;
    for (const route of withBody()) {
      const schema = route.schema.body ?? {};
      for (const path of nestedObjects(schema)) {
        nested += 1;
        const body = baseBody(route);
        // Walk down, filling in each optional object on the way, and put the unknown field at the bottom.
        let holder = body;
        let holderSchema = schema;
        for (const name of path) {
          const childSchema = objectIn(holderSchema.properties?.[name] ?? {}) ?? {};
          const child = (holder[name] ?? sampleOf(childSchema)) as Record<string, unknown>;
          holder[name] = child;
          holder = child;
          holderSchema = childSchema;
        }
        holder[UNKNOWN] = true;
        const response = await send(route, JSON.stringify(body));
        const field = [...path, UNKNOWN].join('.');
        const answer = `${response.statusCode} ${response.json<{ message?: string }>().message}`;
        if (answer !== `400 ${field} is not an accepted field`)
          wrong.push(`${route.key} ${field}: ${answer}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(nested).toBeGreaterThan(0);
  });

  it('refuses a prototype-polluting body on every mutating route with 400', async () => {
    const wrong: string[] = [];
    for (const route of withBody()) {
      const base = JSON.stringify(baseBody(route)).slice(1, -1);
      for (const poison of ['"__proto__":{"isAdmin":true}', '"constructor":{"prototype":{"isAdmin":true}}']) {
        const response = await send(route, `{${[base, poison].filter(Boolean).join(',')}}`);
        const { message } = response.json<{ message?: string }>();
        if (response.statusCode !== 400 || !message)
          wrong.push(`${route.key} ${poison}: ${response.statusCode} ${message}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('refuses an unknown query parameter wherever a query is declared, naming it', async () => {
    const wrong: string[] = [];
    const routes = apiRoutes(app()).filter((route) => route.schema.querystring);
    for (const route of routes) {
      const required = sampleOf(route.schema.querystring ?? {}) as Record<string, string>;
      const query = new URLSearchParams({ ...required, [UNKNOWN]: '1' });
      const body = route.schema.body ? JSON.stringify(baseBody(route)) : undefined;
      const response = await send(route, body, `?${query}`);
      const answer = `${response.statusCode} ${response.json<{ message?: string }>().message}`;
      if (answer !== `400 ${UNKNOWN} is not an accepted field`) wrong.push(`${route.key}: ${answer}`);
    }
    expect(wrong).toEqual([]);
    expect(routes.length).toBeGreaterThan(10);
  });

  it('refuses an unknown multipart field on POST /files/upload, naming it', async () => {
    const before = await fingerprint(db());
    for (const field of ['ownerId', 'name', UNKNOWN]) {
      const png = Buffer.from('89504e470d0a1a0a', 'hex');
      const body = multipartBody(
        { entity: 'user', entityId: b.user.id, [field]: b.user.id },
        { name: 'x.png', bytes: png },
      );
      const response = await app().inject({
        method: 'POST',
        url: '/api/v1/files/upload',
        headers: { ...body.headers, authorization: `Bearer ${b.token}` },
        payload: body.payload,
      });
      expect([response.statusCode, response.json().message]).toEqual([
        400,
        `${field} is not an accepted field`,
      ]);
    }
    expect(changedTables(before, await fingerprint(db()))).toEqual([]);
  });
});
