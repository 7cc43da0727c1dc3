import type { App } from '../../server/src/app.ts';
import { signPayload } from '../../server/src/domain/payments/signature.ts';

/** Posts a raw body to the sandbox webhook with a signature header (by default a good one, made at `at`). */
export const postWebhook = (
  app: App,
  body: string,
  signature = signPayload(app.config.paymentWebhookSecret, body, new Date()),
) =>
  app.inject({
    method: 'POST',
    url: '/api/v1/payments/webhooks/sandbox',
    headers: { 'content-type': 'application/json', 'sandbox-signature': signature },
    payload: body,
  });
