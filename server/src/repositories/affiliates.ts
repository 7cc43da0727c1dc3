import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { AffiliateRow, AffiliateSummary, Referral, ReferralPage } from '../contract.ts';
import { usernameOf } from './tournaments.ts';

const TOP = 100;

type Ranked = {
  id: string;
  firstname: string;
  lastname: string;
  country: string | null;
  joined: Date;
  referrals: string;
  enrolled: string;
  place: string;
};

/** Shows who joined without their whole address: the first letter, then the domain. */
export const maskEmail = (email: string) => {
  const [name = '', domain = ''] = email.split('@');
  return `${name.slice(0, 1)}***@${domain}`;
};

/**
 * The affiliate leaderboard: members by the members they referred, then by those referrals' entries, ties to the
 * earlier member; the top 100 and the asking member's own row, in one query.
 */
export async function affiliateBoard(db: Db, userId: string) {
  const { rows } = await sql<Ranked>`
    with totals as (
      select r.id, r.firstname, r.lastname, r.country, r.created_at as joined,
        count(distinct u.id) as referrals, count(a.id) as enrolled
      from users r
      join users u on u.referred_by = r.id
      left join trade_accounts a on a.user_id = u.id and a.mode = 'live'
      group by r.id
    ), ranked as (
      select totals.*, row_number() over (order by referrals desc, enrolled desc, joined, id) as place from totals
    )
    select * from ranked where place <= ${TOP} or id = ${userId} order by place`.execute(db);
  const toRow = (row: Ranked): AffiliateRow => ({
    rank: Number(row.place),
    userId: row.id,
    username: usernameOf(row),
    country: row.country,
    totalReferrals: Number(row.referrals),
    totalEnrolled: Number(row.enrolled),
    joinedAt: row.joined.toISOString(),
  });
  const all = rows.map(toRow);
  return { rows: all.filter((row) => row.rank <= TOP), me: all.find((row) => row.userId === userId) ?? null };
}

const RECENT = 5;

/** The members `userId` referred with their live entries, newest first; the caller pages or limits it. */
const referralsOf = (db: Db, userId: string) =>
  db
    .selectFrom('users as u')
    .leftJoin('tradeAccounts as a', (join) => join.onRef('a.userId', '=', 'u.id').on('a.mode', '=', 'live'))
    .select(['u.id', 'u.email', 'u.createdAt'])
    .select((eb) => eb.fn.count<string>('a.id').as('enrolled'))
    .where('u.referredBy', '=', userId)
    .groupBy('u.id')
    .orderBy('u.createdAt', 'desc')
    .orderBy('u.id');

/** Only what a referrer may see of the people they referred (spec section 6). */
const toReferral = (row: { id: string; email: string; createdAt: Date; enrolled: string }): Referral => ({
  id: row.id,
  email: maskEmail(row.email),
  joinedAt: row.createdAt.toISOString(),
  totalEnrolled: Number(row.enrolled),
});

/** The member's referral code, totals and latest referrals, for the dashboard. */
export async function affiliateSummary(db: Db, userId: string): Promise<AffiliateSummary> {
  const [member, totals, recent] = await Promise.all([
    db.selectFrom('users').select('affiliateCode').where('id', '=', userId).executeTakeFirstOrThrow(),
    db
      .selectFrom('users as u')
      .leftJoin('tradeAccounts as a', (join) => join.onRef('a.userId', '=', 'u.id').on('a.mode', '=', 'live'))
      .select((eb) => [
        eb.fn.count<string>('u.id').distinct().as('referrals'),
        eb.fn.count<string>('a.id').as('enrolled'),
      ])
      .where('u.referredBy', '=', userId)
      .executeTakeFirstOrThrow(),
    referralsOf(db, userId).limit(RECENT).execute(),
  ]);
  return {
    affiliateCode: member.affiliateCode,
    totalReferrals: Number(totals.referrals),
    totalEnrolled: Number(totals.enrolled),
    recent: recent.map(toReferral),
  };
}

/** One page of the member's referrals, with the total for the pager. */
export async function referralPage(
  db: Db,
  userId: string,
  page: number,
  limit: number,
): Promise<ReferralPage> {
  const [rows, total] = await Promise.all([
    referralsOf(db, userId)
      .limit(limit)
      .offset((page - 1) * limit)
      .execute(),
    db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll<string>().as('count'))
      .where('referredBy', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  const totalResults = Number(total.count);
  return {
    results: rows.map(toReferral),
    page,
    limit,
    totalResults,
    totalPages: Math.ceil(totalResults / limit),
  };
}
