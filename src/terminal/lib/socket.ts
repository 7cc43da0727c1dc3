import type { Socket } from 'socket.io-client';
import { TERMINAL_NAMESPACE, type TerminalServerEvents } from '../../contract/trading.ts';

type TerminalSocket = Socket<TerminalServerEvents>;

export type TerminalSocketHandlers = TerminalServerEvents & {
  onStatus: (status: 'live' | 'reconnecting') => void;
  /** Connected again after a drop: events were missed, the caller refetches the state. */
  onReconnect: () => void;
  /** The server refused the handshake (bad or expired token): the caller checks the session, then may retry. */
  onRefused: (retry: () => void) => void;
};

/**
 * The only place the terminal touches socket.io-client, loaded on demand so the first paint does not wait for it.
 * Returns the disconnect function.
 */
export async function connectTerminal(
  readToken: () => string | null,
  handlers: TerminalSocketHandlers,
): Promise<() => void> {
  const { io } = await import('socket.io-client');
  const socket: TerminalSocket = io(TERMINAL_NAMESPACE, {
    path: '/socket.io',
    transports: ['websocket'],
    // Read on every attempt, so a session that ended is not offered again.
    auth: (callback) => callback({ token: readToken() }),
  });
  let hasConnected = false;
  socket.on('connect', () => {
    handlers.onStatus('live');
    if (hasConnected) handlers.onReconnect();
    hasConnected = true;
  });
  socket.on('disconnect', () => handlers.onStatus('reconnecting'));
  socket.on('connect_error', () => {
    handlers.onStatus('reconnecting');
    // socket.io stops retrying only when the server's middleware refused us.
    if (!socket.active) handlers.onRefused(() => socket.connect());
  });
  socket.on('quotes', handlers.quotes);
  socket.on('account', handlers.account);
  socket.on('positionClosed', handlers.positionClosed);
  return () => {
    socket.removeAllListeners();
    socket.disconnect();
  };
}
