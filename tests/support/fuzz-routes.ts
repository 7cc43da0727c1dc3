import type { FastifyInstance, FastifySchema, RouteOptions } from 'fastify';

/** One route of the built app, as Fastify registered it: its method, full URL and TypeBox schemas. */
export type FuzzRoute = {
  method: string;
  url: string;
  schema: FastifySchema;
  isProtected: boolean;
};

const methodsOf = (route: RouteOptions) => (Array.isArray(route.method) ? route.method : [route.method]);

/**
 * Every route the real app registered (`app.routeTable`), with the schema it validates against; HEAD twins of GET
 * routes are left out (Fastify adds them; same handler).
 */
export const fuzzRoutesOf = (app: FastifyInstance): FuzzRoute[] =>
  app.routeTable.flatMap((route) =>
    methodsOf(route)
      .filter((method) => method !== 'HEAD')
      .map((method) => ({
        method,
        url: route.url,
        schema: route.schema ?? {},
        isProtected: route.onRequest !== undefined,
      })),
  );

/** How the fuzz tests name a route: `METHOD /full/url`. */
export const nameOf = (route: FuzzRoute) => `${route.method} ${route.url}`;

/** What the server decodes from a percent-encoded UTF-8 text: lone surrogates become U+FFFD. */
export const wellFormed = (text: string) => Buffer.from(text, 'utf8').toString('utf8');

const UNRESERVED = /^[A-Za-z0-9\-._~]$/;

/** Percent-encodes every byte of the UTF-8 text but the unreserved ones (encodeURIComponent throws on surrogates). */
export const percentEncoded = (text: string) =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return UNRESERVED.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');

/**
 * The value a raw (unencoded) path segment decodes to, or null when it is malformed. A dot segment (`..`, `%2e%2e`)
 * is no value at all (undefined): URL parsers, the injector's and browsers' alike, resolve it against the path,
 * so the request climbs to another route instead of carrying it.
 */
export const decodedSegment = (raw: string) => {
  if (/^(\.|%2e){1,2}$/i.test(raw)) return undefined;
  try {
    return decodeURIComponent(raw);
  } catch {
    return null;
  }
};

/** Segments sent as they are, not encoded: traversal, encoded dots and slashes, broken and overlong escapes. */
export const RAW_SEGMENTS = [
  '..',
  '.',
  '..%2F..%2Fetc%2Fpasswd',
  '%2e%2e',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '%252e%252e',
  '%c0%ae%c0%ae',
  '%00',
  '%ZZ',
  '%E0%A4%A',
  '%u202e',
  '%F0%9F%92%A5',
  'a%2Fb',
  '%20',
] as const;

/** JSON bodies with keys that poison prototypes; Fastify's parser refuses them (secure-json-parse). */
export function hasPoison(value: unknown): boolean {
  if (Array.isArray(value)) return value.some(hasPoison);
  if (value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(
    ([key, inner]) =>
      key === '__proto__' ||
      (key === 'constructor' && inner !== null && typeof inner === 'object' && 'prototype' in inner) ||
      hasPoison(inner),
  );
}

/** A body as bytes on the wire; `isAlwaysRefused` when no route may accept it, whatever its schema. */
export type RawBody = {
  name: string;
  contentType?: string;
  payload: string | Buffer;
  isAlwaysRefused: boolean;
};

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** Malformed, mistyped, empty, huge and poisoned bodies, for every route that takes one. */
export const RAW_BODIES: readonly RawBody[] = [
  { name: 'truncated JSON', contentType: 'application/json', payload: '{"email":', isAlwaysRefused: true },
  { name: 'trailing comma', contentType: 'application/json', payload: '{"a":1,}', isAlwaysRefused: true },
  { name: 'single quotes', contentType: 'application/json', payload: "{'a':1}", isAlwaysRefused: true },
  { name: 'NaN literal', contentType: 'application/json', payload: '{"a":NaN}', isAlwaysRefused: true },
  { name: 'empty JSON body', contentType: 'application/json', payload: '', isAlwaysRefused: true },
  { name: 'XML', contentType: 'application/xml', payload: '<a>1</a>', isAlwaysRefused: true },
  { name: 'unknown type', contentType: 'application/x-evil', payload: '{}', isAlwaysRefused: true },
  {
    name: 'multipart without boundary',
    contentType: 'multipart/form-data',
    payload: 'x',
    isAlwaysRefused: true,
  },
  {
    name: 'poisoned __proto__',
    contentType: 'application/json',
    payload: '{"__proto__":{"isAdmin":true}}',
    isAlwaysRefused: true,
  },
  {
    name: 'poisoned constructor',
    contentType: 'application/json',
    payload: '{"constructor":{"prototype":{"isAdmin":true}}}',
    isAlwaysRefused: true,
  },
  {
    name: '2 MB body',
    contentType: 'application/json',
    payload: JSON.stringify({ a: 'x'.repeat(2 * 1024 * 1024) }),
    isAlwaysRefused: true,
  },
  { name: 'text', contentType: 'text/plain', payload: "' OR 1=1 --", isAlwaysRefused: false },
  {
    name: 'form',
    contentType: 'application/x-www-form-urlencoded',
    payload: 'a=1&a=2',
    isAlwaysRefused: false,
  },
  {
    name: '20,000 nested arrays',
    contentType: 'application/json',
    payload: nested(20_000),
    isAlwaysRefused: false,
  },
  {
    name: 'invalid UTF-8',
    contentType: 'application/json',
    payload: Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xc0, 0xae, 0x22, 0x7d]),
    isAlwaysRefused: false,
  },
  { name: 'no content type', payload: '{"a":1}', isAlwaysRefused: false },
];
