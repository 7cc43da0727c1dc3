import { Type, type TSchema } from '@sinclair/typebox';

/** Objects refuse unknown fields: no mass assignment (DECISIONS.md section 3). */
export const Strict = <T extends Parameters<typeof Type.Object>[0]>(properties: T) =>
  Type.Object(properties, { additionalProperties: false });

/** Records are keyed by UUIDs; anything else is refused before it reaches the database. */
export const Id = Type.String({ format: 'uuid' });
export const IdParams = Strict({ id: Id });
export const Email = Type.String({ format: 'email', maxLength: 254 });
export const IsoDate = Type.String({ format: 'date-time' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
