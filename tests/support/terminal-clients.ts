import type { Socket } from 'socket.io-client';
import { afterAll, expect } from 'vitest';
import type { App } from '../../server/src/app.ts';
import { TERMINAL_NAMESPACE } from '../../src/contract/index.ts';
import { socketClients } from './sockets.ts';
import { openTerminal } from './trading.ts';

type TerminalClients = ReturnType<typeof socketClients> & {
  openWorking: (
    memberToken: string,
    tournamentId: string,
    accountId: string,
  ) => Promise<{ terminal: Awaited<ReturnType<typeof openTerminal>>; socket: Socket }>;
};

/**
 * socket.io clients of the terminal namespace of a listening app (see useListeningApp), closed after the file;
 * `openWorking` opens a terminal the way the portal does and checks that its socket and HTTP both work, so a
 * test that ends it starts from one that did.
 */
export function terminalClients(app: () => App): TerminalClients {
  const clients = socketClients(() => {
    const { port } = app().server.address() as { port: number };
    return `http://127.0.0.1:${port}${TERMINAL_NAMESPACE}`;
  });
  afterAll(clients.closeAll);
  async function openWorking(memberToken: string, tournamentId: string, accountId: string) {
    const terminal = await openTerminal(app(), memberToken, tournamentId, accountId);
    const socket = clients.open(terminal.token);
    expect(await clients.outcome(socket)).toBe('connected');
    expect((await terminal.call('GET', '/state')).statusCode).toBe(200);
    return { terminal, socket };
  }
  return { ...clients, openWorking };
}
