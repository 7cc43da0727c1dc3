import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  CheckoutBody,
  CheckoutResult,
  IdParams,
  Purchase,
  Quote,
  QuoteBody,
  Transaction,
} from '../../contract.ts';
import { memberIdOf } from '../../plugins/auth.ts';
import { sealOf } from '../../plugins/idempotency.ts';
import { memberTransaction, purchaseHistory } from '../../repositories/transactions.ts';

/** The member's payment calls: quote, checkout, one payment's state, purchase history. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAuth);

  app.post('/payments/quote', { schema: { body: QuoteBody, response: { 200: Quote } } }, async (request) =>
    app.entries.quote(memberIdOf(request), request.body),
  );

  app.post(
    '/payments/checkout',
    { config: { idempotency: 'sealed' }, schema: { body: CheckoutBody, response: { 201: CheckoutResult } } },
    async (request, reply) => {
      // The status first: the seal stores the answer as the 201 it is.
      reply.status(201);
      return app.entries.checkout(memberIdOf(request), request.body, sealOf(request, reply));
    },
  );

  app.get(
    '/payments/transactions/:id',
    { schema: { params: IdParams, response: { 200: Transaction } } },
    async (request) => memberTransaction(app.db, memberIdOf(request), request.params.id),
  );

  app.get(
    '/payments/purchase-history',
    { schema: { response: { 200: Type.Array(Purchase) } } },
    async (request) => purchaseHistory(app.db, memberIdOf(request)),
  );
};
export default routes;
