import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { sql } from 'kysely';
import {
  KYC_APPROVED_MESSAGE,
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
import { badRequest, forbidden, unauthorized, unprocessable } from '../../errors.ts';
import { findOwnAvatar } from '../../repositories/files.ts';
import { isKycApproved } from '../../repositories/kyc.ts';
import { toUser } from '../../repositories/users.ts';

/** What an approved KYC fixes: the name, birthdate and country its documents show. */
const IDENTITY_FIELDS = ['firstname', 'lastname', 'birthdate', 'country'] as const;

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
    const { image, ...fields } = body;
    // A verified identity is the one the KYC documents show (spec section 8's message).
    const touchesIdentity = IDENTITY_FIELDS.some((field) => fields[field] !== undefined);
    if (touchesIdentity && (await isKycApproved(app.db, userId))) throw unprocessable(KYC_APPROVED_MESSAGE);
    if (image && !(await findOwnAvatar(app.db, image, userId))) {
      throw badRequest(
        'image must be the id of an avatar you uploaded (POST /files/upload with entity user)',
      );
    }
    const current = await app.db
      .selectFrom('users')
      .select(['phone', 'phonePrefix'])
      .where('id', '=', userId)
      .executeTakeFirst();
    if (!current) throw unauthorized();
    const phoneChanged =
      (fields.phone !== undefined && fields.phone !== current.phone) ||
      (fields.phonePrefix !== undefined && fields.phonePrefix !== current.phonePrefix);
    const row = await app.db
      .updateTable('users')
      .set({
        ...fields,
        ...(image !== undefined ? { imageFileId: image } : {}),
        ...(phoneChanged ? { isPhoneVerified: false } : {}),
        updatedAt: sql`now()`,
      })
      .where('id', '=', userId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toUser(row, await app.files.imageOf(row.imageFileId));
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
