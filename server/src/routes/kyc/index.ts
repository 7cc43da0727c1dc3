import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Kyc, KycSubmission } from '../../contract.ts';
import { notFound } from '../../errors.ts';
import { memberIdOf } from '../../plugins/auth.ts';
import { kycOf, submitKyc } from '../../repositories/kyc.ts';

/** KYC (designed by us, docs/api.md): the member's own submission only; operators review it from the admin CLI. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAuth);
  app.get('/kyc', { schema: { response: { 200: Type.Union([Kyc, Type.Null()]) } } }, async (request) =>
    kycOf(app.db, app.files, memberIdOf(request)),
  );
  app.put('/kyc', { schema: { body: KycSubmission, response: { 200: Kyc } } }, async (request) => {
    const userId = memberIdOf(request);
    await submitKyc(app.db, userId, request.body);
    const kyc = await kycOf(app.db, app.files, userId);
    if (!kyc) throw notFound('Your KYC could not be read back; please try again');
    return kyc;
  });
};
export default routes;
