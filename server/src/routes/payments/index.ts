import type { FastifyPluginAsync } from 'fastify';
import member from './member.ts';
import sandbox from './sandbox.ts';
import webhooks from './webhooks.ts';

/** Entry payments (designed by us, docs/api.md): the member's calls, the providers' webhooks, the sandbox pages. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(member);
  await app.register(webhooks);
  if (app.payments?.name === 'sandbox') await app.register(sandbox);
};
export default routes;
