import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Strict } from '../../contract.ts';
import { isPastExpiry, sandboxErrorPage, sandboxPage } from '../../payments/sandbox-pages.ts';
import {
  actOnSandboxPayment,
  findSandboxPayment,
  sandboxPagePath,
  type SandboxAction,
} from '../../payments/sandbox-provider.ts';

const PaymentParams = Strict({ id: Type.String({ pattern: '^sbx_[a-z]+_[A-Za-z0-9_-]{16,32}$' }) });
const ActionParams = Strict({
  id: PaymentParams.properties.id,
  action: Type.Union([Type.Literal('pay'), Type.Literal('decline'), Type.Literal('cancel')]),
});

/**
 * The sandbox provider's hosted pages (not the platform's API, though served beside it): a card checkout and a
 * crypto invoice, each reached by an unguessable id, as a provider's hosted pages are. Forms post back here.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  // The pages' forms post no fields; their bodies are not read.
  app.addContentTypeParser('application/x-www-form-urlencoded', (_request, _payload, done) => done(null, {}));
  const html = 'text/html; charset=utf-8';
  const missing = sandboxErrorPage('This payment does not exist.', '/tournaments');

  app.get('/payments/sandbox/:id', { schema: { params: PaymentParams } }, async (request, reply) => {
    const payment = await findSandboxPayment(app, request.params.id);
    if (!payment) return reply.status(404).type(html).send(missing);
    return reply.type(html).send(sandboxPage(payment, sandboxPagePath(payment.id), app.now()));
  });

  app.post('/payments/sandbox/:id/:action', { schema: { params: ActionParams } }, async (request, reply) => {
    const payment = await findSandboxPayment(app, request.params.id);
    if (!payment) return reply.status(404).type(html).send(missing);
    const action: SandboxAction = request.params.action;
    // A crypto invoice cannot be declined; an expired card checkout can no longer be paid (its page says so).
    const isClosedToAction =
      payment.kind === 'crypto' ? action === 'decline' : action === 'pay' && isPastExpiry(payment, app.now());
    if (isClosedToAction) return reply.redirect(sandboxPagePath(payment.id), 303);
    if (!(await actOnSandboxPayment(app, payment, action)))
      return reply
        .status(502)
        .type(html)
        .send(
          sandboxErrorPage(
            'The shop did not confirm the payment. Please try again.',
            sandboxPagePath(payment.id),
          ),
        );
    const settled = await findSandboxPayment(app, payment.id);
    return reply.redirect(settled?.status === 'paid' ? payment.successPath : payment.cancelPath, 303);
  });
};
export default routes;
