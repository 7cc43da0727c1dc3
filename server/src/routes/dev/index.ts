import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { OutboxQuery, OutboxResponse } from '../../contract.ts';

/** The dev outbox: mail and SMS kept instead of sent, newest first. Not registered in production. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/dev/outbox',
    { schema: { querystring: OutboxQuery, response: { 200: OutboxResponse } } },
    async (request) => {
      // What an auth route is still sending (after its answer) belongs in the outbox before it is read.
      await app.notifier.settled();
      let query = app.db.selectFrom('devOutbox').selectAll().orderBy('id', 'desc').limit(100);
      if (request.query.to)
        query = query.where(sql<string>`lower(recipient)`, '=', request.query.to.toLowerCase());
      const rows = await query.execute();
      return rows.map((row) => ({
        id: String(row.id),
        channel: row.channel,
        to: row.recipient,
        subject: row.subject,
        text: row.text,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  );
};
export default routes;
