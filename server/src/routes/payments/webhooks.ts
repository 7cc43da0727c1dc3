import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { SANDBOX_SIGNATURE_HEADER, SandboxWebhook } from '../../contract.ts';
import { badRequest } from '../../errors.ts';
import { signatureProblem } from '../../domain/payments/signature.ts';

const REFUSAL = {
  missing: 'The webhook signature is missing',
  malformed: 'The webhook signature is malformed',
  mismatch: 'The webhook signature does not match',
  stale: 'The webhook is too old (or from the future): refused as a possible replay',
} as const;

/**
 * POST /payments/webhooks/sandbox: the provider's reports. The signature is checked over the raw body before
 * anything else, the timestamp within WEBHOOK_TOLERANCE_SECONDS, and each event id is acted on once.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    request.rawBody = String(body);
    try {
      done(null, JSON.parse(String(body)));
    } catch {
      done(badRequest('The body is not valid JSON'));
    }
  });

  app.post(
    '/payments/webhooks/sandbox',
    {
      preValidation: async (request) => {
        const header = request.headers[SANDBOX_SIGNATURE_HEADER];
        const problem = signatureProblem(
          app.config.paymentWebhookSecret,
          request.rawBody ?? '',
          typeof header === 'string' ? header : undefined,
          app.now(),
          app.config.webhookToleranceSeconds,
        );
        if (problem) throw badRequest(REFUSAL[problem]);
      },
      schema: {
        body: SandboxWebhook,
        response: { 200: Type.Object({ received: Type.Boolean(), duplicate: Type.Boolean() }) },
      },
    },
    async (request) => {
      const outcome = await app.entries.report('sandbox', request.body);
      return { received: true, duplicate: outcome === 'duplicate' };
    },
  );
};
export default routes;
