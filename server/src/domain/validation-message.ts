/** The parts of an Ajv error this module reads (kept structural so it stays free of I/O and libraries). */
export type SchemaError = {
  instancePath: string;
  keyword: string;
  message?: string;
  params: Record<string, unknown>;
};

export type FieldError = { field: string; message: string };

const fieldOf = (error: SchemaError) => {
  const path = error.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const child = error.params.missingProperty ?? error.params.additionalProperty;
  return [path, child].filter((part) => typeof part === 'string' && part !== '').join('.');
};

/** Turns a schema error into a sentence a person can act on, naming the field. */
export function describeSchemaError(error: SchemaError, context = 'body'): FieldError {
  const field = fieldOf(error);
  const name = field || context;
  const { params } = error;
  const message = (() => {
    switch (error.keyword) {
      case 'required':
        return `${name} is required`;
      case 'additionalProperties':
        return `${name} is not an accepted field`;
      case 'format':
        return `${name} must be a valid ${String(params.format).replace('date-time', 'date and time')}`;
      case 'maxLength':
        return `${name} must be at most ${String(params.limit)} characters`;
      case 'minLength':
        return params.limit === 1
          ? `${name} must not be empty`
          : `${name} must be at least ${String(params.limit)} characters`;
      case 'type':
        return `${name} must be ${String(params.type) === 'object' ? 'an object' : `a ${String(params.type)}`}`;
      case 'pattern':
        return `${name} has characters that are not allowed`;
      case 'minimum':
      case 'maximum':
        return `${name} must be ${error.keyword === 'minimum' ? 'at least' : 'at most'} ${String(params.limit)}`;
      case 'enum':
      case 'const':
      case 'anyOf':
        return `${name} is not one of the accepted values`;
      default:
        return `${name} ${error.message ?? 'is not valid'}`;
    }
  })();
  return { field, message };
}
