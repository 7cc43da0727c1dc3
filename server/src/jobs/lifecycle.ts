import type { Db } from '../db/connect.ts';
import type { TournamentStatus } from '../contract.ts';
import { statusAt } from '../domain/tournaments/lifecycle.ts';

export type Transition = { id: string; from: TournamentStatus; to: TournamentStatus; closed: string[] };
/** Closes a tournament's open positions inside the closing transaction; answers the accounts touched. */
export type CloseTrading = (trx: Db, tournamentId: string) => Promise<string[]>;

/**
 * Moves every open tournament to the status its dates call for. Each move is a compare-and-set on the status,
 * so a move is made once however many clocks run; a close also closes every open position at the market and
 * ends the live trading accounts, in the same transaction.
 */
export async function moveTournaments(db: Db, now: Date, closeTrading: CloseTrading): Promise<Transition[]> {
  const open = await db
    .selectFrom('tournaments')
    .select(['id', 'status', 'registrationStartAt', 'registrationEndAt', 'startAt', 'endAt'])
    .where('status', 'in', ['scheduled', 'registration', 'live'])
    .execute();
  const moved: Transition[] = [];
  for (const tournament of open) {
    const to = statusAt(tournament.status, tournament, now);
    if (to === tournament.status) continue;
    const changed = await db.transaction().execute(async (trx) => {
      const row = await trx
        .updateTable('tournaments')
        .set({ status: to, updatedAt: now })
        .where('id', '=', tournament.id)
        .where('status', '=', tournament.status)
        .returning('id')
        .executeTakeFirst();
      if (!row) return null;
      if (to !== 'calculating') return [];
      const closed = await closeTrading(trx, tournament.id);
      await trx
        .updateTable('tradeAccounts')
        .set({ status: 'ended' })
        .where('tournamentId', '=', tournament.id)
        .where('mode', '=', 'live')
        .execute();
      return closed;
    });
    if (changed) moved.push({ id: tournament.id, from: tournament.status, to, closed: changed });
  }
  return moved;
}
