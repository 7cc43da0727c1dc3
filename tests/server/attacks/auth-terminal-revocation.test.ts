// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { lastMessage, tokenIn } from '../../support/build-app.ts';
import { asOperator } from '../../support/operator-sql.ts';
import { terminalClients } from '../../support/terminal-clients.ts';
import { enteredMember, liveTournament } from '../../support/trading.ts';
import { useListeningApp } from '../../support/use-listening-app.ts';

/**
 * The embedded terminal has its own session (12 hours, one account), traded for a single-use embed token. It
 * must not outlive what ended the member's sessions: a password reset, or the member's approval taken away (by
 * an operator, in SQL), which also closes its open socket and the member's portal socket.
 */
const { app, db, databaseUrl, call, sockets } = useListeningApp(() => new Date());
const terminals = terminalClients(app);
afterAll(sockets.closeAll);
const terminalSocket = terminals.open;
const connected = terminals.outcome;

/** The member's portal socket, open. */
async function portalSocket(token: string) {
  const socket = sockets.open(token);
  await sockets.connected(socket);
  return socket;
}

const disconnected = (socket: Socket) =>
  new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));

async function memberWithTerminal() {
  const tournament = await liveTournament(app());
  const member = await enteredMember(app(), db(), tournament.id);
  return { member, ...(await terminals.openWorking(member.token, tournament.id, member.accountId)) };
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

  it('end when an operator takes approval away in SQL: both open sockets closed, HTTP and reconnects refused', async () => {
    const { member, terminal, socket } = await memberWithTerminal();
    const portal = await portalSocket(member.token);
    const closed = Promise.all([socket, portal].map(disconnected));
    await asOperator(databaseUrl(), 'UPDATE users SET is_approved = false WHERE id = $1', [member.user.id]);
    expect(await closed).toEqual(['io server disconnect', 'io server disconnect']);
    const refused = await terminal.call('POST', '/orders', { symbol: 'EURUSD', side: 'buy', volume: 1 });
    expect(refused.statusCode).toBe(401);
    expect(await connected(terminalSocket(terminal.token))).toBe('unauthorized');
    // Approved again, the member opens a new terminal: this one stays ended.
    await asOperator(databaseUrl(), 'UPDATE users SET is_approved = true WHERE id = $1', [member.user.id]);
    expect((await terminal.call('GET', '/state')).statusCode).toBe(401);
    expect(await connected(terminalSocket(terminal.token))).toBe('unauthorized');
  });

  it('outlive a delete that foreign keys refuse (a member who has paid and traded cannot be deleted)', async () => {
    const { member, terminal, socket } = await memberWithTerminal();
    const portal = await portalSocket(member.token);
    const deleted = asOperator(databaseUrl(), 'DELETE FROM users WHERE id = $1', [member.user.id]);
    await expect(deleted).rejects.toMatchObject({ code: '23503' });
    // A notice is sent on commit only. Another member's revocation, announced after, arrives after it would have.
    const other = await memberWithTerminal();
    const otherClosed = disconnected(other.socket);
    await asOperator(databaseUrl(), 'UPDATE users SET is_approved = false WHERE id = $1', [
      other.member.user.id,
    ]);
    await expect(otherClosed).resolves.toBe('io server disconnect');
    expect([socket.connected, portal.connected]).toEqual([true, true]);
    expect((await terminal.call('GET', '/state')).statusCode).toBe(200);
  });
});
