import type { Db } from '../db/connect.ts';
import type { FileRow } from '../db/schema.ts';
import type { FileEntity } from '../contract.ts';
import { forbidden, type ApiError } from '../errors.ts';
import { isAllianceOwner } from './alliances.ts';

/**
 * May this member attach a file to this entity? Null when they may, else the refusal to answer. A member's
 * avatar and KYC documents are theirs alone.
 */
export async function canAttach(
  db: Db,
  entity: FileEntity,
  entityId: string,
  userId: string,
): Promise<ApiError | null> {
  switch (entity) {
    case 'user':
    case 'user-kyc':
      return entityId === userId ? null : forbidden('You can only upload files for your own account');
    case 'alliance':
      return (await isAllianceOwner(db, entityId, userId))
        ? null
        : forbidden('Only the alliance owner can change its logo');
  }
}

export const findFile = (db: Db, id: string) =>
  db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst();

/**
 * A file as another member may see it: KYC documents only by their owner; for anyone else they do not exist
 * (404, so the answer does not reveal them). Avatars and logos are shown to every signed-in member.
 */
export async function findVisibleFile(db: Db, id: string, viewerId: string): Promise<FileRow | undefined> {
  const file = await findFile(db, id);
  if (!file || (file.entity === 'user-kyc' && file.ownerId !== viewerId)) return undefined;
  return file;
}

/** The member's own avatar: an uploaded file of entity `user` for themself. */
export const findOwnAvatar = (db: Db, id: string, userId: string) =>
  db
    .selectFrom('files')
    .select('id')
    .where('id', '=', id)
    .where('ownerId', '=', userId)
    .where('entity', '=', 'user')
    .where('entityId', '=', userId)
    .executeTakeFirst();

/**
 * Single-use grants behind POST /files/getSignedURL: spent here, once, before the upload is read (so two uploads
 * cannot race on one grant), and released again when that upload is refused.
 */
export const spendUploadGrant = (db: Db, id: string, now: Date) =>
  db
    .updateTable('fileUploadGrants')
    .set({ usedAt: now })
    .where('id', '=', id)
    .where('usedAt', 'is', null)
    .where('expiresAt', '>', now)
    .returning(['ownerId', 'entity', 'name'])
    .executeTakeFirst();

/** A refused upload leaves its grant as it found it: the member may send a proper file with the same link. */
export const releaseUploadGrant = (db: Db, id: string) =>
  db.updateTable('fileUploadGrants').set({ usedAt: null }).where('id', '=', id).execute();
