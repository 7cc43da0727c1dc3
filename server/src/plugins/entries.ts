import fp from 'fastify-plugin';
import {
  PAYMENT_MESSAGES,
  type CheckoutBody,
  type CheckoutResult,
  type Quote,
  type QuoteBody,
  type SandboxWebhook,
} from '../contract.ts';
import type { Seal } from '../db/connect.ts';
import { badRequest, conflict } from '../errors.ts';
import { effectivePoolPrice, toCents } from '../domain/tournaments/pricing.ts';
import { quoteEntry, startEntry } from '../repositories/entries.ts';
import {
  lockPayment,
  refundEntry,
  settlePaid,
  settleUnpaid,
  type Settled,
} from '../repositories/settlements.ts';
import { claimRefund, dueRefunds, refundSent } from '../repositories/provider-refunds.ts';
import { findTournament, pricingOf } from '../repositories/tournaments.ts';
import { memberTransaction } from '../repositories/transactions.ts';

export type Entries = {
  quote: (userId: string, body: QuoteBody) => Promise<Quote>;
  /** `seal` stores the answer with the entry's transaction; a card or crypto link is added after it commits. */
  checkout: (userId: string, body: CheckoutBody, seal?: Seal) => Promise<CheckoutResult>;
  /** A provider's report (webhook), recorded once per event id in the same transaction as its effect. */
  report: (provider: string, event: SandboxWebhook) => Promise<Settled | 'duplicate'>;
  /** A pending payment that will not be paid: its invoice expired (the clock), or its checkout could not open. */
  settle: (transactionId: string, status: 'failed' | 'expired') => Promise<void>;
  refund: (transactionId: string) => Promise<void>;
  /** Sends the provider refunds that are owed and due (the clock); a failed one is retried later. */
  sendOwedRefunds: () => Promise<void>;
};

declare module 'fastify' {
  interface FastifyInstance {
    entries: Entries;
  }
}

/**
 * Entry and payment flows (DECISIONS.md section 5), with what follows a commit: the grown pool is announced
 * (`poolPriceUpdate_<id>`), a new trading account is provisioned, and the provider returns money it must (owed
 * from the commit, sent after it, retried by the clock until confirmed).
 */
export default fp(async (app) => {
  const { db } = app;

  /**
   * Sends one owed provider refund, if due. It never throws: a refund the provider did not confirm stays owed
   * and the clock tries it again, so the webhook or operator that caused it still gets its answer.
   */
  const sendRefund = async (transactionId: string) => {
    const provider = app.payments;
    if (!provider) return;
    try {
      const claimed = await claimRefund(db, transactionId, app.now());
      if (!claimed?.providerPaymentId) return;
      await provider.refund(claimed.providerPaymentId, `refund_${claimed.id}`);
      await refundSent(db, claimed.id, app.now());
    } catch (error) {
      app.log.warn({ err: error, transactionId }, 'provider refund failed; it stays owed and is retried');
    }
  };

  const announcePool = async (tournamentId: string) => {
    const tournament = await findTournament(db, tournamentId);
    if (tournament)
      app.realtime.emit('poolPriceUpdate', tournamentId, {
        poolPrice: effectivePoolPrice(pricingOf(tournament)),
      });
  };

  const afterSettled = async (settled: Settled) => {
    if (settled.outcome === 'entered') {
      app.clock.provisionSoon();
      if (settled.entered.poolChanged) await announcePool(settled.entered.tournamentId);
    }
    if (settled.outcome === 'refunded') await sendRefund(settled.payment.id);
  };

  const entries: Entries = {
    async quote(userId, body) {
      const quote = await quoteEntry(db, userId, body.tournamentId, body.promoCode, app.now());
      return { ...quote, currency: 'USD' };
    },

    async checkout(userId, body, seal) {
      const provider = app.payments;
      const now = app.now();
      const started = await startEntry(
        db,
        userId,
        body,
        now,
        () => {
          if (!provider) throw conflict(PAYMENT_MESSAGES.providerUnavailable);
          return provider.prepare(body.method === 'crypto' ? 'crypto' : 'card', body.chainType, now);
        },
        seal &&
          (async (trx, paymentId) =>
            seal(trx, { transaction: await memberTransaction(trx, userId, paymentId), redirectUrl: null })),
      );
      const { payment, entered } = started;
      let redirectUrl: string | null = null;
      if (entered) {
        app.clock.provisionSoon();
        if (entered.poolChanged) await announcePool(entered.tournamentId);
      } else if (provider && payment.providerPaymentId) {
        const tournament = await findTournament(db, payment.tournamentId);
        redirectUrl = await provider
          .open({
            transactionId: payment.id,
            providerPaymentId: payment.providerPaymentId,
            method: payment.method === 'crypto' ? 'crypto' : 'card',
            amount: Number(payment.amount),
            chainType: payment.chainType,
            address: payment.cryptoAddress,
            expiresAt: payment.expiresAt,
            description: `Entry: ${tournament?.title ?? 'tournament'}`,
          })
          .catch(async (error: unknown) => {
            // No checkout to pay at: the payment fails now, giving its promo use back, instead of waiting forever.
            await entries.settle(payment.id, 'failed');
            throw error;
          });
      }
      return { transaction: await memberTransaction(db, userId, payment.id), redirectUrl };
    },

    async report(provider, event) {
      const settled = await db.transaction().execute(async (trx) => {
        const recorded = await trx
          .insertInto('webhookEvents')
          .values({ provider, eventId: event.eventId })
          .onConflict((oc) => oc.doNothing())
          .returning('eventId')
          .executeTakeFirst();
        if (!recorded) return 'duplicate' as const;
        const payment = await lockPayment(trx, event.transactionId);
        if (!payment || payment.providerPaymentId !== event.providerPaymentId)
          throw badRequest('The event does not match a payment of this provider');
        const expected = payment.method === 'crypto' ? 'USDT' : payment.currency;
        if (toCents(event.amount) !== toCents(Number(payment.amount)) || event.currency !== expected)
          throw badRequest('The event amount does not match the payment');
        return event.type === 'payment.succeeded'
          ? settlePaid(trx, payment, app.now())
          : settleUnpaid(trx, payment, 'failed', app.now());
      });
      if (settled !== 'duplicate') await afterSettled(settled);
      return settled;
    },

    async settle(transactionId, status) {
      await db.transaction().execute(async (trx) => {
        const payment = await lockPayment(trx, transactionId);
        if (payment) await settleUnpaid(trx, payment, status, app.now());
      });
    },

    async refund(transactionId) {
      const refunded = await refundEntry(db, transactionId, app.now());
      if (refunded.poolChanged) await announcePool(refunded.tournamentId);
      await sendRefund(transactionId);
    },

    async sendOwedRefunds() {
      for (const { id } of await dueRefunds(db, app.now())) await sendRefund(id);
    },
  };
  app.decorate('entries', entries);
});
