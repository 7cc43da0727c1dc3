import { Type, type Static } from '@sinclair/typebox';

export const ErrorDetail = Type.Object({
  field: Type.String({ description: 'Dotted path of the offending field, empty for the whole body' }),
  message: Type.String(),
});

/** Every failure answers this body with a 4xx or 5xx status; never a stack trace. */
export const ErrorBody = Type.Object({
  message: Type.String(),
  details: Type.Optional(Type.Array(ErrorDetail)),
});
export type ErrorBody = Static<typeof ErrorBody>;
