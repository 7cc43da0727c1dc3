import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { PositionRow } from '../db/schema.ts';
import type { ClosedTrade, CloseReason } from '../contract.ts';
import type { OpenPosition } from '../domain/trading/engine.ts';

const orNull = (value: string | null) => (value === null ? null : Number(value));

export const toOpenPosition = (row: PositionRow): OpenPosition => ({
  id: row.id,
  accountId: row.accountId,
  symbol: row.symbol,
  side: row.side,
  volume: Number(row.volume),
  openPrice: Number(row.openPrice),
  openedAt: row.openedAt,
  stopLoss: orNull(row.stopLoss),
  takeProfit: orNull(row.takeProfit),
  margin: Number(row.margin),
});

export const toClosedTrade = (row: PositionRow): ClosedTrade => ({
  id: row.id,
  symbol: row.symbol,
  side: row.side,
  volume: Number(row.volume),
  openPrice: Number(row.openPrice),
  closePrice: Number(row.closePrice),
  openedAt: row.openedAt.toISOString(),
  closedAt: (row.closedAt ?? row.openedAt).toISOString(),
  profit: Number(row.profit),
  reason: row.closeReason ?? 'manual',
});

/** Open positions of the given accounts (all accounts when none are given). */
export async function openPositions(db: Db, accountIds?: string[]): Promise<OpenPosition[]> {
  if (accountIds?.length === 0) return [];
  const rows = await db
    .selectFrom('positions')
    .selectAll()
    .where('status', '=', 'open')
    .$if(accountIds !== undefined, (q) => q.where('accountId', 'in', accountIds ?? []))
    .orderBy('openedAt')
    .execute();
  return rows.map(toOpenPosition);
}

export type Closing = { id: string; closePrice: number; profit: number; reason: CloseReason };

/**
 * Closes positions that are still open (compare-and-set on the status, so a position closes once) and moves
 * their profit into the account's balance, one trade each. Run it inside a transaction. Answers the trades
 * actually closed and the account's new balance and trade count.
 */
export async function closePositions(
  db: Db,
  accountId: string,
  closings: Closing[],
  now: Date,
): Promise<{ trades: ClosedTrade[]; balance: number; tradeCount: number }> {
  const closed: PositionRow[] = [];
  for (const closing of closings) {
    const row = await db
      .updateTable('positions')
      .set({
        status: 'closed',
        closePrice: closing.closePrice,
        profit: closing.profit,
        closeReason: closing.reason,
        closedAt: now,
      })
      .where('id', '=', closing.id)
      .where('accountId', '=', accountId)
      .where('status', '=', 'open')
      .returningAll()
      .executeTakeFirst();
    if (row) closed.push(row);
  }
  const total = closed.reduce((sum, row) => sum + Number(row.profit), 0);
  const account = await db
    .updateTable('tradeAccounts')
    .set({
      balance: sql`balance + ${total}`,
      tradeCount: sql`trade_count + ${closed.length}`,
    })
    .where('id', '=', accountId)
    .returning(['balance', 'tradeCount'])
    .executeTakeFirstOrThrow();
  return {
    trades: closed.map(toClosedTrade),
    balance: Number(account.balance),
    tradeCount: account.tradeCount,
  };
}

export async function tradeHistory(db: Db, accountId: string, limit: number, before?: string) {
  const rows = await db
    .selectFrom('positions')
    .selectAll()
    .where('accountId', '=', accountId)
    .where('status', '=', 'closed')
    .$if(before !== undefined, (q) => q.where('closedAt', '<', new Date(before ?? 0)))
    .orderBy('closedAt', 'desc')
    .limit(limit)
    .execute();
  return rows.map(toClosedTrade);
}
