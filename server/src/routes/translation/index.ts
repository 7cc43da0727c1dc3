import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Translation, TranslationList, TranslationQuery } from '../../contract.ts';
import { notFound } from '../../errors.ts';

/** GET translation?isoCode= and GET translation/all of spec section 7 (updates come with the accounts issue). */
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
      const { updatedAt: _updatedAt, ...translation } = row;
      return translation;
    },
  );

  app.get('/translation/all', { schema: { response: { 200: TranslationList } } }, async () =>
    app.db
      .selectFrom('translations')
      .select(['id', 'isoCode', 'name', 'flagCode', 'isRtl', 'localHelper'])
      .orderBy('isoCode')
      .execute(),
  );
};
export default routes;
