import { expect } from 'vitest';
import type { SandboxWebhook, Transaction } from '../../src/contract/index.ts';
import { createMember } from './build-app.ts';
import type { useHttpApp } from './http-app.ts';
import { createTournament } from './tournaments.ts';

export const newEventId = () => `evt_${Math.random().toString(36).slice(2)}`;

/** Pending card and crypto payments over HTTP, with the provider reports that could settle them. */
export function pendingPayments({ app, db, api }: ReturnType<typeof useHttpApp>, now: () => Date) {
  async function pendingPayment(method: 'card' | 'crypto', price = 25) {
    const member = await createMember(app());
    const cup = await createTournament(db(), { price }, now());
    const answer = await api('POST', '/payments/checkout', member.token, {
      tournamentId: cup.id,
      method,
      ...(method === 'crypto' && { chainType: 4 }),
    });
    expect(answer.status).toBe(201);
    const transaction = answer.body.transaction as Transaction;
    /** A report of this payment (a success for its exact amount unless told otherwise), as a JSON body. */
    const event = (fields: Partial<SandboxWebhook> = {}) =>
      JSON.stringify({
        eventId: newEventId(),
        type: 'payment.succeeded',
        transactionId: transaction.id,
        providerPaymentId: transaction.providerPaymentId ?? '',
        amount: price,
        currency: method === 'crypto' ? 'USDT' : 'USD',
        ...fields,
      } satisfies SandboxWebhook);
    return { member, cup, transaction, redirectUrl: String(answer.body.redirectUrl), event };
  }

  const statusOf = (id: string) =>
    db().selectFrom('transactions').select(['status', 'note']).where('id', '=', id).executeTakeFirstOrThrow();
  const accountsOf = (transactionId: string) =>
    db().selectFrom('tradeAccounts').select('id').where('transactionId', '=', transactionId).execute();
  const creditOf = async (userId: string) =>
    Number(
      (await db().selectFrom('users').select('credit').where('id', '=', userId).executeTakeFirstOrThrow())
        .credit,
    );
  return { pendingPayment, statusOf, accountsOf, creditOf };
}
