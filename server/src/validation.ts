import { Ajv, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import type { FastifySchema, FastifySchemaCompiler } from 'fastify';

/**
 * Bodies are validated as sent (a number is not a string); query strings and path parameters are text by
 * nature, so there scalars are coerced. Unknown fields are refused everywhere, never stripped.
 */
const make = (options: Options) => {
  const ajv = new Ajv({ removeAdditional: false, useDefaults: true, allErrors: false, ...options });
  addFormats(ajv);
  // One spelling per id, as the platform hands them out: ajv-formats also takes capitals and a `urn:uuid:` prefix,
  // which PostgreSQL refuses (a 500) and which compare unequal to the same id in code (an owner check bypassed).
  ajv.addFormat('uuid', /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
  // TypeBox marks its schemas with these keywords.
  ajv.addKeyword('kind').addKeyword('modifier');
  return ajv;
};

const strict = make({ coerceTypes: false });
const coercing = make({ coerceTypes: 'array' });

export const validatorCompiler: FastifySchemaCompiler<FastifySchema> = ({ schema, httpPart }) =>
  (httpPart === 'body' ? strict : coercing).compile(schema as object) as ReturnType<
    FastifySchemaCompiler<FastifySchema>
  >;
