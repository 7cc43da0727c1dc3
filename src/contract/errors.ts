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

/** The client-side failure of spec section 8: name is the status text, code the status as text. */
export class HttpError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: ErrorBody['details'];

  constructor(status: number, statusText: string, message: string, details?: ErrorBody['details']) {
    super(message);
    this.name = statusText || 'Error';
    this.code = String(status);
    this.status = status;
    this.details = details;
  }
}

/** Statuses spec section 8 lists as known to the client. */
export const KNOWN_STATUSES = [200, 201, 204, 304, 400, 401, 403, 404, 408, 429, 431, 500, 502, 503, 504] as const;
