import type { CheckoutBody, CheckoutResult } from '@/contract/payments.ts';
import { api } from '@/lib/api-client.ts';

/** Starts an entry. Never queued offline; `idempotencyKey` is new for each attempt the member makes. */
export const checkout = (body: CheckoutBody, idempotencyKey: string) =>
  api<CheckoutResult>('/payments/checkout', { method: 'POST', body, idempotencyKey });
