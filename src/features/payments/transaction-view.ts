import type { Transaction, TransactionStatus } from '@/contract/payments.ts';
import type { BadgeTone } from '@/components/ui/badge.tsx';

/** Status labels of spec section 4: shown for every status but expired. */
export const STATUS_LOOK: Record<TransactionStatus, { key: string; tone: BadgeTone } | null> = {
  pending: { key: 'payments.status.pending', tone: 'warning' },
  completed: { key: 'payments.status.completed', tone: 'profit' },
  refunded: { key: 'payments.status.refunded', tone: 'primary' },
  failed: { key: 'payments.status.failed', tone: 'loss' },
  expired: null,
};

export type ResultView = {
  /** Waiting for the provider's webhook. */
  isPending: boolean;
  /** Paid, but the trading account is still being provisioned: wait and retry (spec section 4). */
  isCreating: boolean;
  canTrade: boolean;
  isFailed: boolean;
  isExpired: boolean;
  isRefunded: boolean;
};

export function resultView(
  transaction: Pick<Transaction, 'status' | 'accountStatus' | 'accountId'>,
): ResultView {
  const isCompleted = transaction.status === 'completed';
  return {
    isPending: transaction.status === 'pending',
    isCreating: isCompleted && transaction.accountStatus === 'creating',
    canTrade: isCompleted && transaction.accountStatus === 'ready' && transaction.accountId !== null,
    isFailed: transaction.status === 'failed',
    isExpired: transaction.status === 'expired',
    isRefunded: transaction.status === 'refunded',
  };
}

export const POLL_MS = 2_000;
/** Webhooks arrive within seconds; after five minutes of polling the member retries by hand. */
export const MAX_POLLS = 150;

/** Whether to ask again: the payment is pending or its account is still being created. */
export const shouldPoll = (transaction: Pick<Transaction, 'status' | 'accountStatus' | 'accountId'>) => {
  const view = resultView(transaction);
  return view.isPending || view.isCreating;
};
