import type { App } from '../../server/src/app.ts';

/**
 * The payment provider's refund, failing for its first `failures` calls (the provider down), behind the app's own
 * provider interface. Records every call by idempotency key, and which were confirmed.
 */
export function flakyRefunds(app: App, failures: number) {
  const provider = app.payments;
  if (!provider) throw new Error('The app has no payment provider');
  const real = provider.refund;
  const log = { tried: [] as string[], confirmed: [] as string[], failuresLeft: failures };
  provider.refund = async (providerPaymentId, idempotencyKey) => {
    log.tried.push(idempotencyKey);
    if (log.failuresLeft > 0) {
      log.failuresLeft -= 1;
      throw new Error('provider unavailable');
    }
    await real(providerPaymentId, idempotencyKey);
    log.confirmed.push(idempotencyKey);
  };
  const count = (keys: string[], transactionId: string) =>
    keys.filter((key) => key === `refund_${transactionId}`).length;
  return {
    log,
    /** Refund calls for one payment: tried, and confirmed by the provider. */
    callsFor: (transactionId: string) => ({
      tried: count(log.tried, transactionId),
      confirmed: count(log.confirmed, transactionId),
    }),
    restore: () => {
      provider.refund = real;
    },
  };
}
