import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { FILE_ENTITIES, FileWithSignedUrl, type FileEntity } from '../../contract.ts';
import { ApiError, badRequest } from '../../errors.ts';
import { megabytes } from '../../files/prepare.ts';
import { memberIdOf } from '../../plugins/auth.ts';
import { canAttach } from '../../repositories/files.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FIELDS = new Set(['entity', 'entityId']);
const HOW = 'send multipart/form-data with the fields file, entity and entityId';

const isEntity = (value: string): value is FileEntity => (FILE_ENTITIES as readonly string[]).includes(value);

type Upload = { entity: FileEntity; entityId: string; name: string | undefined; bytes: Buffer };

/** POST /files/upload (spec section 7): one file for the member's own avatar or KYC documents. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const maxBytes = Math.max(app.config.uploadMaxBytes, app.config.uploadMaxDocumentBytes);
  await app.register(multipart, {
    limits: { files: 1, fields: 10, parts: 12, fieldSize: 1024, fileSize: maxBytes, headerPairs: 100 },
  });
  const errors = app.multipartErrors;

  /** The parser's own failures in words a member can act on; busboy's (a malformed body) included. */
  const refusal = (error: unknown) => {
    if (error instanceof ApiError) return error;
    if (error instanceof errors.RequestFileTooLargeError) {
      return new ApiError(
        413,
        `The file is too large: images may be at most ${megabytes(app.config.uploadMaxBytes)}, ` +
          `KYC documents ${megabytes(app.config.uploadMaxDocumentBytes)}`,
      );
    }
    if (error instanceof errors.FilesLimitError) return badRequest('Send one file per upload');
    if (error instanceof errors.FieldsLimitError || error instanceof errors.PartsLimitError) {
      return badRequest(`Too many fields: ${HOW}`);
    }
    return badRequest(`The upload could not be read: ${HOW}`);
  };

  const readUpload = async (request: FastifyRequest): Promise<Upload> => {
    const fields = new Map<string, string>();
    let file: { name: string; bytes: Buffer } | undefined;
    try {
      for await (const part of request.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'file') throw badRequest(`The file must be sent in the field "file"`);
          file = { name: part.filename, bytes: await part.toBuffer() };
        } else {
          if (part.fieldname === 'file') throw badRequest('file must be sent as a file (with a filename)');
          if (!FIELDS.has(part.fieldname)) throw badRequest(`${part.fieldname} is not an accepted field`);
          fields.set(part.fieldname, String(part.value));
        }
      }
    } catch (error) {
      throw refusal(error);
    }
    const entity = fields.get('entity');
    const entityId = fields.get('entityId');
    if (!entity) throw badRequest('entity is required (user, user-kyc or alliance)');
    if (!isEntity(entity)) throw badRequest(`entity must be one of ${FILE_ENTITIES.join(', ')}`);
    if (!entityId) throw badRequest('entityId is required');
    if (!UUID.test(entityId)) throw badRequest('entityId must be a UUID');
    if (!file) throw badRequest('file is required: send the file in the multipart field "file"');
    return { entity, entityId: entityId.toLowerCase(), ...file };
  };

  app.post(
    '/files/upload',
    { onRequest: app.requireAuth, schema: { response: { 201: FileWithSignedUrl } } },
    async (request, reply) => {
      if (!request.isMultipart()) throw new ApiError(415, `The upload is not multipart: ${HOW}`);
      const userId = memberIdOf(request);
      const upload = await readUpload(request);
      const refused = await canAttach(app.db, upload.entity, upload.entityId, userId);
      if (refused) throw refused;
      const saved = await app.files.save({
        ownerId: userId,
        entity: upload.entity,
        entityId: upload.entityId,
        uploadedName: upload.name,
        bytes: upload.bytes,
      });
      return reply.status(201).send(saved);
    },
  );
};
export default routes;
