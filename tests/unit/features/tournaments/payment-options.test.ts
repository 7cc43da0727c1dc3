import { describe, expect, it } from 'vitest';
import {
  availableMethods,
  chainLabel,
  checkoutBody,
  checkoutErrors,
  checkoutOutcome,
  toChain,
} from '@/features/payments/payment-options.ts';
import { transaction } from './fixtures.ts';

describe('availableMethods', () => {
  it('always offers card and crypto for a paid entry', () => {
    expect(availableMethods(25, { credit: 0, tickets: 0 })).toEqual(['card', 'crypto']);
    expect(availableMethods(25, undefined)).toEqual(['card', 'crypto']);
  });

  it('offers a ticket only to a member who holds one', () => {
    expect(availableMethods(25, { credit: 0, tickets: 1 })).toContain('ticket');
    expect(availableMethods(25, { credit: 0, tickets: 0 })).not.toContain('ticket');
  });

  it('offers credit only when it covers the total', () => {
    expect(availableMethods(25, { credit: 25, tickets: 0 })).toContain('credit');
    expect(availableMethods(25, { credit: 24.99, tickets: 0 })).not.toContain('credit');
    // A promo that lowers the total can bring credit within reach.
    expect(availableMethods(20, { credit: 24.99, tickets: 0 })).toContain('credit');
  });

  it('offers no method for a free entry: the member just joins', () => {
    expect(availableMethods(0, { credit: 100, tickets: 3 })).toEqual([]);
  });
});

describe('checkoutErrors', () => {
  it('requires a chain when paying by crypto', () => {
    expect(checkoutErrors({ method: 'crypto', chainType: undefined }, 25)).toEqual({
      chainType: 'validation.required',
    });
    expect(checkoutErrors({ method: 'crypto', chainType: 4 }, 25)).toEqual({});
    expect(checkoutErrors({ method: 'card', chainType: undefined }, 25)).toEqual({});
  });

  it('requires a method for a paid entry, and nothing for a free one', () => {
    expect(checkoutErrors({ method: undefined, chainType: undefined }, 25)).toEqual({
      method: 'validation.required',
    });
    expect(checkoutErrors({ method: undefined, chainType: undefined }, 0)).toEqual({});
  });
});

describe('chains', () => {
  it('names the three chains of spec section 3 by their codes', () => {
    expect([2, 4, 5].map((code) => chainLabel(toChain(String(code)) ?? 2))).toEqual([
      'ERC20 (USDT/ETH)',
      'TRC20 (USDT)',
      'BEP20 (USDT/BNB)',
    ]);
    expect(toChain('3')).toBeUndefined();
    expect(toChain('')).toBeUndefined();
  });
});

describe('checkoutBody', () => {
  it('sends the chain with crypto only, and the promo and profile name when given', () => {
    expect(checkoutBody('t1', { method: 'crypto', chainType: 5 }, 25, 'SAVE10', ' Wolf ')).toEqual({
      tournamentId: 't1',
      method: 'crypto',
      promoCode: 'SAVE10',
      chainType: 5,
      profileName: 'Wolf',
    });
    expect(checkoutBody('t1', { method: 'card', chainType: 5 }, 25, null, '')).toEqual({
      tournamentId: 't1',
      method: 'card',
    });
  });

  it('sends no promo code with a ticket, which pays the whole entry', () => {
    expect(checkoutBody('t1', { method: 'ticket', chainType: undefined }, 25, 'SAVE10', '')).toEqual({
      tournamentId: 't1',
      method: 'ticket',
    });
  });

  it('sends a free entry as a card entry with its promo code (the platform completes it at once)', () => {
    expect(checkoutBody('t1', { method: 'credit', chainType: undefined }, 0, 'FREE100', '')).toEqual({
      tournamentId: 't1',
      method: 'card',
      promoCode: 'FREE100',
    });
  });
});

describe('checkoutOutcome', () => {
  it('sends a pending card payment to the hosted checkout', () => {
    expect(checkoutOutcome({ transaction: transaction({}), redirectUrl: 'https://pay.example/c/1' })).toEqual(
      {
        kind: 'redirect',
        url: 'https://pay.example/c/1',
      },
    );
  });

  it('shows a pending crypto payment as an invoice in the portal', () => {
    const result = {
      transaction: transaction({
        method: 'crypto',
        invoice: {
          chainType: 4,
          currency: 'USDT',
          address: 'TXYZ',
          amount: 25,
          expiresAt: '2026-05-10T13:00:00.000Z',
        },
      }),
      redirectUrl: '/sandbox/invoice/1',
    };
    expect(checkoutOutcome(result)).toEqual({ kind: 'invoice', result });
  });

  it('takes completed entries (ticket, credit, free) straight to the result page', () => {
    for (const method of ['ticket', 'credit', 'free'] as const)
      expect(
        checkoutOutcome({ transaction: transaction({ method, status: 'completed' }), redirectUrl: null }),
      ).toEqual({ kind: 'result', transactionId: 'tx1' });
  });
});
