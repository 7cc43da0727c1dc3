/** Money is kept in cents inside the domain so sums and shares never drift by a float's last digit. */
export const toCents = (amount: number) => Math.round(amount * 100);
export const fromCents = (cents: number) => cents / 100;

export type PoolPricing = {
  poolPrice: number;
  price: number;
  isDynamicPoolPrice: boolean;
  /** Percent of the settings pool price added when dynamic. */
  dynamicPoolPrice: number;
  settingsPoolPrice: number;
};

/**
 * The effective pool price of spec section 9: with dynamic pricing, the base pool price plus the dynamic
 * percentage of the settings pool price; otherwise the pool price, else the price, else 0.
 */
export function effectivePoolPrice(t: PoolPricing): number {
  if (t.isDynamicPoolPrice)
    return fromCents(
      toCents(t.poolPrice) + Math.floor((toCents(t.settingsPoolPrice) * t.dynamicPoolPrice) / 100),
    );
  return t.poolPrice || t.price || 0;
}

/** What one paid entry adds to the settings pool price (the entry's amount; free entries add nothing). */
export const poolAfterEntry = (settingsPoolPrice: number, paid: number) =>
  fromCents(toCents(settingsPoolPrice) + toCents(paid));

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
