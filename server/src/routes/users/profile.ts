import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  PageQuery,
  Preferences,
  PublicUser,
  SearchQuery,
  User,
  UserIdParams,
  UserPage,
  UserUpdateBody,
} from '../../contract.ts';
import type { Db } from '../../db/connect.ts';
import { forbidden, unauthorized } from '../../errors.ts';
import { toUser } from '../../repositories/users.ts';

const PUBLIC_COLUMNS = ['id', 'firstname', 'lastname', 'levelId as level', 'country'] as const;
const publicUsers = (db: Db) =>
  db
    .selectFrom('users')
    .select(PUBLIC_COLUMNS)
    .where('isApproved', '=', true)
    .where('isEmailVerified', '=', true);
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** A member edits only their own record; the lists show only what any member may see of another. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  const update = async (userId: string, actorId: string | undefined, body: typeof UserUpdateBody.static) => {
    if (userId !== actorId) throw forbidden('You can only change your own profile');
    const current = await app.db
      .selectFrom('users')
      .select(['phone', 'phonePrefix'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!current) throw unauthorized();
    const phoneChanged =
      (body.phone !== undefined && body.phone !== current.phone) ||
      (body.phonePrefix !== undefined && body.phonePrefix !== current.phonePrefix);
    const row = await app.db
      .updateTable('users')
      .set({ ...body, ...(phoneChanged ? { isPhoneVerified: false } : {}), updatedAt: sql`now()` })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toUser(row);
  };

  const schema = { params: UserIdParams, body: UserUpdateBody, response: { 200: User } };

  // Display preferences follow the member: the last device to send them wins (they are not money or identity).
  app.put(
    '/users/preferences',
    { onRequest: app.requireAuth, schema: { body: Preferences, response: { 200: Preferences } } },
    async (request) => {
      const userId = request.auth?.userId;
      if (!userId) throw unauthorized();
      await app.db
        .updateTable('users')
        .set({ preferences: JSON.stringify(request.body) })
        .where('id', '=', userId)
        .execute();
      return request.body;
    },
  );
  app.patch('/users/:userId', { onRequest: app.requireAuth, schema }, async (request) =>
    update(request.params.userId, request.auth?.userId, request.body),
  );
  app.patch('/users/profile/:userId', { onRequest: app.requireAuth, schema }, async (request) =>
    update(request.params.userId, request.auth?.userId, request.body),
  );

  app.get(
    '/users',
    { onRequest: app.requireAuth, schema: { response: { 200: Type.Array(PublicUser) } } },
    async () => publicUsers(app.db).orderBy('createdAt', 'desc').limit(100).execute(),
  );

  app.get(
    '/users/queryUsersWithPagination',
    { onRequest: app.requireAuth, schema: { querystring: PageQuery, response: { 200: UserPage } } },
    async (request) => {
      const { page = 1, limit = 20 } = request.query;
      const [results, total] = await Promise.all([
        publicUsers(app.db)
          .orderBy('createdAt', 'desc')
          .limit(limit)
          .offset((page - 1) * limit)
          .execute(),
        publicUsers(app.db)
          .clearSelect()
          .select((eb) => eb.fn.countAll<number>().as('count'))
          .executeTakeFirstOrThrow(),
      ]);
      const totalResults = Number(total.count);
      return { results, page, limit, totalResults, totalPages: Math.ceil(totalResults / limit) };
    },
  );

  app.get(
    '/users/queryUsers',
    {
      onRequest: app.requireAuth,
      schema: { querystring: SearchQuery, response: { 200: Type.Array(PublicUser) } },
    },
    async (request) => {
      const pattern = `%${escapeLike(request.query.search.trim())}%`;
      return publicUsers(app.db)
        .where((eb) => eb.or([eb('firstname', 'ilike', pattern), eb('lastname', 'ilike', pattern)]))
        .orderBy('firstname')
        .limit(20)
        .execute();
    },
  );
};
export default routes;
