import type { Transaction } from '@/contract/payments.ts';

/** A pending card payment of $25 for "Spring Cup"; tests override what they are about. */
export const transaction = (fields: Partial<Transaction> = {}): Transaction => ({
  id: 'tx1',
  tournamentId: 't1',
  tournamentTitle: 'Spring Cup',
  tournamentType: 'mini_tournament',
  method: 'card',
  status: 'pending',
  currency: 'USD',
  price: 25,
  discount: 0,
  amount: 25,
  promoCode: null,
  providerPaymentId: null,
  invoice: null,
  accountId: null,
  profileName: null,
  accountStatus: null,
  note: null,
  createdAt: '2026-05-10T12:00:00.000Z',
  completedAt: null,
  ...fields,
});
