import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Transaction } from '@/contract/payments.ts';
import { getTransaction } from '@/features/payments/api/get-transaction.ts';
import { PaymentResult } from '@/features/payments/components/payment-result.tsx';
import { POLL_MS } from '@/features/payments/transaction-view.ts';
import { transaction as pendingTransaction } from './fixtures.ts';

vi.mock('@/features/payments/api/get-transaction.ts', () => ({ getTransaction: vi.fn() }));

const transaction = (fields: Partial<Transaction> = {}): Transaction =>
  pendingTransaction({
    status: 'completed',
    discount: 5,
    amount: 20,
    promoCode: 'SAVE5',
    providerPaymentId: 'sbx_1',
    accountId: 'a1',
    profileName: 'Wolf',
    accountStatus: 'ready',
    completedAt: '2026-05-10T12:00:05.000Z',
    ...fields,
  });

const show = async (id: string | null = 'tx1') =>
  act(
    async () =>
      void render(
        <PaymentResult
          transactionId={id}
          renderProfileName={(paid) => <span>profile {paid.profileName}</span>}
        />,
      ),
  );

beforeEach(() => window.history.replaceState(null, '', '/tournaments/payment-success?transactionId=tx1'));
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
  vi.useRealTimers();
});

describe('PaymentResult', () => {
  it('shows status, currency, amount, transaction id, profile name and Trade now when ready', async () => {
    vi.mocked(getTransaction).mockResolvedValue(transaction());
    await show();
    expect(screen.getByText('Completed')).toBeTruthy();
    expect(screen.getByText('USD')).toBeTruthy();
    expect(screen.getByText('$20.00')).toBeTruthy();
    expect(screen.getByTestId('transaction-id').textContent).toBe('tx1');
    expect(screen.getByText('profile Wolf')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Trade now' }).getAttribute('href')).toBe('/trade/t1/a1');
    expect(screen.getByRole('link', { name: 'Back to the tournament' }).getAttribute('href')).toBe(
      '/tournaments/t1',
    );
  });

  it('asks to wait and retry while the account is being created', async () => {
    vi.mocked(getTransaction).mockResolvedValue(transaction({ accountStatus: 'creating' }));
    await show();
    expect(
      screen.getByText('Your trading account is still being created. Please wait a moment and try again.'),
    ).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Trade now' })).toBeNull();
    vi.mocked(getTransaction).mockResolvedValue(transaction());
    await act(async () => void fireEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(screen.getByRole('link', { name: 'Trade now' })).toBeTruthy();
  });

  it('says the payment failed', async () => {
    vi.mocked(getTransaction).mockResolvedValue(
      transaction({ status: 'failed', accountId: null, accountStatus: null, profileName: null }),
    );
    await show();
    expect(screen.getByText('Your payment is failed.')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
  });

  it('says an expired card checkout expired, and an expired crypto payment that its invoice did', async () => {
    const expired = { status: 'expired', accountId: null, accountStatus: null, profileName: null } as const;
    vi.mocked(getTransaction).mockResolvedValue(transaction({ ...expired, method: 'card' }));
    await show();
    expect(screen.getByText(/^This checkout expired before it was paid/)).toBeTruthy();
    cleanup();
    vi.mocked(getTransaction).mockResolvedValue(transaction({ ...expired, method: 'crypto' }));
    await show();
    expect(screen.getByText(/^This invoice expired before it was paid/)).toBeTruthy();
  });

  it('asks again every 2 s while the payment is pending', async () => {
    vi.useFakeTimers();
    vi.mocked(getTransaction).mockResolvedValueOnce(
      transaction({ status: 'pending', accountId: null, accountStatus: null }),
    );
    await show();
    expect(screen.getByText('Pending')).toBeTruthy();
    vi.mocked(getTransaction).mockResolvedValue(transaction());
    await act(async () => void (await vi.advanceTimersByTimeAsync(POLL_MS)));
    expect(getTransaction).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('link', { name: 'Trade now' })).toBeTruthy();
    await act(async () => void (await vi.advanceTimersByTimeAsync(POLL_MS * 3)));
    expect(getTransaction).toHaveBeenCalledTimes(2);
  });

  it('has nothing to show without a transaction id', async () => {
    await show(null);
    expect(screen.getByText('There is no payment to show.')).toBeTruthy();
    expect(getTransaction).not.toHaveBeenCalled();
  });
});
