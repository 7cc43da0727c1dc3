import fc from 'fast-check';

/** The part of a JSON schema (as TypeBox writes it) the fuzzer reads to aim near the valid shape. */
export type SchemaLike = {
  type?: string;
  properties?: Record<string, SchemaLike>;
  required?: string[];
  items?: SchemaLike;
  anyOf?: SchemaLike[];
  enum?: unknown[];
  const?: unknown;
  pattern?: string;
  format?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  maxItems?: number;
};

/** Strings an attacker tries first: SQL, markup, path traversal, unicode tricks, numbers in disguise. */
export const HOSTILE_STRINGS = [
  "' OR '1'='1",
  "'; DROP TABLE users; --",
  '1 UNION SELECT password_hash FROM users',
  "admin'--",
  '"; SELECT pg_sleep(1); --',
  '$1',
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'javascript:alert(1)',
  '{{7*7}}${7*7}',
  '../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '....//....//etc/passwd',
  '/etc/passwd\u0000.png',
  'a\u0000b',
  '\u0000',
  '\u202egnp.exe',
  'zero\u200bwidth\u200d\ufeff',
  '\ud800',
  'x\udfffy',
  '💥👨‍👩‍👧‍👦🏳️‍🌈',
  'e\u0301\u0301\u0301',
  '\r\nSet-Cookie: a=b',
  ' ',
  '',
  'NaN',
  'Infinity',
  '-1',
  '1e308',
  '99999999999999999999999999',
  '0x7fffffff',
  '1.5',
  'true',
  'null',
  'undefined',
  '[object Object]',
  '__proto__',
  '0000-01-01',
  '2024-02-30',
  '2024-13-01T25:61:61Z',
  '00000000-0000-0000-0000-000000000000',
] as const;

const LONG_UNITS = ['a', '💥', "'", '\u0000', '<'] as const;

/** Any string, leaning on the hostile ones: long, with NUL and lone surrogates, or mixed into noise. */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.constantFrom(...HOSTILE_STRINGS), weight: 4 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 40 }), weight: 2 },
  {
    arbitrary: fc
      .tuple(fc.string({ maxLength: 10 }), fc.constantFrom(...HOSTILE_STRINGS), fc.string({ maxLength: 10 }))
      .map((parts) => parts.join('')),
    weight: 2,
  },
  {
    arbitrary: fc
      .tuple(fc.constantFrom(...LONG_UNITS), fc.constantFrom(256, 5_000, 70_000))
      .map(([unit, count]) => unit.repeat(count)),
    weight: 1,
  },
);

/** Numbers at the edges: past int4 and int8, negative, fractional, NaN and infinities (JSON turns those to null). */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, -0, 0.5, 1.5, 2 ** 31, -(2 ** 31) - 1, 2 ** 53 + 2, 2 ** 63, 1e308, -1e308, 5e-324),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY),
  fc.double(),
  fc.integer(),
);

/** Keys that poison prototypes, plus hostile ones; objects are built with own properties so JSON carries them. */
const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'role', 'id', 'userId', 'credit'),
  hostileString.filter((key) => key.length < 100),
);

/** Any JSON value, wrongly typed for wherever it lands: scalars, nested arrays and objects. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileString,
    hostileNumber,
    fc.boolean(),
    fc.constant(null),
    fc.array(tie('value'), { maxLength: 4 }),
    fc
      .array(fc.tuple(hostileKey, tie('value')), { maxLength: 4 })
      .map((entries) => Object.fromEntries(entries)),
    fc.constant({ constructor: { prototype: { isAdmin: true } } }),
  ),
})).value;

const known = (ids: readonly string[]) => (ids.length > 0 ? [fc.constantFrom(...ids)] : []);

const fitted = (schema: SchemaLike) => (text: string) => {
  const cut = text.slice(0, schema.maxLength ?? text.length);
  return cut.padEnd(schema.minLength ?? 0, 'x');
};

function validString(schema: SchemaLike, ids: readonly string[]): fc.Arbitrary<string> {
  if (schema.pattern) return fc.stringMatching(new RegExp(schema.pattern));
  switch (schema.format) {
    case 'uuid':
      return fc.oneof(fc.uuid(), ...known(ids));
    case 'email':
      return fc.oneof(
        fc.emailAddress(),
        hostileString.map((text) => `${text}@example.com`),
      );
    case 'date-time':
      return fc.oneof(
        fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
        fc.constantFrom('0000-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '1970-01-01T00:00:00+14:00'),
      );
    case 'date':
      return fc.constantFrom('0000-01-01', '9999-12-31', '2024-02-29', '1970-01-01');
    case 'uri':
      return fc.webUrl();
    default:
      return fc.oneof(hostileString, fc.string()).map(fitted(schema));
  }
}

function validNumber(schema: SchemaLike): fc.Arbitrary<number> {
  const isInteger = schema.type === 'integer';
  const min = schema.minimum ?? (isInteger ? -(2 ** 53) + 1 : -1e308);
  const max = schema.maximum ?? (isInteger ? 2 ** 53 - 1 : 1e308);
  const edges = fc.constantFrom(
    min,
    max,
    ...[0, 1, 2 ** 31, 2 ** 31 - 1].filter((n) => n >= min && n <= max),
  );
  const inside = isInteger
    ? fc.integer({ min: Math.max(min, -(2 ** 31)), max: Math.min(max, 2 ** 31) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof(edges, inside);
}

/**
 * Values aimed near `schema`: half the time exactly its shape (known ids for uuids, patterns honoured, hostile
 * content in free text: what gets past validation into the handler and the database), else with fields swapped
 * for hostile values, a required field dropped or an unknown one added, or one hostile value for the whole.
 * Whether the result is valid is for the route's own validator to say; the fuzzer asks it, not this function.
 */
export function nearSchema(schema: SchemaLike, ids: readonly string[] = []): fc.Arbitrary<unknown> {
  return fc.oneof(
    { arbitrary: shapedBy(schema, ids, true), weight: 3 },
    { arbitrary: shapedBy(schema, ids, false), weight: 2 },
    { arbitrary: hostileValue, weight: 1 },
  );
}

/** Values exactly of the schema's shape (hostile only where free text allows it). */
export const exactly = (schema: SchemaLike, ids: readonly string[] = []) => shapedBy(schema, ids, true);

/** A value of the schema's shape; when not `isExact`, any part of it may be hostile, missing or extra. */
function shapedBy(schema: SchemaLike, ids: readonly string[], isExact: boolean): fc.Arbitrary<unknown> {
  const inner = (part: SchemaLike) => shapedBy(part, ids, isExact);
  const shaped = ((): fc.Arbitrary<unknown> => {
    if (schema.anyOf) return fc.oneof(...schema.anyOf.map(inner));
    if (schema.const !== undefined) return fc.constant(schema.const);
    if (schema.enum) return fc.constantFrom(...schema.enum);
    switch (schema.type) {
      case 'string':
        return validString(schema, ids);
      case 'integer':
      case 'number':
        return validNumber(schema);
      case 'boolean':
        return fc.boolean();
      case 'null':
        return fc.constant(null);
      case 'array':
        return fc.array(inner(schema.items ?? {}), { maxLength: Math.min(schema.maxItems ?? 4, 4) });
      case 'object':
        return shapedObject(schema, inner, isExact);
      default:
        return hostileValue;
    }
  })();
  return isExact
    ? shaped
    : fc.oneof({ arbitrary: shaped, weight: 6 }, { arbitrary: hostileValue, weight: 1 });
}

function shapedObject(
  schema: SchemaLike,
  inner: (part: SchemaLike) => fc.Arbitrary<unknown>,
  isExact: boolean,
): fc.Arbitrary<Record<string, unknown>> {
  const required = new Set(schema.required ?? []);
  const fields = Object.entries(schema.properties ?? {}).map(([name, part]) =>
    fc
      .tuple(fc.constant(name), inner(part), fc.integer({ min: 0, max: 19 }))
      // An optional field is left out now and then; a required one only when not exact, and rarely.
      .map(([key, value, roll]) =>
        (!isExact && roll === 0) || (!required.has(key) && roll < 5) ? null : [key, value],
      ),
  );
  const extra = isExact ? fc.constant(null) : fc.option(fc.tuple(hostileKey, hostileValue), { freq: 4 });
  return fc
    .tuple(fc.tuple(...fields), extra)
    .map(([entries, added]) =>
      Object.fromEntries([...entries, added].filter((entry) => entry !== null) as Array<[string, unknown]>),
    );
}
