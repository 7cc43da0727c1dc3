import { describe, expect, it } from 'vitest';
import { PAYMENT_MESSAGES } from '@/contract/payments.ts';
import { resultView, shouldPoll, STATUS_LOOK } from '@/features/payments/transaction-view.ts';
import { t } from '@/lib/i18n.ts';

describe('transaction status labels', () => {
  it('labels every status but expired (spec section 4)', () => {
    expect(
      (['pending', 'completed', 'refunded', 'failed', 'expired'] as const).map((status) => {
        const look = STATUS_LOOK[status];
        return look && t(look.key);
      }),
    ).toEqual(['Pending', 'Completed', 'Refunded', 'Failed', null]);
  });
});

describe('resultView', () => {
  it('offers trading once the entry is paid and its account is ready', () => {
    expect(resultView({ status: 'completed', accountStatus: 'ready', accountId: 'a1' })).toMatchObject({
      canTrade: true,
      isCreating: false,
    });
  });

  it('asks the member to wait while the account is being created', () => {
    expect(resultView({ status: 'completed', accountStatus: 'creating', accountId: 'a1' })).toMatchObject({
      canTrade: false,
      isCreating: true,
    });
  });

  it('reads failed, expired, refunded and pending payments', () => {
    expect(resultView({ status: 'failed', accountStatus: null, accountId: null }).isFailed).toBe(true);
    expect(resultView({ status: 'expired', accountStatus: null, accountId: null }).isExpired).toBe(true);
    expect(resultView({ status: 'refunded', accountStatus: null, accountId: null }).isRefunded).toBe(true);
    expect(resultView({ status: 'pending', accountStatus: null, accountId: null }).isPending).toBe(true);
  });
});

describe('shouldPoll', () => {
  it('asks again while pending or while the account is being created, and stops after', () => {
    expect(shouldPoll({ status: 'pending', accountStatus: null, accountId: null })).toBe(true);
    expect(shouldPoll({ status: 'completed', accountStatus: 'creating', accountId: 'a1' })).toBe(true);
    expect(shouldPoll({ status: 'completed', accountStatus: 'ready', accountId: 'a1' })).toBe(false);
    expect(shouldPoll({ status: 'failed', accountStatus: null, accountId: null })).toBe(false);
  });
});

describe('payment messages', () => {
  it('says what the platform says, word for word', () => {
    expect(t('payments.accountCreating')).toBe(PAYMENT_MESSAGES.accountCreating);
    expect(t('payments.failed')).toBe(PAYMENT_MESSAGES.paymentFailed);
    expect(t('tournaments.registrationClosed')).toBe(PAYMENT_MESSAGES.registrationClosed);
    expect(t('tournaments.full')).toBe(PAYMENT_MESSAGES.full);
  });
});
