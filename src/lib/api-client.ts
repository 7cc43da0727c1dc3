import { FetchError, ofetch } from 'ofetch';
import { proxy } from 'valtio';
import { IDEMPOTENCY_HEADER } from '@/contract/api.ts';
import { HttpError } from '@/contract/http-error.ts';
import { env } from '@/config/env.ts';
import { localize, t } from './i18n.ts';
import { notifyError, notifySuccess } from './notifications.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type RequestOptions = {
  method?: Method;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  idempotencyKey?: string;
  /** Send even if an identical request is in flight (both run). */
  allowConcurrent?: boolean;
};

type Hooks = {
  getToken: () => string | null;
  onUnauthorized: () => void;
  /** The platform answered (any status): queued changes waiting for a connection can go now. */
  onReachable: () => void;
};
let hooks: Hooks = {
  getToken: () => null,
  onUnauthorized: () => undefined,
  onReachable: () => undefined,
};

/** The auth feature tells the client how to read the token and what to do when the server refuses it. */
export const configureApiClient = (next: Partial<Hooks>) => {
  hooks = { ...hooks, ...next };
};

/** Whether the platform answered the last request; the header shows "Offline" also when only it is down. */
/** The member's token as the hooks read it, for the socket's handshake. */
export const currentToken = () => hooks.getToken();

export const reachability = proxy({ isReachable: true });

/** What a request that got no answer says. */
export const offlineMessage = () => t('network.requestFailed');

const client = ofetch.create({ baseURL: env.apiBase, retry: 0, timeout: 20_000 });
const inFlight = new Map<string, AbortController>();

export const isAbortError = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** Retry-After is either seconds or an HTTP date (RFC 9110); anything else is ignored. */
export function parseRetryAfter(value: string | null, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+$/.test(value.trim())) return Number(value.trim());
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1_000));
}

/** Spec section 8: name is the status text, code the status as text, message the server's or the body's text. */
export function toHttpError(error: unknown): HttpError | DOMException {
  if (error instanceof FetchError && error.response) {
    const { status, statusText } = error.response;
    const data: unknown = error.data;
    const body =
      typeof data === 'object' && data !== null ? (data as { message?: unknown; details?: unknown }) : null;
    const message =
      typeof body?.message === 'string' ? body.message : typeof data === 'string' && data ? data : statusText;
    return new HttpError(
      status,
      statusText,
      localize(message),
      Array.isArray(body?.details) ? body.details : undefined,
      parseRetryAfter(error.response.headers.get('retry-after')),
      message,
    );
  }
  if (isAbortError(error) || (error instanceof FetchError && isAbortError(error.cause))) {
    return new DOMException('Superseded by an identical request', 'AbortError');
  }
  return new HttpError(0, 'NetworkError', offlineMessage());
}

/**
 * One call to the platform. A newer request with the same method and path cancels the older one
 * (spec section 7); the older caller sees an AbortError, which screens ignore.
 */
export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const method = options.method ?? 'GET';
  const key = `${method} ${path}`;
  if (!options.allowConcurrent) inFlight.get(key)?.abort();
  const controller = new AbortController();
  inFlight.set(key, controller);
  const token = hooks.getToken();
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.idempotencyKey) headers[IDEMPOTENCY_HEADER] = options.idempotencyKey;
  try {
    const result = await client<T>(path, {
      method,
      query: options.query,
      body: options.body as Record<string, unknown> | undefined,
      headers,
      signal: controller.signal,
    });
    reachability.isReachable = true;
    hooks.onReachable();
    return result;
  } catch (error) {
    const failure = toHttpError(error);
    if (failure instanceof HttpError) reachability.isReachable = failure.status > 0;
    if (failure instanceof HttpError && failure.status > 0) hooks.onReachable();
    if (failure instanceof HttpError && failure.status === 401 && token) hooks.onUnauthorized();
    throw failure;
  } finally {
    if (inFlight.get(key) === controller) inFlight.delete(key);
  }
}

/** Runs a member's action: on rejection shows the message (spec section 8), on success the given message. */
export async function runAction<T>(action: () => Promise<T>, success?: string): Promise<T | undefined> {
  try {
    const result = await action();
    if (success) notifySuccess(success);
    return result;
  } catch (error) {
    if (isAbortError(error)) return undefined;
    notifyError(error instanceof Error && error.message ? error.message : 'Something went wrong');
    return undefined;
  }
}
