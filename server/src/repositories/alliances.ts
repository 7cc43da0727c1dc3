import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import {
  ALLIANCE_MESSAGES,
  type Alliance,
  type AllianceDetail,
  type AllianceLogo,
  type AllianceMember,
  type AllianceMemberStatus,
  type AlliancePage,
  type AllianceScope,
} from '../contract.ts';
import { notFound } from '../errors.ts';
import { maskEmail } from './affiliates.ts';
import { usernameOf } from './tournaments.ts';

/** Turns a stored logo's file id into the link the answer carries (the files plugin signs it). */
export type LogoLink = (fileId: string) => AllianceLogo;
export type Viewer = { userId: string; logoLink: LogoLink };

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** Live (not deleted) alliances with their owner and the viewer's own membership row, if any. */
const visibleAlliances = (db: Db, viewerId: string) =>
  db
    .selectFrom('alliances as al')
    .innerJoin('users as owner', 'owner.id', 'al.createdBy')
    .leftJoin('allianceMembers as me', (join) =>
      join.onRef('me.allianceId', '=', 'al.id').on('me.userId', '=', viewerId),
    )
    .where('al.deletedAt', 'is', null);

const countOf = (status: AllianceMemberStatus) =>
  sql<number>`(select count(*) from alliance_members m where m.alliance_id = al.id and m.status = ${status})`;

const summaries = (db: Db, viewerId: string) =>
  visibleAlliances(db, viewerId).select([
    'al.id',
    'al.name',
    'al.description',
    'al.logoFileId',
    'al.isApprovalRequired',
    'al.createdAt',
    'al.createdBy',
    'owner.firstname',
    'owner.lastname',
    'me.status as myStatus',
    countOf('accepted').as('memberCount'),
    countOf('pending').as('pendingCount'),
  ]);

type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaries>['executeTakeFirstOrThrow']>>;

const toAlliance = (row: SummaryRow, viewer: Viewer): Alliance => {
  const isOwner = row.createdBy === viewer.userId;
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    logo: row.logoFileId ? viewer.logoLink(row.logoFileId) : null,
    isApprovalRequired: row.isApprovalRequired,
    createdAt: row.createdAt.toISOString(),
    createdBy: { id: row.createdBy, name: usernameOf(row) },
    memberCount: Number(row.memberCount),
    pendingCount: isOwner ? Number(row.pendingCount) : 0,
    myStatus: row.myStatus ?? null,
    isOwner,
  };
};

/**
 * One page of alliances. `mine`: those the viewer owns, belongs to or asked to join (owned first, then
 * memberships, then requests); `all`: every alliance, the largest first. `search` matches the name anywhere.
 */
export async function alliancePage(
  db: Db,
  viewer: Viewer,
  query: { scope: AllianceScope; search: string; page: number; limit: number },
): Promise<AlliancePage> {
  const { scope, page, limit } = query;
  const search = query.search.trim();
  const conditions = [
    ...(scope === 'mine' ? [sql`me.status in ('accepted', 'pending')`] : []),
    ...(search ? [sql`al.name ilike ${`%${escapeLike(search)}%`}`] : []),
  ];
  const filter =
    conditions.length > 0 ? sql<boolean>`${sql.join(conditions, sql` and `)}` : sql<boolean>`true`;
  const list = summaries(db, viewer.userId)
    .where(filter)
    .$if(scope === 'mine', (q) =>
      q
        .orderBy(sql`al.created_by = ${viewer.userId}`, 'desc')
        .orderBy(sql`me.status = 'accepted'`, 'desc')
        .orderBy(sql`lower(al.name)`),
    )
    .$if(scope === 'all', (q) => q.orderBy('memberCount', 'desc').orderBy('al.createdAt'))
    .orderBy('al.id')
    .limit(limit)
    .offset((page - 1) * limit);
  const total = visibleAlliances(db, viewer.userId)
    .where(filter)
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  const [rows, { count }] = await Promise.all([list.execute(), total]);
  const totalResults = Number(count);
  return {
    results: rows.map((row) => toAlliance(row, viewer)),
    page,
    limit,
    totalResults,
    totalPages: Math.ceil(totalResults / limit),
  };
}

export async function findAlliance(db: Db, viewer: Viewer, id: string): Promise<Alliance> {
  const row = await summaries(db, viewer.userId).where('al.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(ALLIANCE_MESSAGES.notFound);
  return toAlliance(row, viewer);
}

/**
 * The members the viewer may see: accepted members to everyone; pending, rejected, left and kicked rows to the
 * owner, and each member's own row to that member. Owner first, then members, then requests.
 */
async function membersOf(db: Db, viewerId: string, alliance: Alliance): Promise<AllianceMember[]> {
  const ownerId = alliance.createdBy.id;
  const rows = await db
    .selectFrom('allianceMembers as m')
    .innerJoin('users as u', 'u.id', 'm.userId')
    .select([
      'm.userId',
      'm.status',
      'm.requestedAt',
      'm.acceptedAt',
      'm.rejectedAt',
      'm.leftAt',
      'm.kickedAt',
      'm.joinedAt',
      'u.firstname',
      'u.lastname',
      'u.email',
    ])
    .where('m.allianceId', '=', alliance.id)
    .$if(!alliance.isOwner, (q) =>
      q.where((eb) => eb.or([eb('m.status', '=', 'accepted'), eb('m.userId', '=', viewerId)])),
    )
    .orderBy(sql`m.user_id = ${ownerId}`, 'desc')
    .orderBy(sql`case m.status when 'accepted' then 0 when 'pending' then 1 else 2 end`)
    .orderBy(sql`coalesce(m.joined_at, m.requested_at)`)
    .orderBy('m.userId')
    .execute();
  const iso = (date: Date | null) => date?.toISOString() ?? null;
  return rows.map((row) => ({
    userId: row.userId,
    name: usernameOf(row),
    // A member's address is theirs: others (the owner included) see it masked.
    email: row.userId === viewerId ? row.email : maskEmail(row.email),
    status: row.status,
    isOwner: row.userId === ownerId,
    requestedAt: row.requestedAt.toISOString(),
    acceptedAt: iso(row.acceptedAt),
    rejectedAt: iso(row.rejectedAt),
    leftAt: iso(row.leftAt),
    kickedAt: iso(row.kickedAt),
    joinedAt: iso(row.joinedAt),
  }));
}

/** The alliance as the viewer sees it, with its members; 404 once deleted. */
export async function allianceDetail(db: Db, viewer: Viewer, id: string): Promise<AllianceDetail> {
  const alliance = await findAlliance(db, viewer, id);
  return { ...alliance, members: await membersOf(db, viewer.userId, alliance) };
}

/** Is this member the owner of this (live) alliance? For the files module's check of who may upload its logo. */
export async function isAllianceOwner(db: Db, allianceId: string, userId: string) {
  const row = await db
    .selectFrom('alliances')
    .select('id')
    .where('id', '=', allianceId)
    .where('createdBy', '=', userId)
    .where('deletedAt', 'is', null)
    .executeTakeFirst();
  return Boolean(row);
}
