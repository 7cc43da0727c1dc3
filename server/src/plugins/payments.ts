import fp from 'fastify-plugin';
import type { ChainType } from '../contract.ts';
import { createSandboxProvider } from '../payments/sandbox-provider.ts';
import type { PendingPayment } from '../repositories/entries.ts';

/** A card or crypto payment recorded by the platform, as the provider is told about it. */
export type ProviderPayment = {
  transactionId: string;
  providerPaymentId: string;
  method: 'card' | 'crypto';
  amount: number;
  chainType: ChainType | null;
  address: string | null;
  expiresAt: Date | null;
  description: string;
};

/**
 * What the platform needs of a payment provider (DECISIONS.md section 5). The sandbox implements it; a real card
 * or crypto provider would too, with its webhook route beside the sandbox's.
 */
export type PaymentProvider = {
  name: string;
  /** Ids (and for crypto the address and expiry) chosen before the payment is recorded. */
  prepare: (method: 'card' | 'crypto', chainType: ChainType | undefined, now: Date) => PendingPayment;
  /** Opens the hosted checkout or invoice of a recorded payment; answers where to send the member. */
  open: (payment: ProviderPayment) => Promise<string>;
  /**
   * Gives a paid amount back. Idempotent: a repeat with the same key (a retry after a lost answer) refunds nothing
   * more; the platform keys a refund by its payment.
   */
  refund: (providerPaymentId: string, idempotencyKey: string) => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    /** Null when card and crypto payments are off (PAYMENT_PROVIDER=none). */
    payments: PaymentProvider | null;
  }
}

export default fp(async (app) => {
  app.decorate('payments', app.config.paymentProvider === 'sandbox' ? createSandboxProvider(app) : null);
});
