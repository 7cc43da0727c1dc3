import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { FileContentQuery, FileWithSignedUrl, IdParams, SignedUrlResponse } from '../../contract.ts';
import { contentDisposition } from '../../domain/files/names.ts';
import { checkSignature } from '../../domain/files/signature.ts';
import { forbidden, notFound } from '../../errors.ts';
import { memberIdOf } from '../../plugins/auth.ts';
import { findFile, findVisibleFile } from '../../repositories/files.ts';

const NOT_FOUND = 'File not found';

/**
 * Links to stored files: fresh signed URLs for a signed-in member (KYC documents only for their owner), and the
 * bytes behind a signed URL, which need no bearer token so `<img src>` works.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const visible = async (id: string, viewerId: string) => {
    const file = await findVisibleFile(app.db, id, viewerId);
    if (!file) throw notFound(NOT_FOUND);
    return file;
  };

  app.get(
    '/files/signedUrl/:id',
    { onRequest: app.requireAuth, schema: { params: IdParams, response: { 200: SignedUrlResponse } } },
    async (request) => {
      const file = await visible(request.params.id, memberIdOf(request));
      return { url: app.files.signedUrl(file.id) };
    },
  );

  app.get(
    '/files/fileWithSignedUrl/:id',
    { onRequest: app.requireAuth, schema: { params: IdParams, response: { 200: FileWithSignedUrl } } },
    async (request) => app.files.view(await visible(request.params.id, memberIdOf(request))),
  );

  app.get(
    '/files/content/:id',
    { schema: { params: IdParams, querystring: FileContentQuery } },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, signature } = request.query;
      const now = app.now();
      const check = checkSignature(app.config.secret, 'file', id, expires, signature, now);
      if (check === 'forged') throw forbidden('This file link is not valid');
      if (check === 'expired') throw forbidden('This file link has expired; reload the page for a new one');
      const file = await findFile(app.db, id);
      const bytes = file ? await app.files.storage.get(file.storageKey) : null;
      if (!file || !bytes) throw notFound(NOT_FOUND);
      const remaining = Math.max(0, expires - Math.floor(now.getTime() / 1000));
      return reply
        .header('content-type', file.contentType)
        .header('content-length', bytes.length)
        .header('content-disposition', contentDisposition(file.name, file.contentType))
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', `private, max-age=${remaining}`)
        .send(bytes);
    },
  );
};
export default routes;
