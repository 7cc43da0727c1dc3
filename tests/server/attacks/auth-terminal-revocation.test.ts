// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { TERMINAL_NAMESPACE } from '../../../src/contract/index.ts';
import { lastMessage, tokenIn } from '../../support/build-app.ts';
import { enteredMember, liveTournament, openTerminal } from '../../support/trading.ts';
import { socketClients } from '../../support/sockets.ts';
import { useListeningApp } from '../../support/use-listening-app.ts';

/**
 * The embedded terminal has its own session (12 hours, one account), traded for a single-use embed token. It
 * must not outlive what ended the member's sessions: a password reset, or the member's approval taken away.
 */
const { app, db, call } = useListeningApp(() => new Date());
const terminals = socketClients(() => {
  const { port } = app().server.address() as { port: number };
  return `http://127.0.0.1:${port}${TERMINAL_NAMESPACE}`;
});
afterAll(terminals.closeAll);
const terminalSocket = terminals.open;
const connected = terminals.outcome;

async function memberWithTerminal() {
  const tournament = await liveTournament(app());
  const member = await enteredMember(app(), db(), tournament.id);
  const terminal = await openTerminal(app(), member.token, tournament.id, member.accountId);
  const socket = terminalSocket(terminal.token);
  expect(await connected(socket)).toBe('connected');
  expect((await terminal.call('GET', '/state')).statusCode).toBe(200);
  return { member, terminal, socket };
}

describe('terminal sessions', () => {
  it('end with a password reset: refused on HTTP, the open terminal socket closed, a new one refused', async () => {
    const { member, terminal, socket } = await memberWithTerminal();
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await call('POST', '/auth/forgot-password', undefined, { email: member.user.email });
    const token = tokenIn((await lastMessage(app(), member.user.email)).text);
    expect(
      (await call('POST', '/setNewPassword', undefined, { token, password: 'Fresh-Pass-9' })).statusCode,
    ).toBe(200);
    expect((await terminal.call('GET', '/state')).statusCode).toBe(401);
    await expect(closed).resolves.toBe('io server disconnect');
    expect(await connected(terminalSocket(terminal.token))).toBe('unauthorized');
  });

  it('are refused once the member is no longer approved, on HTTP and on the terminal socket', async () => {
    const { member, terminal } = await memberWithTerminal();
    await db().updateTable('users').set({ isApproved: false }).where('id', '=', member.user.id).execute();
    const refused = await terminal.call('POST', '/orders', { symbol: 'EURUSD', side: 'buy', volume: 1 });
    expect(refused.statusCode).toBe(401);
    expect(await connected(terminalSocket(terminal.token))).toBe('unauthorized');
  });
});
