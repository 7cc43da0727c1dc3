import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import {
  Translation,
  TranslationCreateBody,
  TranslationList,
  TranslationQuery,
  TranslationUpdateBody,
} from '../../contract.ts';
import { conflict, forbidden, notFound } from '../../errors.ts';

/** The translation calls of spec section 7; changing translations is for operators. */
const strip = ({ updatedAt: _updatedAt, ...translation }: { updatedAt: Date } & Translation) => translation;

const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/translation',
    { schema: { querystring: TranslationQuery, response: { 200: Translation } } },
    async (request) => {
      const row = await app.db
        .selectFrom('translations')
        .selectAll()
        .where('isoCode', '=', request.query.isoCode)
        .executeTakeFirst();
      if (!row) throw notFound(`No translation for language "${request.query.isoCode}"`);
      return strip(row);
    },
  );

  app.get('/translation/all', { schema: { response: { 200: TranslationList } } }, async () =>
    app.db
      .selectFrom('translations')
      .select(['id', 'isoCode', 'name', 'flagCode', 'isRtl', 'localHelper'])
      .orderBy('isoCode')
      .execute(),
  );

  const requireOperator = async (request: { auth: { userId: string } | null }) => {
    const user = request.auth
      ? await app.db
          .selectFrom('users')
          .select('role')
          .where('id', '=', request.auth.userId)
          .executeTakeFirst()
      : undefined;
    if (user?.role !== 'operator') throw forbidden('Only operators can change translations');
  };

  app.patch(
    '/translation/:id',
    {
      onRequest: app.requireAuth,
      preHandler: requireOperator,
      schema: {
        params: Type.Object({ id: Type.String({ format: 'uuid' }) }, { additionalProperties: false }),
        body: TranslationUpdateBody,
        response: { 200: Translation },
      },
    },
    async (request) => {
      const { translations, ...fields } = request.body;
      const row = await app.db
        .updateTable('translations')
        .set({
          ...fields,
          ...(translations ? { translations: JSON.stringify(translations) } : {}),
          updatedAt: new Date(),
        })
        .where('id', '=', request.params.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound('No such translation');
      return strip(row);
    },
  );

  app.post(
    '/translation/createTranslation',
    {
      onRequest: app.requireAuth,
      preHandler: requireOperator,
      schema: { body: TranslationCreateBody, response: { 201: Translation } },
    },
    async (request, reply) => {
      const { translations, ...fields } = request.body;
      const row = await app.db
        .insertInto('translations')
        .values({ ...fields, translations: JSON.stringify(translations) })
        .onConflict((oc) => oc.column('isoCode').doNothing())
        .returningAll()
        .executeTakeFirst();
      if (!row) throw conflict(`A translation for "${fields.isoCode}" exists already`);
      return reply.status(201).send(strip(row));
    },
  );
};
export default routes;
