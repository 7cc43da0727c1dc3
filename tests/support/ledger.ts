import { sql } from 'kysely';
import type { Db } from '../../server/src/db/connect.ts';
import { BOT_EMAIL_PATTERN } from '../../server/src/db/seed-tournaments.ts';

/**
 * The money invariants of the whole database (DECISIONS.md section 5), each a query answering the rows that
 * break it. Credit has a ledger (credit_movements), so every balance is proven from its movements, and every
 * movement, ticket, promo use, seat and trading account is tied back to the one payment that caused it.
 * Seeded demo bots hold entries without payments (they never paid); they are the only exception.
 */
const CHECKS = {
  /** A member's credit is the sum of their ledger: nothing moved without being written down. */
  creditIsItsLedger: sql`
    SELECT u.id, u.credit, coalesce(sum(m.amount), 0) AS ledger FROM users u
    LEFT JOIN credit_movements m ON m.user_id = u.id
    GROUP BY u.id HAVING u.credit <> coalesce(sum(m.amount), 0)`,
  /** Read in the order it was written, the ledger never took anyone's credit below zero (no overdraft). */
  ledgerNeverOverdrawn: sql`
    SELECT user_id, id, balance FROM (
      SELECT user_id, id, sum(amount) OVER (PARTITION BY user_id ORDER BY id) AS balance FROM credit_movements
    ) running WHERE balance < 0`,
  /** Each movement has the cause its reason names, with the same member and amount. */
  movementsHaveTheirCause: sql`
    SELECT m.id, m.reason, m.amount, t.method, t.status, t.amount AS paid FROM credit_movements m
    LEFT JOIN transactions t ON t.id = m.transaction_id
    WHERE CASE m.reason
      WHEN 'entry' THEN t.method IS DISTINCT FROM 'credit' OR t.user_id <> m.user_id OR m.amount <> -t.amount
      WHEN 'refund' THEN t.method IS DISTINCT FROM 'credit' OR t.status <> 'refunded' OR m.amount <> t.amount
      WHEN 'late_payment' THEN t.method IS DISTINCT FROM 'crypto' OR t.status <> 'expired'
        OR t.user_id <> m.user_id OR m.amount <> t.amount
      WHEN 'prize' THEN m.transaction_id IS NOT NULL OR m.amount <= 0 OR NOT EXISTS (
        SELECT 1 FROM tournaments x WHERE x.id = m.tournament_id AND x.status = 'final')
      ELSE m.transaction_id IS NOT NULL OR m.amount <= 0 END`,
  /** A credit payment is debited exactly once, and given back exactly once if (and only if) refunded. */
  creditPaymentsDebitedOnce: sql`
    SELECT t.id, t.status, count(*) FILTER (WHERE m.reason = 'entry') AS debits,
      count(*) FILTER (WHERE m.reason = 'refund') AS refunds FROM transactions t
    LEFT JOIN credit_movements m ON m.transaction_id = t.id
    WHERE t.method = 'credit' GROUP BY t.id
    HAVING t.status NOT IN ('completed', 'refunded') OR count(*) FILTER (WHERE m.reason = 'entry') <> 1
      OR count(*) FILTER (WHERE m.reason = 'refund') <> (CASE WHEN t.status = 'refunded' THEN 1 ELSE 0 END)`,
  /** A late crypto payment becomes credit once, never an entry. */
  latePaymentsCreditedOnce: sql`
    SELECT transaction_id, count(*) FROM credit_movements WHERE reason = 'late_payment'
    GROUP BY transaction_id HAVING count(*) > 1`,
  /** Prizes paid as credit are what the final board awarded. */
  prizesMatchTheBoard: sql`
    SELECT a.user_id, a.tournament_id, sum(a.profit_credit) AS awarded, coalesce(max(p.paid), 0) AS paid
    FROM trade_accounts a LEFT JOIN (
      SELECT user_id, tournament_id, sum(amount) AS paid FROM credit_movements WHERE reason = 'prize'
      GROUP BY user_id, tournament_id
    ) p ON p.user_id = a.user_id AND p.tournament_id = a.tournament_id
    WHERE a.mode = 'live' GROUP BY a.user_id, a.tournament_id HAVING sum(a.profit_credit) <> coalesce(max(p.paid), 0)`,
  /** A ticket pays one completed ticket entry of its member and type; a ticket entry uses exactly one ticket. */
  ticketsPayOneEntry: sql`
    SELECT t.id, t.status, count(k.id) AS tickets FROM transactions t
    LEFT JOIN tickets k ON k.used_by_transaction_id = t.id
    LEFT JOIN tournaments x ON x.id = t.tournament_id
    WHERE t.method = 'ticket' OR k.id IS NOT NULL GROUP BY t.id, t.status, t.method
    HAVING t.method <> 'ticket' OR count(k.id) <> (CASE WHEN t.status = 'completed' THEN 1 ELSE 0 END)
      OR bool_or(k.user_id <> t.user_id) OR bool_or(k.tournament_type <> x.type)`,
  /** A promo code's uses are its reservations, within its cap, each held by a live payment with that code. */
  promoUsesAddUp: sql`
    SELECT p.id, p.code, p.uses, p.usage_cap, count(u.user_id) AS reserved FROM promo_codes p
    LEFT JOIN promo_uses u ON u.promo_code_id = p.id
    GROUP BY p.id HAVING p.uses <> count(u.user_id) OR p.uses > coalesce(p.usage_cap, p.uses)`,
  promoUsesHeldByLivePayments: sql`
    SELECT t.id, t.status, t.promo_code_id, u.transaction_id AS reservation FROM transactions t
    FULL JOIN promo_uses u ON u.transaction_id = t.id
    WHERE (u.transaction_id IS NOT NULL OR (t.promo_code_id IS NOT NULL AND t.status IN ('pending', 'completed')))
      AND (t.id IS NULL OR t.status NOT IN ('pending', 'completed') OR u.transaction_id IS NULL
        OR t.promo_code_id <> u.promo_code_id OR t.user_id <> u.user_id)`,
  /** The amount charged is the price less the promo's discount, as the server computes it; tickets charge 0. */
  amountsFollowThePrice: sql`
    SELECT t.id, t.method, t.price, t.discount, t.amount, p.kind, p.value FROM transactions t
    LEFT JOIN promo_codes p ON p.id = t.promo_code_id
    WHERE (t.method <> 'ticket' AND t.amount <> t.price - t.discount)
      OR t.discount <> CASE WHEN p.id IS NULL OR t.method = 'ticket' THEN 0
        ELSE least(t.price, CASE p.kind WHEN 'percent' THEN round(t.price * p.value / 100, 2) ELSE p.value END) END
      OR (t.method IN ('ticket', 'free')) <> (t.amount = 0)
      OR (t.method = 'ticket' AND t.discount <> 0)`,
  /** Every completed payment holds exactly one live account of its member and tournament, and nothing else does. */
  oneAccountPerCompletedPayment: sql`
    SELECT t.id, t.status, a.id AS account, a.mode FROM transactions t
    FULL JOIN trade_accounts a ON a.transaction_id = t.id
    WHERE (t.status = 'completed' OR a.transaction_id IS NOT NULL)
      AND (a.id IS NULL OR t.id IS NULL OR t.status <> 'completed' OR a.mode <> 'live'
        OR a.user_id <> t.user_id OR a.tournament_id <> t.tournament_id)`,
  liveAccountsArePaid: sql`
    SELECT a.id, a.user_id, u.email FROM trade_accounts a JOIN users u ON u.id = a.user_id
    WHERE a.mode = 'live' AND a.transaction_id IS NULL AND u.email NOT LIKE ${BOT_EMAIL_PATTERN}`,
  /** Seats taken are the live accounts, within capacity. */
  seatsAreTheEntries: sql`
    SELECT x.id, x.players, x.capacity, count(a.id) AS accounts FROM tournaments x
    LEFT JOIN trade_accounts a ON a.tournament_id = x.id AND a.mode = 'live'
    GROUP BY x.id HAVING x.players <> count(a.id) OR x.players > coalesce(x.capacity, x.players)`,
  /** The provider was asked for exactly the server's amount, and money it holds as paid did something. */
  providerChargesTheAmount: sql`
    SELECT s.id, s.status, s.amount, s.currency, t.amount AS charged, t.method, t.status AS payment
    FROM sandbox_payments s JOIN transactions t ON t.id = s.transaction_id
    WHERE s.amount <> t.amount OR s.kind <> t.method
      OR s.currency <> (CASE t.method WHEN 'crypto' THEN 'USDT' ELSE 'USD' END)
      OR (s.status = 'paid' AND NOT (t.status = 'completed' OR (t.status = 'expired' AND EXISTS (
        SELECT 1 FROM credit_movements m WHERE m.transaction_id = t.id AND m.reason = 'late_payment'))
        OR (t.status = 'refunded' AND t.provider_refund_due_at IS NOT NULL AND t.provider_refunded_at IS NULL)))`,
  /**
   * A refunded card or crypto payment has its provider refund sent (and the provider holds it refunded) or owed;
   * nothing else is refunded by the provider.
   */
  providerRefundsSentOrOwed: sql`
    SELECT t.id, t.method, t.status, t.provider_refund_due_at, t.provider_refunded_at, s.status AS provider
    FROM transactions t LEFT JOIN sandbox_payments s ON s.id = t.provider_payment_id
    WHERE (t.status = 'refunded' AND t.method IN ('card', 'crypto') AND t.provider_payment_id IS NOT NULL
        AND (t.provider_refund_due_at IS NULL) = (t.provider_refunded_at IS NULL))
      OR ((t.provider_refund_due_at IS NOT NULL OR t.provider_refunded_at IS NOT NULL) AND t.status <> 'refunded')
      OR ((t.provider_refunded_at IS NOT NULL) <> (s.status IS NOT DISTINCT FROM 'refunded')
        AND s.id IS NOT NULL)`,
} as const;

export type LedgerProblem = { check: keyof typeof CHECKS; rows: unknown[] };

/** Every invariant that does not hold, with the rows that break it; empty when the books balance. */
export async function ledgerProblems(db: Db): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  for (const [check, query] of Object.entries(CHECKS)) {
    const { rows } = await query.execute(db);
    if (rows.length > 0) problems.push({ check: check as keyof typeof CHECKS, rows });
  }
  return problems;
}
