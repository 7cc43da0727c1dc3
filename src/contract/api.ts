/** Versioned API base of spec section 7; every HTTP route of the platform lives under it. */
export const API_VERSION = 'v1';
export const API_PREFIX = `/api/${API_VERSION}`;

/** Header carrying the client's idempotency key on mutating requests (DECISIONS.md section 3). */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const IDEMPOTENT_REPLAY_HEADER = 'idempotent-replayed';

/** Cookie holding the access token so the portal survives reloads (DECISIONS.md section 3). */
export const ACCESS_TOKEN_COOKIE = 'accessToken';
