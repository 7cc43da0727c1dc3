import type { Db } from './connect.ts';
import { BOT_EMAIL_PATTERN } from './seed-tournaments.ts';

const HOUR = 3_600_000;

type Plan = {
  name: string;
  description: string;
  isApprovalRequired: boolean;
  /** The demo member owns it; otherwise the first bot of its share does. */
  isDemoOwned?: boolean;
  members: number;
  pending: number;
};

const PLANS: Plan[] = [
  {
    name: "Dana's Trading Desk",
    description: 'Swing traders sharing set-ups before the London open. Ask to join and say hello.',
    isApprovalRequired: true,
    isDemoOwned: true,
    members: 4,
    pending: 1,
  },
  {
    name: 'Gold Rush Collective',
    description: 'Metals and indices, open to everyone. Join and climb the group rank with us.',
    isApprovalRequired: false,
    members: 9,
    pending: 0,
  },
  {
    name: 'Night Owls FX',
    description: 'Asian-session scalpers. The owner approves every request.',
    isApprovalRequired: true,
    members: 6,
    pending: 2,
  },
];

/**
 * Demo alliances made once: the demo member owns one with a request waiting for an answer; bots who play in the
 * main championship fill them, so the group rank has something to rank.
 */
export async function seedAlliances(db: Db, demoUserId: string, now = new Date()): Promise<void> {
  if (await db.selectFrom('alliances').select('id').limit(1).executeTakeFirst()) return;
  // Bots in the live main tournament first, so each alliance has players there.
  const bots = await db
    .selectFrom('users as u')
    .leftJoin('tradeAccounts as a', (join) => join.onRef('a.userId', '=', 'u.id').on('a.mode', '=', 'live'))
    .leftJoin('tournaments as t', (join) =>
      join
        .onRef('t.id', '=', 'a.tournamentId')
        .on('t.type', '=', 'master_tournament')
        .on('t.status', '=', 'live'),
    )
    .select('u.id')
    .select((eb) => eb.fn.count<number>('t.id').as('live'))
    .where('u.email', 'like', BOT_EMAIL_PATTERN)
    .groupBy('u.id')
    .orderBy('live', 'desc')
    .orderBy('u.email')
    .execute();
  let next = 0;
  const take = (count: number) => bots.slice(next, (next += count)).map((bot) => bot.id);
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * HOUR);
  for (const [index, plan] of PLANS.entries()) {
    const ownerId = plan.isDemoOwned ? demoUserId : take(1)[0];
    if (!ownerId) return;
    const createdAt = at(24 * (30 - index * 7));
    const { id } = await db
      .insertInto('alliances')
      .values({
        name: plan.name,
        description: plan.description,
        isApprovalRequired: plan.isApprovalRequired,
        createdBy: ownerId,
        createdAt,
        updatedAt: createdAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const members = take(plan.members).map((userId, position) => {
      const requestedAt = at(24 * (20 - index * 5) - position * 5);
      const joinedAt = plan.isApprovalRequired ? new Date(requestedAt.getTime() + 2 * HOUR) : requestedAt;
      return {
        allianceId: id,
        userId,
        status: 'accepted' as const,
        requestedAt,
        acceptedAt: plan.isApprovalRequired ? joinedAt : null,
        joinedAt,
      };
    });
    const requests = take(plan.pending).map((userId, position) => ({
      allianceId: id,
      userId,
      status: 'pending' as const,
      requestedAt: at(3 + position * 4),
    }));
    await db
      .insertInto('allianceMembers')
      .values([
        { allianceId: id, userId: ownerId, status: 'accepted', requestedAt: createdAt, joinedAt: createdAt },
        ...members,
        ...requests,
      ])
      .execute();
  }
}
