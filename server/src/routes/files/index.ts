import type { FastifyPluginAsync } from 'fastify';
import direct from './direct.ts';
import links from './links.ts';
import upload from './upload.ts';

/** Files (spec section 7): uploads, signed links and the bytes behind them. */
const routes: FastifyPluginAsync = async (app) => {
  await app.register(upload);
  await app.register(direct);
  await app.register(links);
};
export default routes;
