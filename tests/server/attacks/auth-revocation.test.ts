// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { io, type Socket } from 'socket.io-client';
import { createMember, lastMessage, tokenIn } from '../../support/build-app.ts';
import { asOperator, operatorAlone } from '../../support/operator-sql.ts';
import { useListeningApp } from '../../support/use-listening-app.ts';

/**
 * A token that no longer stands for a signed-in, approved member is refused on HTTP and by socket.io, also when
 * a socket that was open reconnects (connection state recovery runs the auth middleware again). An operator who
 * takes a member's approval away or deletes them in SQL closes their open sockets too: the database announces it
 * (server/migrations/0011-member-revoked.ts). Logout of one session is in tests/server/auth-session.test.ts and
 * realtime.test.ts; this covers the rest.
 */
const { app, databaseUrl, call, sockets } = useListeningApp(() => new Date());
let url = '';
const opened: Socket[] = [];
afterAll(() => {
  opened.forEach((socket) => socket.disconnect());
  sockets.closeAll();
});

/** A socket as the portal keeps it: it reconnects by itself after a dropped connection. */
async function liveSocket(token: string) {
  url ||= `http://127.0.0.1:${(app().server.address() as { port: number }).port}`;
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnectionDelay: 50,
    reconnectionDelayMax: 200,
  });
  opened.push(socket);
  await sockets.connected(socket);
  return socket;
}

/** Drops the connection under the socket (as a network change would) and answers how its reconnect ended. */
function dropAndReconnect(socket: Socket) {
  const outcome = new Promise<string>((resolve) => {
    socket.once('connect', () => resolve('reconnected'));
    socket.once('connect_error', (error) => resolve(error.message));
  });
  socket.io.engine.close();
  return outcome;
}

const me = (token: string) => call('GET', '/auth/me', token);

describe('revoked and orphaned tokens', () => {
  it('reconnects a socket whose session is still good (the control for the cases below)', async () => {
    const { token } = await createMember(app());
    expect(await dropAndReconnect(await liveSocket(token))).toBe('reconnected');
  });

  it('refuses the token after logout, on HTTP and when its socket connects again', async () => {
    const { token } = await createMember(app());
    const socket = await liveSocket(token);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    expect((await call('POST', '/auth/logout', token)).statusCode).toBe(204);
    await expect(closed).resolves.toBe('io server disconnect');
    expect((await me(token)).statusCode).toBe(401);
    socket.connect();
    await expect(sockets.connected(socket)).rejects.toThrow('unauthorized');
  });

  it('ends every session and its sockets when the password is reset', async () => {
    const member = await createMember(app());
    const other = await app().sessions.create(member.user.id);
    const socket = await liveSocket(other.token);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await call('POST', '/auth/forgot-password', undefined, { email: member.user.email });
    const resetToken = tokenIn((await lastMessage(app(), member.user.email)).text);
    const reset = await call('POST', '/setNewPassword', undefined, {
      token: resetToken,
      password: 'Fresh-Pass-9',
    });
    expect(reset.statusCode).toBe(200);
    expect((await me(member.token)).statusCode).toBe(401);
    expect((await me(other.token)).statusCode).toBe(401);
    await expect(closed).resolves.toBe('io server disconnect');
    socket.connect();
    await expect(sockets.connected(socket)).rejects.toThrow('unauthorized');
  });

  it('closes the open socket of a member whose approval an operator takes away in SQL, for good', async () => {
    const { user, token } = await createMember(app());
    const bystander = await liveSocket((await createMember(app())).token);
    const socket = await liveSocket(token);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await asOperator(databaseUrl(), 'UPDATE users SET is_approved = false WHERE id = $1', [user.id]);
    await expect(closed).resolves.toBe('io server disconnect');
    expect((await me(token)).statusCode).toBe(401);
    socket.connect();
    await expect(sockets.connected(socket)).rejects.toThrow('unauthorized');
    expect(bystander.connected).toBe(true);
    // Approved again, the member signs in anew: the old token stays ended.
    await asOperator(databaseUrl(), 'UPDATE users SET is_approved = true WHERE id = $1', [user.id]);
    expect((await me(token)).statusCode).toBe(401);
    await expect(sockets.connected(sockets.open(token))).rejects.toThrow('unauthorized');
  });

  it('closes the open socket of a member an operator deletes in SQL, and refuses the token', async () => {
    const { user, token } = await createMember(app());
    const socket = await liveSocket(token);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await asOperator(databaseUrl(), 'DELETE FROM users WHERE id = $1', [user.id]);
    await expect(closed).resolves.toBe('io server disconnect');
    const answer = await me(token);
    expect([answer.statusCode, answer.json()]).toEqual([401, { message: 'Please sign in to continue' }]);
    socket.connect();
    await expect(sockets.connected(socket)).rejects.toThrow('unauthorized');
    await expect(sockets.connected(sockets.open(token))).rejects.toThrow('unauthorized');
  });

  it('catches up with a revocation made while it could not listen, once it listens again', async () => {
    const { user, token } = await createMember(app());
    const socket = await liveSocket(token);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    // The platform's connections (its listener's too) are ended when the notice is sent: nobody hears it.
    const operator = await operatorAlone(databaseUrl());
    try {
      await operator.query('UPDATE users SET is_approved = false WHERE id = $1', [user.id]);
    } finally {
      await operator.reopen();
    }
    await expect(closed).resolves.toBe('io server disconnect');
    expect((await me(token)).statusCode).toBe(401);
  });
});
