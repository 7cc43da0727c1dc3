import { fromCents, toCents } from '../../contract.ts';

/** Money is kept in cents inside the domain so sums and shares never drift by a float's last digit. */
export { effectivePoolPrice, fromCents, toCents } from '../../contract.ts';

/** A dynamic pool grows by what each paid entry paid; free entries add nothing. */
export const poolAfterEntry = (settingsPoolPrice: number, paid: number) =>
  fromCents(toCents(settingsPoolPrice) + toCents(paid));

/** A refunded entry takes back what it added, never below zero. */
export const poolAfterRefund = (settingsPoolPrice: number, paid: number) =>
  fromCents(Math.max(0, toCents(settingsPoolPrice) - toCents(paid)));

export type Promo = {
  kind: 'percent' | 'fixed';
  value: number;
  expiresAt: Date | null;
  usageCap: number | null;
  uses: number;
  tournamentId: string | null;
};

export type PromoProblem = 'expired' | 'exhausted' | 'otherTournament';

/** Why a promo code cannot be used for this tournament now, or null when it can. */
export function promoProblem(promo: Promo, tournamentId: string, now: Date): PromoProblem | null {
  if (promo.expiresAt && promo.expiresAt <= now) return 'expired';
  if (promo.usageCap !== null && promo.uses >= promo.usageCap) return 'exhausted';
  if (promo.tournamentId && promo.tournamentId !== tournamentId) return 'otherTournament';
  return null;
}

export type Price = { price: number; discount: number; total: number };

/** An entry's price with an optional promo: a percent or a fixed amount off, never below zero. */
export function priceEntry(price: number, promo?: Pick<Promo, 'kind' | 'value'> | null): Price {
  const cents = toCents(price);
  if (!promo) return { price, discount: 0, total: price };
  const off = promo.kind === 'percent' ? Math.round((cents * promo.value) / 100) : toCents(promo.value);
  const discount = Math.min(cents, off);
  return { price, discount: fromCents(discount), total: fromCents(cents - discount) };
}
