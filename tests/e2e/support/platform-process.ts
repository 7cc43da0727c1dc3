import { spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { connect } from '../../../server/src/db/connect.ts';
import { createTestDatabase } from '../../support/postgres.ts';

const freePort = () =>
  new Promise<number>((done, fail) => {
    const probe = createServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => done(port));
    });
  });

/**
 * The platform as an operator runs it (`npm run serve`: server/src/server.ts in its own process, development mode)
 * on a fresh database, with every line it writes to stdout and stderr kept in `lines`. `LOG_LEVEL=debug` logs
 * everything `info` does plus one line per request (what production logs at `info`), so secrets in request URLs
 * would show up too.
 */
export async function startPlatformProcess(serverUrl: string) {
  const database = await createTestDatabase(serverUrl);
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child = spawn(resolve('node_modules/.bin/tsx'), ['server/src/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      LOG_LEVEL: 'debug',
      DATABASE_URL: database.url,
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: url,
      STATIC_DIR: resolve('dist'),
      BOTS: 'off',
      LIFECYCLE_TICK_MS: '1000',
      PROVISION_DELAY_MS: '300',
      PULSE_MS: '300',
      RATE_LIMIT_MAX: '100000',
      AUTH_LIMIT_PER_IP: '10000',
      AUTH_LIMIT_PER_ACCOUNT: '10000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const parts = (rest + chunk).split('\n');
      rest = parts.pop() ?? '';
      lines.push(...parts.filter((line) => line.trim() !== ''));
    });
  }
  const deadline = Date.now() + 90_000;
  while (!lines.some((line) => line.includes(`is running at ${url}`))) {
    if (child.exitCode !== null || Date.now() > deadline)
      throw new Error(`The platform did not start:\n${lines.join('\n')}`);
    await new Promise((done) => setTimeout(done, 200));
  }
  const db = connect(database.url, 3);
  return {
    url,
    db,
    lines,
    /** Stops the process (SIGTERM: it closes and flushes its log) and drops its database. */
    close: async () => {
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((done) => setTimeout(done, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
      await db.destroy();
      await database.drop();
    },
  };
}
export type PlatformProcess = Awaited<ReturnType<typeof startPlatformProcess>>;
