import type { ErrorBody } from './errors.ts';

/** The client-side failure of spec section 8: name is the status text, code the status as text. */
export class HttpError extends Error {
  readonly code: string;
  readonly status: number;
  readonly details: ErrorBody['details'];
  /** The server's Retry-After in seconds (429, 503), when it sent one. */
  readonly retryAfterSeconds: number | undefined;

  constructor(
    status: number,
    statusText: string,
    message: string,
    details?: ErrorBody['details'],
    retryAfterSeconds?: number,
    /** The platform's own (English) words, for recognising a message; `message` is what the member reads. */
    readonly serverMessage = message,
  ) {
    super(message);
    this.retryAfterSeconds = retryAfterSeconds;
    this.name = statusText || 'Error';
    this.code = String(status);
    this.status = status;
    this.details = details;
  }
}

/** Statuses spec section 8 lists as known to the client. */
export const KNOWN_STATUSES = [
  200, 201, 204, 304, 400, 401, 403, 404, 408, 429, 431, 500, 502, 503, 504,
] as const;
