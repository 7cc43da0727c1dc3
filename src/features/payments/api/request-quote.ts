import type { Quote, QuoteBody } from '@/contract/payments.ts';
import { api } from '@/lib/api-client.ts';

/** Prices an entry with an optional promo code; a bad code answers 422 'Promo code is invalid'. */
export const requestQuote = (body: QuoteBody) => api<Quote>('/payments/quote', { method: 'POST', body });
