import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  Candle,
  CandlesQuery,
  ClosedTrade,
  HistoryQuery,
  OrderRequest,
  Position,
  PositionParams,
  TerminalSession,
  TerminalSessionRequest,
  TerminalState,
  TRADING_MESSAGES,
} from '../../contract.ts';
import { unauthorized, unprocessable } from '../../errors.ts';
import { bearerToken } from '../../plugins/auth.ts';
import { sealOf } from '../../plugins/idempotency.ts';
import { tradeHistory } from '../../repositories/positions.ts';

const grantOf = (request: FastifyRequest) =>
  request.terminal ?? Promise.reject(unauthorized(TRADING_MESSAGES.sessionExpired));

/**
 * The embedded terminal's calls (docs/api.md): opened with a single-use embed token, then authorised by a terminal
 * session for one account. A member's session token does not work here, nor a terminal token anywhere else.
 */
const routes: FastifyPluginAsyncTypebox = async (app) => {
  app.decorateRequest('terminal', null);

  app.post(
    '/terminal/session',
    { schema: { body: TerminalSessionRequest, response: { 200: TerminalSession } } },
    async (request) => {
      const session = await app.terminalTokens.exchange(request.body.embedToken);
      if (!session) throw unauthorized(TRADING_MESSAGES.embedInvalid);
      return { ...session, expiresAt: session.expiresAt.toISOString() };
    },
  );

  const authorisedRoutes: FastifyPluginAsyncTypebox = async (authorised) => {
    authorised.addHook('onRequest', async (request) => {
      const token = bearerToken(request.headers.authorization);
      request.terminal = token ? await app.terminalTokens.resolve(token) : null;
      if (!request.terminal) throw unauthorized(TRADING_MESSAGES.sessionExpired);
      // Idempotency keys are scoped to the member, as on every other route.
      request.auth = { userId: request.terminal.userId, sessionId: `terminal:${request.terminal.accountId}` };
    });

    authorised.get('/terminal/state', { schema: { response: { 200: TerminalState } } }, async (request) =>
      app.trading.state((await grantOf(request)).accountId),
    );

    authorised.get(
      '/terminal/candles',
      { schema: { querystring: CandlesQuery, response: { 200: Type.Array(Candle) } } },
      async (request) => {
        const { symbol, limit = 300 } = request.query;
        if (!app.market.instrument(symbol)) throw unprocessable(TRADING_MESSAGES.unknownSymbol);
        return app.market.candles(symbol, limit);
      },
    );

    authorised.get(
      '/terminal/history',
      { schema: { querystring: HistoryQuery, response: { 200: Type.Array(ClosedTrade) } } },
      async (request) =>
        tradeHistory(
          app.db,
          (await grantOf(request)).accountId,
          request.query.limit ?? 50,
          request.query.before,
        ),
    );

    authorised.post(
      '/terminal/orders',
      { config: { idempotency: 'sealed' }, schema: { body: OrderRequest, response: { 200: Position } } },
      async (request, reply) =>
        app.trading.placeOrder((await grantOf(request)).accountId, request.body, sealOf(request, reply)),
    );

    authorised.post(
      '/terminal/positions/:id/close',
      {
        config: { idempotency: 'sealed' },
        schema: { params: PositionParams, response: { 200: ClosedTrade } },
      },
      async (request, reply) =>
        app.trading.closePosition(
          (await grantOf(request)).accountId,
          request.params.id,
          sealOf(request, reply),
        ),
    );
  };
  await app.register(authorisedRoutes);
};
export default routes;
