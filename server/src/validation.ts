import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

/** The one spelling of an id the platform accepts: lowercase hex, as it hands them out. */
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * Bodies are validated as sent (a number is not a string); query strings and path parameters are text by
 * nature, so there scalars are coerced. Unknown fields are refused everywhere, never stripped.
 */
const make = (options: Options) => {
  const ajv = new Ajv({ removeAdditional: false, useDefaults: true, allErrors: false, ...options });
  addFormats(ajv);
  // One spelling per id, as the platform hands them out: ajv-formats also takes capitals and a `urn:uuid:` prefix,
  // which PostgreSQL refuses (a 500) and which compare unequal to the same id in code (an owner check bypassed).
  ajv.addFormat('uuid', UUID);
  // TypeBox marks its schemas with these keywords.
  ajv.addKeyword('kind').addKeyword('modifier');
  return ajv;
};

const strict = make({ coerceTypes: false });
const coercing = make({ coerceTypes: 'array' });

/**
 * The JSON-pointer path of the first text (value or key) carrying NUL, or null when there is none. A loop, not
 * recursion: a body may nest arrays thousands deep and must not overflow the stack.
 */
export function nulPath(data: unknown): string | null {
  const pending: Array<[unknown, string]> = [[data, '']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string' && value.includes('\u0000')) return path;
    if (value === null || typeof value !== 'object') continue;
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('\u0000')) return `${path}/${key}`;
      pending.push([inner, `${path}/${key}`]);
    }
  }
  return null;
}

type Validate = ((data: unknown) => boolean) & { errors?: unknown[] | null };

/**
 * PostgreSQL cannot store NUL in text or jsonb (an INSERT or even a WHERE with it fails), and no field of the
 * contract has a use for it: text carrying NUL is refused as invalid input before any schema rule runs.
 */
const refusingNul = (validate: Validate): Validate => {
  const checked: Validate = (data) => {
    const path = nulPath(data);
    if (path !== null) {
      checked.errors = [
        { instancePath: path, keyword: 'nul', message: 'must not contain the NUL character', params: {} },
      ];
      return false;
    }
    const isValid = validate(data);
    checked.errors = validate.errors;
    return isValid;
  };
  return checked;
};

export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) =>
  refusingNul((httpPart === 'body' ? strict : coercing).compile(schema as object)) as ReturnType<
    FastifySchemaCompiler<FastifySchema>
  >;
