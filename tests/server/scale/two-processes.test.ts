// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../../../server/src/contract.ts';
import { codeIn, createMember } from '../../support/build-app.ts';
import { freePort } from '../../../server/src/db/embedded.ts';
import { missingServices } from '../../support/external-services.ts';
import { platformProcess, type PlatformProcess } from '../../support/platform-process.ts';
import { api, sharedServices, type SharedServices } from '../../support/scale.ts';
import { socketClients } from '../../support/sockets.ts';

/*
 * Issue 12: several platform processes on one external PostgreSQL and one Redis. Here two real platform processes
 * (server/src/server.ts) share both; a member's sockets are open on each, and what one process does to them
 * reaches the sockets the other holds, through socket.io's Redis adapter.
 */
const missing = missingServices();
if (missing.length > 0) console.log(`Skipping the two-process tests; missing: ${missing.join('; ')}`);

/** A bound on waiting, not a timing assertion: a disconnect that never comes fails the test instead of hanging it. */
const WAIT_MS = 10_000;

/** Why the socket was disconnected, or 'still connected' when that does not happen within WAIT_MS. */
const disconnection = (socket: Socket) =>
  new Promise<string>((resolve) => {
    const timer = setTimeout(() => resolve('still connected'), WAIT_MS);
    socket.once('disconnect', (reason) => {
      clearTimeout(timer);
      resolve(reason);
    });
  });

describe.skipIf(missing.length > 0)('two platform processes on one PostgreSQL and Redis', () => {
  let services: SharedServices;
  let data: SharedServices['data'];
  let one: PlatformProcess;
  let other: PlatformProcess;
  let toOne: ReturnType<typeof socketClients>;
  let toOther: ReturnType<typeof socketClients>;

  beforeAll(async () => {
    services = await sharedServices();
    data = services.data;
    const env = { REDIS_URL: services.redis.url };
    [one, other] = await Promise.all([platformProcess(data.url, env), platformProcess(data.url, env)]);
    toOne = socketClients(() => one.url);
    toOther = socketClients(() => other.url);
  }, 180_000);

  afterAll(async () => {
    toOne?.closeAll();
    toOther?.closeAll();
    await Promise.all([one?.stop(), other?.stop()]);
    await services?.stop();
  }, 60_000);

  /** The member's socket on each process, connected. */
  const socketsOnBoth = async (token: string) => {
    const sockets = [toOne.open(token), toOther.open(token)] as const;
    await Promise.all(sockets.map(toOne.connected));
    return sockets;
  };

  const post = (baseUrl: string, path: string, token?: string, body?: unknown) =>
    api(baseUrl, 'POST', path, token, body);

  it('a logout on one process ends the session’s socket on the other too', async () => {
    const member = await createMember(data.app);
    const [onOne, onOther] = await socketsOnBoth(member.token);
    const ends = [disconnection(onOne), disconnection(onOther)];

    expect((await post(one.url, '/auth/logout', member.token)).status).toBe(204);

    expect(await Promise.all(ends)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('a password reset on one process ends the member’s sockets on the other too', async () => {
    const member = await createMember(data.app);
    const [onOne, onOther] = await socketsOnBoth(member.token);
    const ends = [disconnection(onOne), disconnection(onOther)];
    const token = await data.app.actionTokens.issue('reset_password', member.user.id);

    const reset = await post(one.url, `/auth/reset-password?token=${token}`, undefined, {
      password: 'Brand-New-1',
    });

    expect(reset.status).toBe(200);
    expect(await Promise.all(ends)).toEqual(['io server disconnect', 'io server disconnect']);
  });

  it('a process that shuts down and starts again leaves the other’s sockets, and reaches them again', async () => {
    const member = await createMember(data.app);
    const witness = await createMember(data.app);
    const onOther = toOther.open(member.token);
    const witnessOnOther = toOther.open(witness.token);
    await Promise.all([onOther, witnessOnOther].map(toOther.connected));
    const memberEnd = disconnection(onOther);

    await one.stop();
    await one.start();
    // The witness's logout goes through Redis after whatever the stopping process published: once the witness's
    // socket on the other process is gone, that process has heard everything the stopped one said.
    const witnessEnd = disconnection(witnessOnOther);
    expect((await post(one.url, '/auth/logout', witness.token)).status).toBe(204);
    expect(await witnessEnd).toBe('io server disconnect');

    expect(onOther.connected).toBe(true);
    onOther.disconnect();
    expect(await memberEnd).toBe('io client disconnect');
  });

  it('an outbox retry that lands on the other process gets the first answer, and the change is made once', async () => {
    const member = await createMember(data.app);
    const keyed = (baseUrl: string, firstname: string) =>
      api(
        baseUrl,
        'PATCH',
        `/users/${member.user.id}`,
        member.token,
        { firstname },
        {
          [IDEMPOTENCY_HEADER]: 'outbox-row-1',
        },
      );

    const first = await keyed(one.url, 'Ada');
    const retry = await keyed(other.url, 'Ada');
    const anotherBody = await keyed(other.url, 'Grace');

    expect(first.status).toBe(200);
    expect([retry.status, retry.headers.get(IDEMPOTENT_REPLAY_HEADER), retry.body]).toEqual([
      200,
      'true',
      first.body,
    ]);
    expect(anotherBody.status).toBe(422);
    const stored = await data.db
      .selectFrom('users')
      .select('firstname')
      .where('id', '=', member.user.id)
      .execute();
    expect(stored).toEqual([{ firstname: 'Ada' }]);
  });

  it('a sign-in code asked of one process is checked by the other, and read from the dev outbox of either', async () => {
    const member = await createMember(data.app);
    const { email } = member.user;
    expect(
      (await api(one.url, 'POST', '/auth/request-otp', undefined, { type: 'email', email })).status,
    ).toBe(200);
    const outbox = await api(other.url, 'GET', `/dev/outbox?to=${encodeURIComponent(email)}`);
    const [mail] = outbox.body as unknown as Array<{ text: string }>;

    const signIn = await api(other.url, 'POST', '/auth/verify-otp', undefined, {
      email,
      otp: codeIn(mail?.text ?? ''),
    });

    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ id: member.user.id });
  });

  it('refuses to start when Redis cannot be reached, and says so', async () => {
    const closedPort = await freePort();
    const start = platformProcess(data.url, { REDIS_URL: `redis://:not-for-logs@127.0.0.1:${closedPort}` });

    const failure = await start.then(
      async (platform) => {
        await platform.stop();
        return 'started';
      },
      (error: unknown) => String(error),
    );

    expect(failure).toContain(`Redis at 127.0.0.1:${closedPort} (REDIS_URL) cannot be reached`);
    expect(failure).not.toContain('not-for-logs');
  });
});
