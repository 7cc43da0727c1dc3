import { sql } from 'kysely';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HealthResponse } from '../../contract.ts';

const startedAt = Date.now();

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    { schema: { response: { 200: HealthResponse, 503: HealthResponse } } },
    async (_request, reply) => {
      const started = performance.now();
      const databaseOk = await sql`select 1`.execute(app.db).then(
        () => true,
        () => false,
      );
      const body = {
        status: databaseOk ? ('ok' as const) : ('degraded' as const),
        version: process.env.npm_package_version ?? '0.0.0',
        uptimeSeconds: Math.round((Date.now() - startedAt) / 1000),
        database: { ok: databaseOk, latencyMs: Math.round((performance.now() - started) * 10) / 10 },
        socket: { ok: app.realtime.io.engine !== undefined, clients: app.realtime.io.engine.clientsCount },
        leader: app.leadership.isLeader(),
      };
      return reply.status(databaseOk ? 200 : 503).send(body);
    },
  );
};
export default routes;
