import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { freePort } from '../../server/src/db/embedded.ts';

/** The platform's connections carry this name, so a test can find its backends in pg_stat_activity. */
export const PLATFORM_APPLICATION = 'tradearena-platform';

const withApplicationName = (databaseUrl: string) => {
  const url = new URL(databaseUrl);
  url.searchParams.set('application_name', PLATFORM_APPLICATION);
  return url.toString();
};

/** Test settings: no background clock, market ticks or bots, and limits that a test's own traffic never reaches. */
const TEST_ENV = {
  NODE_ENV: 'test',
  HOST: '127.0.0.1',
  STATIC_DIR: '/nonexistent',
  LIFECYCLE_TICK_MS: '0',
  MARKET_TICK_MS: '0',
  PULSE_MS: '0',
  BOTS: 'off',
  PROVISION_DELAY_MS: '60000',
  RATE_LIMIT_MAX: '10000',
  AUTH_LIMIT_PER_IP: '10000',
  AUTH_LIMIT_PER_ACCOUNT: '10000',
  LOG_LEVEL: 'error',
};

async function waitHealthy(url: string, child: ChildProcess, output: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`The platform exited while starting:\n${output()}`);
    const ok = await fetch(`${url}/api/v1/health`).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`The platform did not become healthy within 60 s:\n${output()}`);
}

/**
 * The real platform (`server/src/server.ts`) as its own process on `databaseUrl`, one port for its whole life:
 * `kill()` ends it with SIGKILL (no shutdown hook runs, as in a crash or an OOM kill), `start()` boots it again
 * on the same database and port. Node runs the TypeScript through tsx's loader in the same process, so the
 * signal reaches the platform itself, not a wrapper.
 */
export async function platformProcess(databaseUrl: string, env: Record<string, string> = {}) {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  let child: ChildProcess | undefined;
  let log = '';

  const start = async () => {
    log = '';
    child = spawn(process.execPath, ['--import', 'tsx', 'server/src/server.ts'], {
      env: {
        ...process.env,
        ...TEST_ENV,
        ...env,
        PORT: String(port),
        DATABASE_URL: withApplicationName(databaseUrl),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    child.stderr?.on('data', (chunk: Buffer) => (log += chunk.toString()));
    await waitHealthy(url, child, () => log);
  };

  const end = async (signal: NodeJS.Signals) => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null || running.signalCode !== null) return;
    const exited = once(running, 'exit');
    running.kill(signal);
    await exited;
  };

  await start();
  return {
    url,
    start,
    /** As a crash: SIGKILL, then wait until the process is gone. */
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
    output: () => log,
  };
}
export type PlatformProcess = Awaited<ReturnType<typeof platformProcess>>;
