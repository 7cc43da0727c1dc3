import fp from 'fastify-plugin';
import type { Config } from '../config.ts';
import { API_PREFIX, type FileEntity, type FileWithSignedUrl, type UserImage } from '../contract.ts';
import type { Db } from '../db/connect.ts';
import type { FileRow } from '../db/schema.ts';
import { expiryAfter, signatureOf } from '../domain/files/signature.ts';
import { prepareFile } from '../files/prepare.ts';
import { localDiskStorage, newStorageKey, type FileStorage } from '../files/storage.ts';

export type NewFile = {
  ownerId: string;
  entity: FileEntity;
  entityId: string;
  uploadedName: string | undefined;
  bytes: Buffer;
};

type FilesDeps = { db: Db; config: Config; now: () => Date; storage: FileStorage };

/**
 * Files (DECISIONS.md section 7): checked and re-encoded by `prepareFile`, kept in the file store under a random
 * key, described by a `files` row, and reached only through expiring signed links.
 */
export function createFiles({ db, config, now, storage }: FilesDeps) {
  /** A platform URL to the file's bytes that works without a bearer token (so `<img src>` works) until it expires. */
  const signedUrl = (id: string) => {
    const expires = expiryAfter(now(), config.fileUrlMinutes);
    const signature = signatureOf(config.secret, 'file', id, expires);
    return `${API_PREFIX}/files/content/${id}?expires=${expires}&signature=${signature}`;
  };

  const view = (file: FileRow): FileWithSignedUrl => ({
    id: file.id,
    entity: file.entity,
    entityId: file.entityId,
    name: file.name,
    signedURL: signedUrl(file.id),
  });

  return {
    storage,
    signedUrl,
    view,

    /** Checks, stores and records an upload; the caller has already checked `canAttach`. */
    async save(upload: NewFile): Promise<FileWithSignedUrl> {
      const prepared = await prepareFile(upload.entity, upload.uploadedName, upload.bytes, {
        maxImageBytes: config.uploadMaxBytes,
        maxDocumentBytes: config.uploadMaxDocumentBytes,
        maxPixels: config.uploadMaxPixels,
      });
      const storageKey = newStorageKey();
      await storage.put(storageKey, prepared.bytes);
      try {
        const row = await db
          .insertInto('files')
          .values({
            ownerId: upload.ownerId,
            entity: upload.entity,
            entityId: upload.entityId,
            storageKey,
            name: prepared.name,
            contentType: prepared.contentType,
            size: prepared.bytes.length,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        return view(row);
      } catch (error) {
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
    },

    /** The member's avatar with a fresh link, as `User.image` carries it; one query, none without an avatar. */
    async imageOf(fileId: string | null): Promise<UserImage | null> {
      if (!fileId) return null;
      const file = await db
        .selectFrom('files')
        .select(['id', 'name', 'entity'])
        .where('id', '=', fileId)
        .executeTakeFirst();
      return file ? { ...file, signedURL: signedUrl(file.id) } : null;
    },
  };
}
export type Files = ReturnType<typeof createFiles>;

export default fp(async (app) => {
  app.decorate(
    'files',
    createFiles({
      db: app.db,
      config: app.config,
      now: app.now,
      storage: localDiskStorage(app.config.filesDir),
    }),
  );
});
