import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { isReadyToFinalize } from '../domain/tournaments/lifecycle.ts';
import { effectivePoolPrice } from '../domain/tournaments/pricing.ts';
import { prizes, rank } from '../domain/tournaments/rewards.ts';
import { moveCredit } from '../repositories/credit.ts';
import { pricingOf } from '../repositories/tournaments.ts';

const CHUNK = 1_000;

/**
 * Finishes the calculation of one closed tournament (DECISIONS.md section 5): final ranks by profit, prizes
 * paid as credit ("profit credit"), status final, all in one transaction so a prize is paid once or not at all.
 */
async function finalizeOne(db: Db, tournamentId: string, now: Date): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const tournament = await trx
      .selectFrom('tournaments')
      .selectAll()
      .where('id', '=', tournamentId)
      .where('status', '=', 'calculating')
      .forUpdate()
      .executeTakeFirst();
    if (!tournament) return false;
    const accounts = await trx
      .selectFrom('tradeAccounts')
      .select(['id', 'userId', 'equity', 'startingBalance', 'tradeCount', 'createdAt'])
      .where('tournamentId', '=', tournamentId)
      .where('mode', '=', 'live')
      .execute();
    const ranked = rank(
      accounts.map((account) => ({
        accountId: account.id,
        userId: account.userId,
        totalProfit: Number(account.equity) - Number(account.startingBalance),
        tradeCount: account.tradeCount,
        createdAt: account.createdAt,
      })),
    );
    const awarded = prizes(ranked, tournament.rewards, effectivePoolPrice(pricingOf(tournament)));
    for (let start = 0; start < ranked.length; start += CHUNK) {
      const rows = ranked
        .slice(start, start + CHUNK)
        .map(
          (entry) =>
            sql`(${entry.accountId}::uuid, ${entry.rank}::int, ${awarded.get(entry.accountId) ?? 0}::numeric)`,
        );
      await sql`
        update trade_accounts set final_rank = v.rank, profit_credit = v.prize
        from (values ${sql.join(rows)}) as v(id, rank, prize) where trade_accounts.id = v.id`.execute(trx);
    }
    for (const entry of ranked) {
      const prize = awarded.get(entry.accountId);
      if (prize)
        await moveCredit(trx, { userId: entry.userId, amount: prize, reason: 'prize', tournamentId });
    }
    await trx
      .updateTable('tournaments')
      .set({ status: 'final', updatedAt: now })
      .where('id', '=', tournamentId)
      .execute();
    return true;
  });
}

/** Every tournament whose calculation time is over becomes final; answers their ids. */
export async function finalizeDue(db: Db, calculationMs: number, now: Date): Promise<string[]> {
  const due = await db
    .selectFrom('tournaments')
    .select(['id', 'endAt'])
    .where('status', '=', 'calculating')
    .execute();
  const finalized: string[] = [];
  for (const tournament of due) {
    if (
      isReadyToFinalize(tournament.endAt, calculationMs, now) &&
      (await finalizeOne(db, tournament.id, now))
    )
      finalized.push(tournament.id);
  }
  return finalized;
}
