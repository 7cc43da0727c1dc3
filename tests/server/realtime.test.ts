// @vitest-environment node
import { randomUUID } from 'node:crypto';
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
    const id = randomUUID();
    expect(await subscribe(subscriber, id)).toEqual({ ok: true });

    const received: Array<TournamentEventPayloads['poolPriceUpdate']> = [];
    const strays: unknown[] = [];
    subscriber.on(eventName('poolPriceUpdate', id), (payload) => received.push(payload));
    bystander.on(eventName('poolPriceUpdate', id), (payload) => strays.push(payload));

    testApp().app.realtime.emit('poolPriceUpdate', id, { poolPrice: 100 });
    testApp().app.realtime.emit('poolPriceUpdate', id, { poolPrice: 150 });
    await expect.poll(() => received.length).toBe(2);
    expect(received).toEqual([
      { tournamentId: id, seq: 1, poolPrice: 100 },
      { tournamentId: id, seq: 2, poolPrice: 150 },
    ]);
    expect(testApp().app.realtime.sequence(id)).toBe(2);
    expect(strays).toEqual([]);
  });

  it('answers a malformed subscription with a message', async () => {
    const member = await createMember(testApp().app);
    const socket = open(member.token);
    await connected(socket);
    const answer = await new Promise((resolve) => socket.emit('subscribe', { tournamentId: 't-1' }, resolve));
    expect(answer).toEqual({ ok: false, message: 'tournamentId must be a tournament id' });
    const unknown = await new Promise((resolve) =>
      socket.emit('subscribe', { tournamentId: randomUUID(), snapshot: true }, resolve),
    );
    expect(unknown).toEqual({ ok: false, message: 'Tournament not found' });
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
