import type { Config } from '../../server/src/config.ts';
import { signPayload } from '../../server/src/domain/payments/signature.ts';
import { useTestApp } from './use-test-app.ts';

export type HttpAnswer = { status: number; body: { message?: string } & Record<string, unknown> };

/**
 * The real app listening on loopback, called over real HTTP (fetch), so concurrent requests really are
 * concurrent: separate connections, parsed and answered in parallel.
 */
export function useHttpApp(overrides: Partial<Config> = {}, now?: () => Date) {
  let url = '';
  const testApp = useTestApp(
    overrides,
    async ({ app }) => {
      url = await app.listen({ host: '127.0.0.1', port: 0 });
    },
    now,
  );

  const send = async (path: string, init: RequestInit): Promise<HttpAnswer> => {
    const response = await fetch(`${url}${path}`, { ...init, redirect: 'manual' });
    const text = await response.text();
    const isJson = response.headers.get('content-type')?.includes('application/json');
    return { status: response.status, body: isJson && text ? JSON.parse(text) : { text } };
  };

  /** A member's API call; `headers` adds e.g. an Idempotency-Key. */
  const api = (
    method: 'GET' | 'POST' | 'PATCH' | 'PUT',
    path: string,
    token?: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ) =>
    send(`/api/v1${path}`, {
      method,
      headers: {
        ...(token && { authorization: `Bearer ${token}` }),
        ...(body !== undefined && { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(body !== undefined && { body: JSON.stringify(body) }),
    });

  /** The sandbox provider's report, signed with the app's secret at `at` unless a signature is given. */
  const webhook = (body: string, signature?: string, at = now?.() ?? new Date()) =>
    send('/api/v1/payments/webhooks/sandbox', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'sandbox-signature': signature ?? signPayload(testApp().app.config.paymentWebhookSecret, body, at),
      },
      body,
    });

  /** Presses Pay, Decline or Cancel on a sandbox hosted page, the way its form does. */
  const press = (redirectUrl: string, action: 'pay' | 'decline' | 'cancel', form = '') =>
    send(`${redirectUrl}/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form,
    });

  return { app: () => testApp().app, db: () => testApp().db, api, webhook, press, send };
}
