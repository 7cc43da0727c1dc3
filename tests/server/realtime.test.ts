// @vitest-environment node
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { eventName, type TournamentEventPayloads } from '../../src/contract/index.ts';
import { buildTestApp, createMember } from '../support/build-app.ts';

let harness: Awaited<ReturnType<typeof buildTestApp>>;
let url = '';
const sockets: Socket[] = [];

beforeAll(async () => {
  harness = await buildTestApp(inject('databaseUrl'));
  url = await harness.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await harness.close();
});

const open = (token: string | undefined) => {
  const socket = io(url, {
    path: '/socket.io',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  sockets.push(socket);
  return socket;
};
const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
const subscribe = (socket: Socket, tournamentId: string) =>
  new Promise<unknown>((resolve) => socket.emit('subscribe', { tournamentId }, resolve));

describe('socket.io', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(connected(open(undefined))).rejects.toThrow('unauthorized');
    await expect(connected(open('y'.repeat(43)))).rejects.toThrow('unauthorized');
  });

  it('delivers a tournament event, in sequence, only to its subscribers', async () => {
    const member = await createMember(harness.app);
    const subscriber = open(member.token);
    const bystander = open(member.token);
    await Promise.all([connected(subscriber), connected(bystander)]);
    expect(await subscribe(subscriber, 't-1')).toEqual({ ok: true });

    const received: Array<TournamentEventPayloads['poolPriceUpdate']> = [];
    const strays: unknown[] = [];
    subscriber.on(eventName('poolPriceUpdate', 't-1'), (payload) => received.push(payload));
    bystander.on(eventName('poolPriceUpdate', 't-1'), (payload) => strays.push(payload));

    harness.app.realtime.emit('poolPriceUpdate', 't-1', { poolPrice: 100 });
    harness.app.realtime.emit('poolPriceUpdate', 't-1', { poolPrice: 150 });
    await expect.poll(() => received.length).toBe(2);
    expect(received).toEqual([
      { tournamentId: 't-1', seq: 1, poolPrice: 100 },
      { tournamentId: 't-1', seq: 2, poolPrice: 150 },
    ]);
    expect(harness.app.realtime.sequence('t-1')).toBe(2);
    expect(strays).toEqual([]);
  });

  it('answers a malformed subscription with a message', async () => {
    const member = await createMember(harness.app);
    const socket = open(member.token);
    await connected(socket);
    const answer = await new Promise((resolve) => socket.emit('subscribe', { tournamentId: '' }, resolve));
    expect(answer).toEqual({ ok: false, message: 'tournamentId is required' });
  });

  it('ends the sockets of a session at logout', async () => {
    const member = await createMember(harness.app);
    const socket = open(member.token);
    await connected(socket);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await harness.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${member.token}` },
    });
    await expect(closed).resolves.toBe('io server disconnect');
    await expect(connected(open(member.token))).rejects.toThrow('unauthorized');
  });
});
