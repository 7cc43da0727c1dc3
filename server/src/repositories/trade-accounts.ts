import type { Db } from '../db/connect.ts';
import type { TournamentRow, TradeAccountRow } from '../db/schema.ts';
import type { TradeAccount } from '../contract.ts';

export const toTradeAccount = (
  row: TradeAccountRow,
  tournament: Pick<TournamentRow, 'title' | 'type'>,
): TradeAccount => ({
  accountId: row.id,
  tournamentId: row.tournamentId,
  tournamentTitle: tournament.title,
  tournamentType: tournament.type,
  mode: row.mode,
  status: row.status,
  profileName: row.profileName,
  login: row.login,
  startingBalance: Number(row.startingBalance),
  balance: Number(row.balance),
  equity: Number(row.equity),
  createdAt: row.createdAt.toISOString(),
});

/** The member's accounts joined with their tournaments, newest first, in one query. */
export async function memberAccounts(
  db: Db,
  userId: string,
  filter: { tournamentId?: string; accountId?: string } = {},
) {
  const rows = await db
    .selectFrom('tradeAccounts as a')
    .innerJoin('tournaments as t', 't.id', 'a.tournamentId')
    .selectAll('a')
    .select(['t.title as tournamentTitle', 't.type as tournamentType'])
    .where('a.userId', '=', userId)
    .$if(filter.tournamentId !== undefined, (q) => q.where('a.tournamentId', '=', filter.tournamentId ?? ''))
    .$if(filter.accountId !== undefined, (q) => q.where('a.id', '=', filter.accountId ?? ''))
    .orderBy('a.createdAt', 'desc')
    .execute();
  return rows.map((row) => toTradeAccount(row, { title: row.tournamentTitle, type: row.tournamentType }));
}

/** A default profile name: the member's first name and a short number, editable later. */
export const defaultProfileName = (firstname: string) =>
  `${firstname.slice(0, 24)}-${Math.floor(1000 + Math.random() * 9000)}`;

export type AccountRow = TradeAccountRow;
