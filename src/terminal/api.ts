import { localize, t } from './i18n.ts';

/** A refused request: `message` is the server's text in the member's language, `status` its HTTP status. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

const BASE = '/api/v1';

// The terminal token lives in this module only: never storage, never a URL (it would outlive the session).
let token: string | null = null;
let onUnauthorized: () => void = () => undefined;

export const setToken = (value: string | null) => {
  token = value;
};
export const getToken = () => token;

/** Called once on any 401: the session is over (expired, revoked or replaced). */
export const onSessionLost = (handler: () => void) => {
  onUnauthorized = handler;
};

type Options = {
  method?: 'GET' | 'POST';
  body?: unknown;
  query?: Record<string, string | number | undefined>;
  headers?: Record<string, string>;
  /** The embed-token exchange has no session yet: its 401 means "bad link", not "session over". */
  isAnonymous?: boolean;
};

async function readMessage(response: Response): Promise<string> {
  try {
    const body = (await response.json()) as { message?: unknown };
    if (typeof body.message === 'string' && body.message) return localize(body.message);
  } catch {
    // Not JSON (a proxy's error page): the generic text below is all we can say.
  }
  return t('terminal.error.generic');
}

export async function request<T>(path: string, options: Options = {}): Promise<T> {
  const url = new URL(`${BASE}${path}`, window.location.origin);
  for (const [key, value] of Object.entries(options.query ?? {}))
    if (value !== undefined) url.searchParams.set(key, String(value));
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  if (token && !options.isAnonymous) headers.Authorization = `Bearer ${token}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'omit',
      cache: 'no-store',
    });
  } catch {
    throw new ApiError(t('terminal.error.offline'), 0);
  }
  if (!response.ok) {
    const error = new ApiError(await readMessage(response), response.status);
    if (response.status === 401 && !options.isAnonymous) onUnauthorized();
    throw error;
  }
  return (await response.json()) as T;
}

/** A fresh key per order so a retried request is not a second order (8-128 chars of [A-Za-z0-9_.:-]). */
export function idempotencyKey() {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  ).join('');
}
