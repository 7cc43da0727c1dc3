import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import {
  API_PREFIX,
  PAYMENT_RETURN_PATHS,
  SANDBOX_SIGNATURE_HEADER,
  type SandboxWebhook,
} from '../contract.ts';
import type { SandboxPaymentRow } from '../db/schema.ts';
import { depositAddress } from '../domain/payments/crypto-address.ts';
import { signPayload } from '../domain/payments/signature.ts';
import type { PaymentProvider } from '../plugins/payments.ts';

export const SANDBOX_WEBHOOK_PATH = `${API_PREFIX}/payments/webhooks/sandbox`;
export const sandboxPagePath = (providerPaymentId: string) =>
  `${API_PREFIX}/payments/sandbox/${encodeURIComponent(providerPaymentId)}`;

const newId = (prefix: string) => `${prefix}_${randomBytes(16).toString('base64url')}`;

/**
 * The built-in sandbox provider (DECISIONS.md section 5): it keeps its own records as a real provider would,
 * serves a hosted checkout and a crypto invoice page, and reports outcomes through signed webhooks to the
 * platform's public webhook route, the same path a real provider's calls take.
 */
export function createSandboxProvider(app: FastifyInstance): PaymentProvider {
  return {
    name: 'sandbox',
    prepare(method, chainType, now) {
      if (method === 'card')
        return {
          providerPaymentId: newId('sbx_pay'),
          cryptoAddress: null,
          expiresAt: new Date(now.getTime() + app.config.cardCheckoutMinutes * 60_000),
        };
      return {
        providerPaymentId: newId('sbx_inv'),
        cryptoAddress: chainType ? depositAddress(chainType, randomBytes(33)) : null,
        expiresAt: new Date(now.getTime() + app.config.cryptoInvoiceMinutes * 60_000),
      };
    },
    async open(payment) {
      const back = (path: string) => `${path}?transactionId=${encodeURIComponent(payment.transactionId)}`;
      await app.db
        .insertInto('sandboxPayments')
        .values({
          id: payment.providerPaymentId,
          transactionId: payment.transactionId,
          kind: payment.method,
          amount: payment.amount,
          currency: payment.method === 'crypto' ? 'USDT' : 'USD',
          description: payment.description,
          chainType: payment.chainType,
          address: payment.address,
          expiresAt: payment.expiresAt,
          successPath: back(PAYMENT_RETURN_PATHS.success),
          cancelPath: back(PAYMENT_RETURN_PATHS.cancel),
        })
        .execute();
      return sandboxPagePath(payment.providerPaymentId);
    },
    // One refund per payment, whatever the key: a refunded record stays refunded, so a repeat changes nothing.
    async refund(providerPaymentId) {
      await app.db
        .updateTable('sandboxPayments')
        .set({ status: 'refunded' })
        .where('id', '=', providerPaymentId)
        .execute();
    },
  };
}

export const findSandboxPayment = (app: FastifyInstance, id: string) =>
  app.db.selectFrom('sandboxPayments').selectAll().where('id', '=', id).executeTakeFirst();

export type SandboxAction = 'pay' | 'decline' | 'cancel';
const OUTCOME = {
  pay: { status: 'paid', event: 'payment.succeeded' },
  decline: { status: 'declined', event: 'payment.failed' },
  cancel: { status: 'canceled', event: 'payment.canceled' },
} as const;

/**
 * The member pressed Pay, Decline or Cancel (or simulated the on-chain transfer). The sandbox records it and
 * tells the platform through a signed webhook; answers whether the platform took it.
 */
export async function actOnSandboxPayment(
  app: FastifyInstance,
  payment: SandboxPaymentRow,
  action: SandboxAction,
) {
  const outcome = OUTCOME[action];
  const claimed = await app.db
    .updateTable('sandboxPayments')
    .set({ status: outcome.status })
    .where('id', '=', payment.id)
    .where('status', '=', 'open')
    .returning('id')
    .executeTakeFirst();
  // Already settled on the sandbox's side: nothing new to report.
  if (!claimed) return true;
  const event: SandboxWebhook = {
    eventId: newId('evt'),
    type: outcome.event,
    transactionId: payment.transactionId,
    providerPaymentId: payment.id,
    amount: Number(payment.amount),
    currency: payment.currency,
  };
  const body = JSON.stringify(event);
  const response = await app.inject({
    method: 'POST',
    url: SANDBOX_WEBHOOK_PATH,
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signPayload(app.config.paymentWebhookSecret, body, app.now()),
    },
    payload: body,
  });
  if (response.statusCode < 300) return true;
  app.log.warn(
    { status: response.statusCode, transactionId: payment.transactionId },
    'sandbox webhook refused',
  );
  // Let the member try again, as a provider retries a webhook the merchant did not take.
  await app.db.updateTable('sandboxPayments').set({ status: 'open' }).where('id', '=', payment.id).execute();
  return false;
}
