import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import {
  ALLIANCE_MESSAGES,
  fromCents,
  toCents,
  type AllianceRank,
  type AllianceRanking,
} from '../contract.ts';
import { notFound } from '../errors.ts';

const TOP = 20;

/** The tournament asked for, else the live main tournament ending first, else the main tournament that ended last. */
export async function rankingTournament(db: Db, tournamentId?: string) {
  const tournaments = db.selectFrom('tournaments').select(['id', 'title', 'status']);
  if (tournamentId) {
    const row = await tournaments.where('id', '=', tournamentId).executeTakeFirst();
    if (!row) throw notFound(ALLIANCE_MESSAGES.tournamentNotFound);
    return row;
  }
  const masters = tournaments.where('type', '=', 'master_tournament');
  return (
    (await masters.where('status', '=', 'live').orderBy('endAt').limit(1).executeTakeFirst()) ??
    (await masters
      .where('status', 'in', ['calculating', 'final'])
      .orderBy('endAt', 'desc')
      .limit(1)
      .executeTakeFirst()) ??
    null
  );
}

type Row = {
  id: string;
  name: string;
  members: number;
  players: number;
  profit: string;
  place: number;
  own: boolean;
};

/**
 * The group rank of one tournament: alliances by the sum of their accepted members' total profit (equity minus
 * starting balance of their live accounts there), ties to the older alliance. Only alliances with at least one
 * member in the tournament are ranked. Profits are the stored ones (written back every few seconds while live).
 */
export async function allianceRanking(
  db: Db,
  tournamentId: string,
  userId: string,
): Promise<Pick<AllianceRanking, 'rows' | 'mine'>> {
  const { rows } = await sql<Row>`
    with totals as (
      select al.id, al.name, al.created_at,
        count(distinct m.user_id)::int as members,
        count(a.id)::int as players,
        coalesce(sum(a.equity - a.starting_balance), 0) as profit,
        bool_or(m.user_id = ${userId}) as own
      from alliances al
      join alliance_members m on m.alliance_id = al.id and m.status = 'accepted'
      left join trade_accounts a on a.user_id = m.user_id and a.tournament_id = ${tournamentId} and a.mode = 'live'
      where al.deleted_at is null
      group by al.id
      having count(a.id) > 0
    ), ranked as (
      select totals.*, (row_number() over (order by profit desc, created_at, id))::int as place from totals
    )
    select * from ranked where place <= ${TOP} or own order by place`.execute(db);
  const toRank = (row: Row): AllianceRank => ({
    rank: row.place,
    allianceId: row.id,
    name: row.name,
    memberCount: row.members,
    players: row.players,
    totalProfit: fromCents(toCents(Number(row.profit))),
  });
  return {
    rows: rows.filter((row) => row.place <= TOP).map(toRank),
    mine: rows.filter((row) => row.own).map(toRank),
  };
}

/** The member's group rank in a tournament: the best rank among their alliances, null when none is ranked. */
export async function groupRankOf(db: Db, tournamentId: string, userId: string) {
  const isMember = await db
    .selectFrom('allianceMembers')
    .select('userId')
    .where('userId', '=', userId)
    .where('status', '=', 'accepted')
    .limit(1)
    .executeTakeFirst();
  if (!isMember) return null;
  const { mine } = await allianceRanking(db, tournamentId, userId);
  return mine[0]?.rank ?? null;
}
