// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { eventName, type TournamentEventPayloads } from '../../src/contract/index.ts';
import { createMember } from '../support/build-app.ts';
import { socketClients } from '../support/sockets.ts';
import { useTestApp } from '../support/use-test-app.ts';

let url = '';
const testApp = useTestApp({}, async ({ app }) => {
  url = await app.listen({ host: '127.0.0.1', port: 0 });
});
const { open, connected, subscribe, closeAll } = socketClients(() => url);
afterAll(closeAll);

describe('socket.io', () => {
  it('refuses a connection without a valid token', async () => {
    await expect(connected(open(undefined))).rejects.toThrow('unauthorized');
    await expect(connected(open('y'.repeat(43)))).rejects.toThrow('unauthorized');
  });

  it('delivers a tournament event, in sequence, only to its subscribers', async () => {
    const member = await createMember(testApp().app);
    const subscriber = open(member.token);
    const bystander = open(member.token);
    await Promise.all([connected(subscriber), connected(bystander)]);
    expect(await subscribe(subscriber, 't-1')).toEqual({ ok: true });

    const received: Array<TournamentEventPayloads['poolPriceUpdate']> = [];
    const strays: unknown[] = [];
    subscriber.on(eventName('poolPriceUpdate', 't-1'), (payload) => received.push(payload));
    bystander.on(eventName('poolPriceUpdate', 't-1'), (payload) => strays.push(payload));

    testApp().app.realtime.emit('poolPriceUpdate', 't-1', { poolPrice: 100 });
    testApp().app.realtime.emit('poolPriceUpdate', 't-1', { poolPrice: 150 });
    await expect.poll(() => received.length).toBe(2);
    expect(received).toEqual([
      { tournamentId: 't-1', seq: 1, poolPrice: 100 },
      { tournamentId: 't-1', seq: 2, poolPrice: 150 },
    ]);
    expect(testApp().app.realtime.sequence('t-1')).toBe(2);
    expect(strays).toEqual([]);
  });

  it('answers a malformed subscription with a message', async () => {
    const member = await createMember(testApp().app);
    const socket = open(member.token);
    await connected(socket);
    const answer = await new Promise((resolve) => socket.emit('subscribe', { tournamentId: '' }, resolve));
    expect(answer).toEqual({ ok: false, message: 'tournamentId is required' });
  });

  it('ends the sockets of a session at logout', async () => {
    const member = await createMember(testApp().app);
    const socket = open(member.token);
    await connected(socket);
    const closed = new Promise((resolve) => socket.once('disconnect', resolve));
    await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${member.token}` },
    });
    await expect(closed).resolves.toBe('io server disconnect');
    await expect(connected(open(member.token))).rejects.toThrow('unauthorized');
  });
});
