import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '@/contract/http-error.ts';
import { PAYMENT_MESSAGES, type CheckoutResult } from '@/contract/payments.ts';
import { checkout } from '@/features/payments/api/checkout.ts';
import { getCreditAndTickets } from '@/features/payments/api/get-credit-and-tickets.ts';
import { getTransaction } from '@/features/payments/api/get-transaction.ts';
import { requestQuote } from '@/features/payments/api/request-quote.ts';
import { CheckoutPanel } from '@/features/payments/components/checkout-panel.tsx';
import { t } from '@/lib/i18n.ts';
import { leaveFor } from '@/lib/leave.ts';
import { notifications } from '@/lib/notifications.ts';
import { transaction } from './fixtures.ts';

vi.mock('@/features/payments/api/checkout.ts', () => ({ checkout: vi.fn() }));
vi.mock('@/features/payments/api/get-credit-and-tickets.ts', () => ({ getCreditAndTickets: vi.fn() }));
vi.mock('@/features/payments/api/get-transaction.ts', () => ({ getTransaction: vi.fn() }));
vi.mock('@/features/payments/api/request-quote.ts', () => ({ requestQuote: vi.fn() }));
vi.mock('@/lib/leave.ts', () => ({ leaveFor: vi.fn() }));

const messages = () => notifications.items.map((item) => item.message);
const radios = () => screen.getAllByRole('radio').map((radio) => radio.closest('label')?.textContent ?? '');
const press = (name: string) => act(async () => void fireEvent.click(screen.getByRole('button', { name })));

async function renderPanel(wallet = { credit: 0, tickets: 0, price: 25 }) {
  vi.mocked(getCreditAndTickets).mockResolvedValue(wallet);
  await act(async () => void render(<CheckoutPanel tournamentId="t1" price={25} />));
}

beforeEach(() => {
  notifications.items = [];
  window.history.replaceState(null, '', '/tournaments/mini/t1');
});
afterEach(() => {
  cleanup();
  vi.clearAllMocks();
});

describe('CheckoutPanel', () => {
  it('shows the payment summary and offers card and crypto to a member with no ticket or credit', async () => {
    await renderPanel();
    expect(screen.getByTestId('payment-total').textContent).toBe('$25.00');
    expect(radios().map((text) => text.split(/Pay|USDT/)[0])).toEqual(['Card', 'Crypto']);
    expect(screen.getByRole('button', { name: 'Pay now' })).toBeTruthy();
  });

  it('offers a ticket to a holder and credit when it covers the total', async () => {
    await renderPanel({ credit: 30, tickets: 2, price: 25 });
    expect(screen.getByRole('radio', { name: /Ticket/ })).toBeTruthy();
    expect(screen.getByRole('radio', { name: /Credit/ })).toBeTruthy();
  });

  it('requires a chain for crypto, at the field and as a notification', async () => {
    await renderPanel();
    fireEvent.click(screen.getByRole('radio', { name: /Crypto/ }));
    await press('Pay now');
    const chain = screen.getByLabelText('Crypto chain');
    expect(chain.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(chain.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      'This field is required!',
    );
    expect(messages()).toEqual(['This field is required!']);
    expect(checkout).not.toHaveBeenCalled();
  });

  it('pays by crypto on the chosen chain and shows the invoice with its address', async () => {
    const result: CheckoutResult = {
      transaction: transaction({
        method: 'crypto',
        invoice: {
          chainType: 4,
          currency: 'USDT',
          address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
          amount: 25,
          expiresAt: new Date(Date.now() + 30 * 60_000).toISOString(),
        },
      }),
      redirectUrl: '/api/v1/payments/sandbox/invoice/tx1',
    };
    vi.mocked(checkout).mockResolvedValue(result);
    vi.mocked(getTransaction).mockResolvedValue(result.transaction);
    await renderPanel();
    fireEvent.click(screen.getByRole('radio', { name: /Crypto/ }));
    fireEvent.change(screen.getByLabelText('Crypto chain'), { target: { value: '4' } });
    await press('Pay now');
    expect(checkout).toHaveBeenCalledWith(
      { tournamentId: 't1', method: 'crypto', chainType: 4 },
      expect.any(String),
    );
    expect(screen.getByText('TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy();
    expect(screen.getByText('TRC20 (USDT)')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open invoice page' }).getAttribute('href')).toBe(
      result.redirectUrl,
    );
  });

  it('sends a card payment to the hosted checkout page, with a fresh idempotency key each attempt', async () => {
    vi.mocked(checkout).mockResolvedValue({
      transaction: transaction(),
      redirectUrl: 'https://sandbox/checkout/1',
    });
    await renderPanel();
    await press('Pay now');
    await press('Pay now');
    expect(leaveFor).toHaveBeenCalledWith('https://sandbox/checkout/1');
    const [first, second] = vi.mocked(checkout).mock.calls.map((call) => call[1]);
    expect(first).not.toBe(second);
  });

  it('shows a refused promo code at the field and as a notification', async () => {
    vi.mocked(requestQuote).mockRejectedValue(
      new HttpError(422, 'Unprocessable Entity', PAYMENT_MESSAGES.promoInvalid),
    );
    await renderPanel();
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'NOPE' } });
    await press('Apply');
    expect(screen.getByLabelText('Promo code').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Promo code is invalid')).toBeTruthy();
    expect(messages()).toEqual(['Promo code is invalid']);
  });

  it('joins for free when a promo code covers the whole entry', async () => {
    vi.mocked(requestQuote).mockResolvedValue({
      price: 25,
      discount: 25,
      total: 0,
      currency: 'USD',
      promoCode: 'FREE100',
    });
    vi.mocked(checkout).mockResolvedValue({
      transaction: transaction({ method: 'free', status: 'completed', amount: 0 }),
      redirectUrl: null,
    });
    await renderPanel();
    fireEvent.change(screen.getByLabelText('Promo code'), { target: { value: 'free100' } });
    await press('Apply');
    expect(requestQuote).toHaveBeenCalledWith({ tournamentId: 't1', promoCode: 'free100' });
    expect(screen.getByTestId('payment-total').textContent).toBe('$0.00');
    expect(screen.queryAllByRole('radio')).toEqual([]);
    await press('Join');
    expect(checkout).toHaveBeenCalledWith(
      { tournamentId: 't1', method: 'card', promoCode: 'FREE100' },
      expect.any(String),
    );
    expect(window.location.pathname + window.location.search).toBe(
      '/tournaments/payment-success?transactionId=tx1',
    );
  });

  it('pays with a ticket at once and shows the platform’s refusal when there is a problem', async () => {
    vi.mocked(checkout).mockRejectedValueOnce(new HttpError(409, 'Conflict', PAYMENT_MESSAGES.noTicket));
    await renderPanel({ credit: 0, tickets: 1, price: 25 });
    fireEvent.click(screen.getByRole('radio', { name: /Ticket/ }));
    await press('Pay now');
    expect(messages()).toEqual([PAYMENT_MESSAGES.noTicket]);
    expect(checkout).toHaveBeenCalledWith({ tournamentId: 't1', method: 'ticket' }, expect.any(String));
  });

  it('offline, says that paying needs a connection and takes no payment', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    try {
      await renderPanel();
      expect(screen.getByRole('status').textContent).toBe(t('network.payNeedsConnection'));
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Pay now' }).disabled).toBe(true);
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Apply' }).disabled).toBe(true);
      await press('Pay now');
      expect(checkout).not.toHaveBeenCalled();
    } finally {
      Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    }
  });
});
