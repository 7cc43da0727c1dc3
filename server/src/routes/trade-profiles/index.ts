import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { Id, ProfileNameBody, Strict, TradeAccount } from '../../contract.ts';
import { badRequest } from '../../errors.ts';
import { memberAccounts, renameAccount } from '../../repositories/trade-accounts.ts';
import { memberIdOf } from '../../plugins/auth.ts';

const AccountParams = Strict({ accountId: Id });

/** Trade profiles (designed by us): the member's accounts under the names they chose; renaming is theirs alone. */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.addHook('onRequest', app.requireAuth);

  app.get('/trade-profiles', { schema: { response: { 200: Type.Array(TradeAccount) } } }, async (request) =>
    memberAccounts(app.db, memberIdOf(request)),
  );

  app.patch(
    '/trade-profiles/:accountId',
    { schema: { params: AccountParams, body: ProfileNameBody, response: { 200: TradeAccount } } },
    async (request) => {
      const profileName = request.body.profileName.trim();
      if (!profileName) throw badRequest('profileName must not be empty');
      const account = await renameAccount(app.db, memberIdOf(request), request.params.accountId, profileName);
      app.boards.rename(account.tournamentId, account.accountId, account.profileName);
      return account;
    },
  );
};
export default routes;
