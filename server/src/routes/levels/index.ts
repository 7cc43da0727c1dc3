import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Level } from '../../contract.ts';

/** GET /levels/getAll: the level list members' `level` ids are matched against (spec section 3). */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/levels/getAll', { schema: { response: { 200: Type.Array(Level) } } }, async () =>
    app.db.selectFrom('levels').select(['id', 'name']).orderBy('minPoints').execute(),
  );
};
export default routes;
