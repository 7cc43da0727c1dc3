import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { LeaderboardRow } from '../contract.ts';
import { usernameOf } from './tournaments.ts';

type Row = {
  tournament: string;
  account: string;
  owner: string;
  profile: string;
  trades: number;
  profit: string;
  overall: string;
  place: string;
  firstname: string;
  lastname: string;
  country: string | null;
};

/**
 * The three leaders (of one country, when asked, keeping their overall rank) and the member's own row of many
 * stored boards, in one query: the final rank once final, else profit descending with ties to the earlier account.
 */
export async function storedLeaders(db: Db, tournamentIds: string[], userId: string, country?: string) {
  const leaders = new Map<string, { leaders: LeaderboardRow[]; me: LeaderboardRow | null }>(
    tournamentIds.map((id) => [id, { leaders: [], me: null }]),
  );
  if (tournamentIds.length === 0) return leaders;
  const matches = country ? sql`u.country = ${country}` : sql`true`;
  const { rows } = await sql<Row>`
    select * from (
      select r.*, row_number() over (partition by r.tournament, r.matches order by r.overall) as place
      from (
        select a.tournament_id as tournament, a.id as account, a.user_id as owner, a.profile_name as profile,
          a.trade_count as trades, a.equity - a.starting_balance as profit, u.firstname, u.lastname, u.country,
          coalesce(${matches}, false) as matches,
          coalesce(a.final_rank, row_number() over (partition by a.tournament_id
            order by a.equity - a.starting_balance desc, a.created_at, a.id)) as overall
        from trade_accounts a join users u on u.id = a.user_id
        where a.tournament_id in (${sql.join(tournamentIds)}) and a.mode = 'live'
      ) r
    ) p
    where (p.matches and p.place <= 3) or p.owner = ${userId}
    order by p.tournament, p.overall`.execute(db);
  for (const row of rows) {
    const entry = leaders.get(row.tournament);
    if (!entry) continue;
    const board: LeaderboardRow = {
      accountId: row.account,
      userId: row.owner,
      rank: Number(row.overall),
      username: usernameOf(row),
      profileName: row.profile,
      country: row.country,
      tradeCount: row.trades,
      totalProfit: Number(row.profit),
      isPrizeEligible: row.trades > 0,
    };
    if (Number(row.place) <= 3 && (!country || row.country === country)) entry.leaders.push(board);
    if (row.owner === userId) entry.me = board;
  }
  return leaders;
}
