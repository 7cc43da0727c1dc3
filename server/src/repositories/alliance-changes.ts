import type { Transaction } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Database } from '../db/schema.ts';
import {
  ALLIANCE_MESSAGES,
  ownerOnlyMessage,
  type CreateAllianceBody,
  type UpdateAllianceBody,
} from '../contract.ts';
import {
  ownerChange,
  selfChange,
  type Change,
  type MemberState,
  type OwnerAction,
  type SelfAction,
} from '../domain/alliances/membership.ts';
import { ApiError, badRequest, conflict, forbidden, notFound } from '../errors.ts';

type Trx = Transaction<Database>;

/** The unique index on lower(name) among live alliances answers a taken name, also for two creations at once. */
const isNameTaken = (error: unknown) =>
  error instanceof Error &&
  (error as { code?: string; constraint?: string }).code === '23505' &&
  (error as { constraint?: string }).constraint === 'alliances_name_key';

const nameTaken = (error: unknown) => (isNameTaken(error) ? conflict(ALLIANCE_MESSAGES.nameTaken) : error);

const trimmedName = (name: string) => {
  const trimmed = name.trim();
  if (!trimmed) throw badRequest(ALLIANCE_MESSAGES.nameRequired);
  return trimmed;
};

/**
 * Every change to an alliance or its members locks the alliance's row first, so changes to one alliance run one
 * at a time (two joins at once make one membership) and none reaches a deleted alliance.
 */
async function lockAlliance(trx: Trx, id: string) {
  const row = await trx
    .selectFrom('alliances')
    .select(['id', 'createdBy', 'isApprovalRequired'])
    .where('id', '=', id)
    .where('deletedAt', 'is', null)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw notFound(ALLIANCE_MESSAGES.notFound);
  return row;
}

const memberState = (trx: Trx, allianceId: string, userId: string): Promise<MemberState | undefined> =>
  trx
    .selectFrom('allianceMembers')
    .select(['status', 'requestedAt', 'acceptedAt', 'rejectedAt', 'leftAt', 'kickedAt', 'joinedAt'])
    .where('allianceId', '=', allianceId)
    .where('userId', '=', userId)
    .executeTakeFirst();

async function apply(trx: Trx, allianceId: string, userId: string, change: Change) {
  switch (change.kind) {
    case 'refuse':
      throw new ApiError(change.statusCode, change.message);
    case 'keep':
      return;
    case 'remove':
      await trx
        .deleteFrom('allianceMembers')
        .where('allianceId', '=', allianceId)
        .where('userId', '=', userId)
        .execute();
      return;
    case 'set':
      await trx
        .insertInto('allianceMembers')
        .values({ allianceId, userId, ...change.state })
        .onConflict((oc) => oc.columns(['allianceId', 'userId']).doUpdateSet(change.state))
        .execute();
  }
}

/** A new alliance, its creator its owner and first (accepted) member; its id. */
export async function createAlliance(db: Db, ownerId: string, body: CreateAllianceBody, now: Date) {
  const name = trimmedName(body.name);
  try {
    return await db.transaction().execute(async (trx) => {
      const { id } = await trx
        .insertInto('alliances')
        .values({
          name,
          description: body.description?.trim() ?? '',
          isApprovalRequired: body.isApprovalRequired,
          createdBy: ownerId,
          createdAt: now,
          updatedAt: now,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      await trx
        .insertInto('allianceMembers')
        .values({ allianceId: id, userId: ownerId, status: 'accepted', requestedAt: now, joinedAt: now })
        .execute();
      return id;
    });
  } catch (error) {
    throw nameTaken(error);
  }
}

/**
 * The owner changes the alliance. A logo must be a file the owner uploaded for this alliance. Requests pending
 * when approval is switched off stay pending: the owner still answers them.
 */
export async function updateAlliance(
  db: Db,
  allianceId: string,
  userId: string,
  body: UpdateAllianceBody,
  now: Date,
) {
  if (Object.keys(body).length === 0) throw badRequest(ALLIANCE_MESSAGES.nothingToChange);
  const { logoFileId, ...fields } = body;
  const changes = {
    ...fields,
    ...(fields.name !== undefined && { name: trimmedName(fields.name) }),
    ...(fields.description !== undefined && { description: fields.description.trim() }),
    ...(logoFileId !== undefined && { logoFileId }),
  };
  try {
    await db.transaction().execute(async (trx) => {
      const alliance = await lockAlliance(trx, allianceId);
      if (alliance.createdBy !== userId) throw forbidden(ownerOnlyMessage('update'));
      if (logoFileId) {
        const logo = await trx
          .selectFrom('files')
          .select('id')
          .where('id', '=', logoFileId)
          .where('entity', '=', 'alliance')
          .where('entityId', '=', allianceId)
          .where('ownerId', '=', userId)
          .executeTakeFirst();
        if (!logo) throw badRequest(ALLIANCE_MESSAGES.logoInvalid);
      }
      await trx
        .updateTable('alliances')
        .set({ ...changes, updatedAt: now })
        .where('id', '=', allianceId)
        .execute();
    });
  } catch (error) {
    throw nameTaken(error);
  }
}

/** The owner deletes the alliance: its rows stay as history, hidden everywhere, and its name is free again. */
export async function deleteAlliance(db: Db, allianceId: string, userId: string, now: Date) {
  await db.transaction().execute(async (trx) => {
    const alliance = await lockAlliance(trx, allianceId);
    if (alliance.createdBy !== userId) throw forbidden(ownerOnlyMessage('delete'));
    await trx
      .updateTable('alliances')
      .set({ deletedAt: now, updatedAt: now })
      .where('id', '=', allianceId)
      .execute();
  });
}

/** A member joins, leaves or cancels their request: always for themself (the caller's own row). */
export async function changeOwnMembership(
  db: Db,
  allianceId: string,
  userId: string,
  action: SelfAction,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    const alliance = await lockAlliance(trx, allianceId);
    const current = (await memberState(trx, allianceId, userId)) ?? null;
    const change = selfChange(action, current, {
      isOwner: alliance.createdBy === userId,
      isApprovalRequired: alliance.isApprovalRequired,
      now,
    });
    await apply(trx, allianceId, userId, change);
  });
}

/** The owner accepts, rejects or removes another member; anyone else is refused before anything is read. */
export async function changeMember(
  db: Db,
  allianceId: string,
  ownerId: string,
  targetId: string,
  action: OwnerAction,
  now: Date,
) {
  await db.transaction().execute(async (trx) => {
    const alliance = await lockAlliance(trx, allianceId);
    if (alliance.createdBy !== ownerId) throw forbidden(ownerOnlyMessage(action));
    const target = (await memberState(trx, allianceId, targetId)) ?? null;
    const change = ownerChange(action, target, { isTargetOwner: targetId === alliance.createdBy, now });
    await apply(trx, allianceId, targetId, change);
  });
}
