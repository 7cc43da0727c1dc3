import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import {
  IdParams,
  MarkRead,
  NOTIFICATION_MESSAGES,
  NotificationList,
  PushEndpoint,
  PushKey,
  PushSubscriptionBody,
  Watch,
} from '../../contract.ts';
import { badRequest, conflict, unauthorized } from '../../errors.ts';
import { memberIdOf } from '../../plugins/auth.ts';
import {
  isWatching,
  markRead,
  notificationsOf,
  removePushSubscription,
  savePushSubscription,
} from '../../repositories/notifications.ts';
import { existingTournament } from '../../repositories/tournaments.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * Notifications (designed by us, docs/api.md): the member's list and read marks, watching a tournament, and
 * each device's Web Push subscription. Every route acts on the signed-in member's own rows only.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAuth);

  app.get('/notifications', { schema: { response: { 200: NotificationList } } }, async (request) =>
    notificationsOf(app.db, memberIdOf(request)),
  );

  app.post(
    '/notifications/read',
    { schema: { body: MarkRead, response: { 200: NotificationList } } },
    async (request) => {
      const userId = memberIdOf(request);
      await markRead(app.db, userId, request.body.ids, app.now());
      return notificationsOf(app.db, userId);
    },
  );

  app.get(
    '/tournaments/:id/watch',
    { schema: { params: IdParams, response: { 200: Watch } } },
    async (request) => {
      await existingTournament(app.db, request.params.id);
      return { isWatching: await isWatching(app.db, memberIdOf(request), request.params.id) };
    },
  );

  app.put(
    '/tournaments/:id/watch',
    { schema: { params: IdParams, body: Watch, response: { 200: Watch } } },
    async (request) => {
      await existingTournament(app.db, request.params.id);
      await app.notifications.watch(memberIdOf(request), request.params.id, request.body.isWatching);
      return { isWatching: request.body.isWatching };
    },
  );

  app.get('/notifications/push-key', { schema: { response: { 200: PushKey } } }, async () => ({
    publicKey: await app.notifications.publicKey(),
  }));

  app.put(
    '/notifications/push-subscription',
    { schema: { body: PushSubscriptionBody } },
    async (request, reply) => {
      if (!(await app.notifications.publicKey())) throw conflict(NOTIFICATION_MESSAGES.pushOff);
      const url = new URL(request.body.endpoint);
      const isLocalDevelopment =
        app.config.env !== 'production' && url.protocol === 'http:' && LOOPBACK.has(url.hostname);
      if (url.protocol !== 'https:' && !isLocalDevelopment)
        throw badRequest(NOTIFICATION_MESSAGES.pushEndpoint);
      const session = request.auth;
      if (!session) throw unauthorized();
      await savePushSubscription(app.db, session, request.body);
      return reply.status(204).send();
    },
  );

  app.delete(
    '/notifications/push-subscription',
    { schema: { body: PushEndpoint } },
    async (request, reply) => {
      await removePushSubscription(app.db, request.body.endpoint, memberIdOf(request));
      return reply.status(204).send();
    },
  );
};
export default routes;
