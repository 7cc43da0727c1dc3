import type { FastifyInstance } from 'fastify';
import type { Namespace } from 'socket.io';
import type { TerminalGrant } from '../repositories/terminal-tokens.ts';
import { TERMINAL_NAMESPACE, type TerminalServerEvents } from '../contract.ts';
import type { Held } from './book.ts';

const room = (accountId: string) => `account:${accountId}`;

/**
 * The terminal's socket namespace: authenticated with a terminal session (never the member's token), each
 * socket joins its one account's room. Quotes go to every terminal; account updates only to their own.
 */
export function attachTerminalSockets(app: FastifyInstance) {
  const terminals: Namespace<
    Record<string, never>,
    TerminalServerEvents,
    Record<string, never>,
    TerminalGrant
  > = app.realtime.io.of(TERMINAL_NAMESPACE) as never;

  terminals.use(async (socket, next) => {
    const token = socket.handshake.auth.token;
    const grant =
      typeof token === 'string' ? await app.terminalTokens.resolve(token).catch(() => null) : null;
    if (!grant) return next(new Error('unauthorized'));
    socket.data = grant;
    next();
  });
  terminals.on('connection', (socket) => void socket.join(room(socket.data.accountId)));

  // Every process's feed ticks or follows the leader's: each sends the quotes to its own terminals only.
  app.market.onQuotes((quotes) => {
    if (quotes.length > 0 && terminals.sockets.size > 0) terminals.local.emit('quotes', quotes);
  });
  app.book.onClosed((account, trades) => {
    for (const trade of trades) terminals.to(room(account.accountId)).emit('positionClosed', trade);
  });

  return {
    /** Sends the account's new valuation to its open terminals on this process, if any. */
    pushAccount(account: Held) {
      if (!terminals.adapter.rooms.has(room(account.accountId))) return;
      terminals.local.to(room(account.accountId)).emit('account', app.trading.view(account));
    },
  };
}
