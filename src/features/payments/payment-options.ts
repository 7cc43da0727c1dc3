import { CHAINS, type ChainType, type CheckoutBody, type CheckoutResult } from '@/contract/payments.ts';
import type { CreditAndTickets } from '@/contract/tournament.ts';

export type PayMethod = CheckoutBody['method'];
export type Wallet = Pick<CreditAndTickets, 'credit' | 'tickets'>;

export const CHAIN_TYPES = [2, 4, 5] as const satisfies readonly ChainType[];
/** "ERC20 (USDT/ETH)", as spec section 3 names the chains. */
export const chainLabel = (chain: ChainType) => `${CHAINS[chain].name} (${CHAINS[chain].network})`;
export const toChain = (value: string): ChainType | undefined =>
  CHAIN_TYPES.find((chain) => String(chain) === value);

/** An entry whose total is zero (a free tournament, or a promo that covers it) is joined without paying. */
export const isFreeEntry = (total: number) => total <= 0;

/**
 * The methods offered for a total: card and crypto always; a ticket when the member holds one; credit when it
 * covers the total. A free entry offers none: the member just joins.
 */
export function availableMethods(total: number, wallet: Wallet | undefined): PayMethod[] {
  if (isFreeEntry(total)) return [];
  const methods: PayMethod[] = ['card', 'crypto'];
  if (wallet && wallet.tickets > 0) methods.push('ticket');
  if (wallet && wallet.credit >= total) methods.push('credit');
  return methods;
}

export type Choice = { method: PayMethod | undefined; chainType: ChainType | undefined };
export type CheckoutField = 'method' | 'chainType';

/** Spec section 5: the crypto chain is required when paying by crypto. Answers message keys by field. */
export function checkoutErrors(choice: Choice, total: number): Partial<Record<CheckoutField, string>> {
  if (isFreeEntry(total)) return {};
  if (!choice.method) return { method: 'validation.required' };
  if (choice.method === 'crypto' && !choice.chainType) return { chainType: 'validation.required' };
  return {};
}

/**
 * The checkout request. A free entry is sent as a card entry with nothing to pay: the platform records it as
 * free and completes it at once. A ticket pays the whole entry, so no promo code goes with it.
 */
export function checkoutBody(
  tournamentId: string,
  choice: Choice,
  total: number,
  promoCode: string | null,
  profileName: string,
): CheckoutBody {
  const method = isFreeEntry(total) ? 'card' : (choice.method ?? 'card');
  const name = profileName.trim();
  return {
    tournamentId,
    method,
    ...(promoCode && method !== 'ticket' && { promoCode }),
    ...(method === 'crypto' && choice.chainType && { chainType: choice.chainType }),
    ...(name && { profileName: name }),
  };
}

export type Outcome =
  | { kind: 'result'; transactionId: string }
  | { kind: 'redirect'; url: string }
  | { kind: 'invoice'; result: CheckoutResult };

/**
 * Where a checkout answer leads: completed entries (ticket, credit, free) and anything unexpected to the result
 * page; card to the hosted checkout; crypto to the invoice shown in the portal.
 */
export function checkoutOutcome(result: CheckoutResult): Outcome {
  const { transaction, redirectUrl } = result;
  if (transaction.status !== 'pending') return { kind: 'result', transactionId: transaction.id };
  if (transaction.method === 'crypto' && transaction.invoice) return { kind: 'invoice', result };
  if (redirectUrl) return { kind: 'redirect', url: redirectUrl };
  return { kind: 'result', transactionId: transaction.id };
}
