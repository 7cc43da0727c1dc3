import fc from 'fast-check';
import type { FastifySchema, InjectOptions } from 'fastify';
import type { App } from '../../server/src/app.ts';
import { SANDBOX_SIGNATURE_HEADER } from '../../server/src/contract.ts';
import { signPayload } from '../../server/src/domain/payments/signature.ts';
import { validatorCompiler } from '../../server/src/validation.ts';
import { exactly, hostileString, hostileValue, nearSchema, type SchemaLike } from './fuzz-inputs.ts';
import {
  decodedSegment,
  hasPoison,
  nameOf,
  percentEncoded,
  RAW_SEGMENTS,
  wellFormed,
  type FuzzRoute,
  type RawBody,
} from './fuzz-routes.ts';
import { pathParams } from './route-table.ts';

const WEBHOOK = 'POST /api/v1/payments/webhooks/sandbox';

type Identity = 'anonymous' | 'member' | 'forged';
type Segment = { sent: string; value: string | null | undefined };
type Attempt = {
  identity: Identity;
  forged: string;
  segments: Segment[];
  query: Array<[string, string]>;
  body: unknown;
  isSigned: boolean;
};
/** Who the requests sign in as (createMember's answer). */
export type Member = { token: string; user: { id: string } };

const textOf = (value: unknown) =>
  typeof value === 'string' ? value : value === null ? '' : (JSON.stringify(value) ?? String(value));

const compiled = new Map<unknown, (data: unknown) => boolean>();
/** Whether the route's own validator (the app's, compiled once per schema) takes `data` for that part. */
const validates = (schema: FastifySchema[keyof FastifySchema], httpPart: string, data: unknown) => {
  if (schema === undefined) return true;
  let validate = compiled.get(schema);
  if (!validate) {
    validate = validatorCompiler({ schema, httpPart, method: 'GET', url: '/' } as Parameters<
      typeof validatorCompiler
    >[0]) as (data: unknown) => boolean;
    compiled.set(schema, validate);
  }
  return validate(structuredClone(data));
};

/**
 * The fuzzer's requests for the routes of `app`: what to try (fast-check arbitraries aimed near each route's
 * schemas, with real `ids` of the database among the values) and the request each attempt makes.
 */
export function fuzzRequests(app: App, ids: readonly string[]) {
  const segmentFor = (schema: SchemaLike): fc.Arbitrary<Segment> =>
    fc.oneof(
      {
        weight: 4,
        arbitrary: nearSchema(schema, ids)
          .map((value) => wellFormed(textOf(value)) || '\u0000')
          .map((value) => ({ sent: percentEncoded(value), value })),
      },
      {
        weight: 1,
        arbitrary: fc.constantFrom(...RAW_SEGMENTS).map((raw) => ({ sent: raw, value: decodedSegment(raw) })),
      },
    );

  const queryFor = (schema: SchemaLike | undefined): fc.Arbitrary<Array<[string, string]>> =>
    (schema ? nearSchema(schema, ids) : fc.option(hostileValue, { freq: 3, nil: {} }))
      .map((value) => {
        const object =
          value !== null && typeof value === 'object' && !Array.isArray(value) ? value : { q: value };
        return Object.entries(object).flatMap(([key, inner]) =>
          (Array.isArray(inner) ? inner : [inner]).map((item): [string, string] => [
            wellFormed(key),
            wellFormed(textOf(item)),
          ]),
        );
      })
      .map((entries) => entries.filter(([key]) => key !== ''));

  function attemptFor(route: FuzzRoute): fc.Arbitrary<Attempt> {
    const params = (route.schema.params ?? {}) as SchemaLike;
    const hasBody = route.method !== 'GET';
    const body = route.schema.body as SchemaLike | undefined;
    return fc.record({
      identity: fc.oneof(
        { arbitrary: fc.constant<Identity>('member'), weight: 3 },
        fc.constantFrom<Identity>('anonymous', 'forged'),
      ),
      forged: fc.oneof(hostileString, fc.base64String({ minLength: 16, maxLength: 128 })),
      segments: fc.tuple(...pathParams(route.url).map((name) => segmentFor(params.properties?.[name] ?? {}))),
      query: queryFor(route.schema.querystring as SchemaLike | undefined),
      body: !hasBody
        ? fc.constant(undefined)
        : body
          ? fc.option(nearSchema(body, ids), { freq: 12, nil: undefined })
          : fc.option(hostileValue, { freq: 2, nil: undefined }),
      isSigned: fc.boolean(),
    });
  }

  /** The request as injected, and whether the route's own schema (or signature check) must refuse it. */
  function requestOf(
    route: FuzzRoute,
    attempt: Attempt,
    memberToken: string,
  ): { options: InjectOptions; mustRefuse: boolean } {
    const names = pathParams(route.url);
    let url = route.url;
    names.forEach((name, index) => (url = url.replace(`:${name}`, attempt.segments[index]?.sent ?? '')));
    const query = attempt.query
      .map(([key, value]) => `${percentEncoded(key)}=${percentEncoded(value)}`)
      .join('&');
    const json = attempt.body === undefined ? undefined : JSON.stringify(attempt.body);
    const headers: Record<string, string> = json === undefined ? {} : { 'content-type': 'application/json' };
    if (attempt.identity === 'member') headers.authorization = `Bearer ${memberToken}`;
    if (attempt.identity === 'forged')
      headers.authorization = `Bearer ${attempt.forged.replace(/[^\x20-\x7e]/g, '')}`;
    const isWebhook = nameOf(route) === WEBHOOK;
    if (isWebhook && attempt.isSigned) {
      headers[SANDBOX_SIGNATURE_HEADER] = signPayload(app.config.paymentWebhookSecret, json ?? '', app.now());
    }

    const segments = attempt.segments.map((segment) => segment.value);
    const paramsValid =
      segments.includes(undefined) ||
      (segments.every((value) => value !== null && !value?.includes('/')) &&
        validates(
          route.schema.params,
          'params',
          Object.fromEntries(names.map((name, i) => [name, segments[i]])),
        ));
    const grouped = new Map<string, string | string[]>();
    for (const [key, value] of attempt.query) {
      const seen = grouped.get(key);
      grouped.set(key, seen === undefined ? value : [...(Array.isArray(seen) ? seen : [seen]), value]);
    }
    const parsed: unknown = json === undefined ? undefined : JSON.parse(json);
    const bodyValid = (isWebhook || !hasPoison(parsed)) && validates(route.schema.body, 'body', parsed);
    const options: InjectOptions = {
      method: route.method as InjectOptions['method'],
      url: query ? `${url}?${query}` : url,
      headers,
      ...(json === undefined ? {} : { payload: json }),
    };
    const mustRefuse =
      !paramsValid ||
      !validates(route.schema.querystring, 'querystring', Object.fromEntries(grouped)) ||
      !bodyValid ||
      (isWebhook && !attempt.isSigned);
    return { options, mustRefuse };
  }

  /** A URL for the route whose params are well formed (a real id for a uuid), so a raw body reaches the parser. */
  const plausibleUrl = (route: FuzzRoute, memberId: string) => {
    const params = (route.schema.params ?? {}) as SchemaLike;
    return pathParams(route.url).reduce((url, name) => {
      const [value] = fc.sample(exactly(params.properties?.[name] ?? {}, [memberId]), {
        numRuns: 1,
        seed: 11,
      });
      return url.replace(`:${name}`, percentEncoded(textOf(value)));
    }, route.url);
  };

  /** `raw` sent as the member, at a URL whose params are well formed so that the body reaches the parser. */
  const rawBodyRequest = (route: FuzzRoute, raw: RawBody, member: Member): InjectOptions => {
    const headers: Record<string, string> = { authorization: `Bearer ${member.token}` };
    if (raw.contentType) headers['content-type'] = raw.contentType;
    return {
      method: route.method as InjectOptions['method'],
      url: plausibleUrl(route, member.user.id),
      headers,
      payload: raw.payload,
    };
  };

  return { attemptFor, requestOf, rawBodyRequest };
}
