import fc from 'fast-check';
import type { App } from '../../server/src/app.ts';
import { API_PREFIX } from '../../server/src/contract.ts';

/** A JSON schema as TypeBox writes it, read structurally. */
export type Schema = {
  type?: string | string[];
  properties?: Record<string, Schema>;
  patternProperties?: Record<string, Schema>;
  additionalProperties?: boolean | Schema;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  const?: unknown;
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  exclusiveMinimum?: number;
  minItems?: number;
  default?: unknown;
};

export type Part = 'params' | 'querystring' | 'body';
export type Route = {
  method: string;
  /** The path under the API prefix, as registered (`/users/:userId`). */
  path: string;
  /** `METHOD /path`: how tests name a route. */
  key: string;
  schema: Partial<Record<Part, Schema>> & { response?: Record<string, Schema> };
};

/**
 * The platform's API routes as the app registered them (`app.routeTable`), with their schemas. HEAD routes are
 * Fastify's copies of GET routes and are left out; a test that wants them asks for them.
 */
export function apiRoutes(app: App, { withHead = false } = {}): Route[] {
  return app.routeTable.flatMap((route) => {
    const methods = [route.method].flat().filter((method) => withHead || method !== 'HEAD');
    if (!route.url.startsWith(`${API_PREFIX}/`)) return [];
    const path = route.url.slice(API_PREFIX.length);
    const schema = (route.schema ?? {}) as Route['schema'];
    return methods.map((method) => ({ method, path, key: `${method} ${path}`, schema }));
  });
}

export const isMutating = (route: Route) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(route.method);

/** The names of a route's path parameters, in order. */
export const pathParams = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');

/** The path with its parameters filled in. */
export const fillPath = (path: string, params: Record<string, string>) =>
  path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`No value for :${name} in ${path}`);
    return encodeURIComponent(value);
  });

const variants = (schema: Schema) => [
  ...(schema.anyOf ?? []),
  ...(schema.oneOf ?? []),
  ...(schema.allOf ?? []),
];
const isObject = (schema: Schema) =>
  schema.type === 'object' || schema.properties !== undefined || schema.patternProperties !== undefined;
/** A record keyed by any string (`Type.Record(Type.String(), ...)`): a map by design, not a loose object. */
const isMap = (schema: Schema) =>
  schema.properties === undefined && Object.keys(schema.patternProperties ?? {}).every((p) => p === '^(.*)$');

/**
 * Every place in a schema where an object takes fields nobody declared (`additionalProperties` not false), as
 * dotted paths. Maps keyed by any string are allowed: every key of theirs is a value, not a field.
 */
export function looseObjects(schema: Schema | undefined, path = ''): string[] {
  if (!schema) return [];
  const here =
    isObject(schema) && schema.additionalProperties !== false && !isMap(schema) ? [path || '(root)'] : [];
  const children = [
    ...Object.entries(schema.properties ?? {}).map(([name, child]) =>
      looseObjects(child, path ? `${path}.${name}` : name),
    ),
    ...Object.values(schema.patternProperties ?? {}).map((child) => looseObjects(child, `${path}[key]`)),
    looseObjects(schema.items, `${path}[]`),
    ...variants(schema).map((child) => looseObjects(child, path)),
    typeof schema.additionalProperties === 'object'
      ? looseObjects(schema.additionalProperties, `${path}{}`)
      : [],
  ];
  return [...here, ...children.flat()];
}

/** The object schema a property holds (itself, or the object branch of a union such as `Nullable`). */
export const objectIn = (schema: Schema): Schema | undefined =>
  isObject(schema) && !isMap(schema) ? schema : variants(schema).map(objectIn).find(Boolean);

/** The paths of the nested objects with declared fields (not the root), e.g. `[['nightTime'], ['keys']]`. */
export function nestedObjects(schema: Schema, path: string[] = []): string[][] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, child]) => {
    const object = objectIn(child);
    return object ? [[...path, name], ...nestedObjects(object, [...path, name])] : [];
  });
}

const SAMPLE_UUID = '00000000-0000-4000-8000-000000000000';
const FORMATS: Record<string, string> = {
  uuid: SAMPLE_UUID,
  email: 'sample@example.com',
  date: '2000-01-31',
  'date-time': '2026-01-01T00:00:00.000Z',
  uri: 'https://push.example.com/endpoint/sample',
};

function sampleString(schema: Schema): string {
  if (schema.format) return FORMATS[schema.format] ?? '';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Math.max(min, 16);
  const fits = (text: string) => text.length >= min && text.length <= max;
  if (!schema.pattern) return 'x'.repeat(Math.max(min, 1));
  // A deterministic sample that matches the pattern and the lengths; a short one repeated when it must be long.
  const pattern = new RegExp(schema.pattern);
  const candidates = fc.sample(fc.stringMatching(pattern), { seed: 11, numRuns: 500 });
  const repeated = candidates
    .filter((text) => text.length > 0)
    .map((text) => text.repeat(Math.ceil(min / text.length)))
    .filter((text) => pattern.test(text));
  return [...candidates, ...repeated].find((text) => fits(text) && text.trim() !== '') ?? '';
}

/**
 * A small value the schema accepts: required properties only, the first branch of a union, the lowest number.
 * Tests check it against the server's own validator before they rely on it.
 */
export function sampleOf(schema: Schema): unknown {
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum) return schema.enum[0];
  const [first] = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
  if (first) return sampleOf(first);
  if (isObject(schema)) {
    const required = new Set(schema.required ?? []);
    return Object.fromEntries(
      Object.entries(schema.properties ?? {})
        .filter(([name]) => required.has(name))
        .map(([name, child]) => [name, sampleOf(child)]),
    );
  }
  switch (schema.type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : 1);
    case 'boolean':
      return false;
    case 'null':
      return null;
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => sampleOf(schema.items ?? {}));
    default:
      return null;
  }
}
