import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  API_PREFIX,
  FileWithSignedUrl,
  GENERAL_MESSAGES,
  SignedUploadBody,
  SignedUrlResponse,
  Strict,
} from '../../contract.ts';
import { ApiError, badRequest, forbidden } from '../../errors.ts';
import { checkSignature, expiryAfter, signatureOf } from '../../domain/files/signature.ts';
import { megabytes } from '../../files/prepare.ts';
import { memberIdOf } from '../../plugins/auth.ts';
import { canAttach, releaseUploadGrant, spendUploadGrant } from '../../repositories/files.ts';

const GRANT_MINUTES = 10;
const TOKEN = /^([0-9a-f-]{36})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/;
const DirectParams = Strict({ token: Type.String({ pattern: TOKEN.source }) });

/**
 * POST /files/getSignedURL (spec section 7) and the URL it hands out: `PUT /files/direct/{token}` with the raw
 * file as the body, once, within 10 minutes, for the caller's own avatar or KYC documents. The token is the
 * grant's id, its expiry and an HMAC over both; no bearer token is needed to use it.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const maxBytes = Math.max(app.config.uploadMaxBytes, app.config.uploadMaxDocumentBytes);
  const tooLarge = () =>
    new ApiError(
      413,
      `The file is too large: images may be at most ${megabytes(app.config.uploadMaxBytes)}, ` +
        `KYC documents ${megabytes(app.config.uploadMaxDocumentBytes)}`,
    );

  app.post(
    '/files/getSignedURL',
    { onRequest: app.requireAuth, schema: { body: SignedUploadBody, response: { 200: SignedUrlResponse } } },
    async (request) => {
      const userId = memberIdOf(request);
      const { entity, filename } = request.body;
      // A direct upload attaches to the caller; an alliance's logo names its alliance, through POST /files/upload.
      if (entity === 'alliance')
        throw badRequest('Upload an alliance logo with POST /files/upload and its alliance id');
      const refused = await canAttach(app.db, entity, userId, userId);
      if (refused) throw refused;
      const expires = expiryAfter(app.now(), GRANT_MINUTES);
      const grant = await app.db
        .insertInto('fileUploadGrants')
        .values({ ownerId: userId, entity, name: filename, expiresAt: new Date(expires * 1000) })
        .returning('id')
        .executeTakeFirstOrThrow();
      const signature = signatureOf(app.config.secret, 'upload', grant.id, expires);
      return { url: `${API_PREFIX}/files/direct/${grant.id}.${expires}.${signature}` };
    },
  );

  const directUpload: FastifyPluginAsyncTypebox = async (direct) => {
    // The body is the file itself, whatever Content-Type the client claims: its content decides its type.
    direct.removeAllContentTypeParsers();
    direct.addContentTypeParser('*', (request, payload, done) => {
      const declared = Number(request.headers['content-length'] ?? 0);
      if (declared > maxBytes) return done(tooLarge(), undefined);
      const chunks: Buffer[] = [];
      let size = 0;
      payload.on('data', (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          payload.removeAllListeners('data');
          payload.resume();
          done(tooLarge(), undefined);
        } else chunks.push(chunk);
      });
      payload.on('end', () => size <= maxBytes && done(null, Buffer.concat(chunks)));
      payload.on('error', () => done(badRequest(GENERAL_MESSAGES.uploadInterrupted), undefined));
    });

    direct.put(
      '/files/direct/:token',
      { schema: { params: DirectParams, response: { 201: FileWithSignedUrl } } },
      async (request, reply) => {
        const [, id = '', expires = '0', signature = ''] = TOKEN.exec(request.params.token) ?? [];
        const check = checkSignature(app.config.secret, 'upload', id, Number(expires), signature, app.now());
        if (check !== 'ok')
          throw forbidden('This upload link is not valid or has expired; ask for a new one');
        const grant = await spendUploadGrant(app.db, id, app.now());
        if (!grant) throw forbidden('This upload link was already used or has expired; ask for a new one');
        const bytes = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const saved = await app.files
          .save({
            ownerId: grant.ownerId,
            entity: grant.entity,
            entityId: grant.ownerId,
            uploadedName: grant.name,
            bytes,
          })
          .catch(async (error: unknown) => {
            await releaseUploadGrant(app.db, id);
            throw error;
          });
        return reply.status(201).send(saved);
      },
    );
  };
  await app.register(directUpload);
};
export default routes;
