import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { once } from 'node:events';
import { connect as connectTcp } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from '../../server/src/db/embedded.ts';

/**
 * PostgreSQL and Redis as an operator runs them (issue 12): Debian's packages, separate processes on loopback,
 * not the embedded PostgreSQL from npm. Each lives in a throw-away directory; `stop` ends it and removes that.
 * CI installs the packages when missing (.ci/run); elsewhere a test skips when `missingServices()` names one.
 */
export type ExternalService = { url: string; stop: () => Promise<void> };

const POSTGRES_ROOT = '/usr/lib/postgresql';
const REDIS_SERVER = '/usr/bin/redis-server';
const START_TIMEOUT_MS = 30_000;

/** The newest Debian PostgreSQL's bin directory, if one is installed. */
function postgresBin() {
  if (!existsSync(POSTGRES_ROOT)) return undefined;
  const versions = readdirSync(POSTGRES_ROOT)
    .filter((version) => existsSync(join(POSTGRES_ROOT, version, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions[0] && join(POSTGRES_ROOT, versions[0], 'bin');
}

/** Why Redis cannot be started here (as a list, empty when it can): for tests that need only Redis. */
export const missingRedis = () =>
  existsSync(REDIS_SERVER) ? [] : [`Redis (no ${REDIS_SERVER}: apt-get install redis-server)`];

/** What is missing to run both services, as a reason to print when a test skips; empty when nothing is. */
export function missingServices(): string[] {
  const missing: string[] = [];
  if (!postgresBin())
    missing.push(`PostgreSQL (no ${POSTGRES_ROOT}/*/bin/initdb: apt-get install postgresql)`);
  return [...missing, ...missingRedis()];
}

/** PostgreSQL refuses to run as root: as root, it runs as Debian's `postgres` user, which owns its directory. */
function postgresUser(dir: string) {
  if (process.getuid?.() !== 0) return {};
  const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }));
  const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }));
  chownSync(dir, uid, gid);
  return { uid, gid };
}

function captured(child: ChildProcess) {
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return () => output;
}

/** Waits until `isUp` answers true, failing early with the service's output when its process ends. */
async function waitUntil(
  name: string,
  child: ChildProcess,
  output: () => string,
  isUp: () => Promise<boolean>,
) {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`${name} exited while starting:\n${output()}`);
    if (await isUp()) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${name} did not start within ${START_TIMEOUT_MS / 1000} s:\n${output()}`);
}

async function end(child: ChildProcess, signal: NodeJS.Signals) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill(signal);
  await exited;
}

/**
 * A PostgreSQL cluster of its own, trust authentication on 127.0.0.1 only, tuned for tests (no fsync: a crash of
 * the machine may lose it, which a throw-away cluster does not mind). The URL names the `postgres` database.
 */
export async function startPostgres(): Promise<ExternalService> {
  const bin = postgresBin();
  if (!bin) throw new Error(missingServices().join('; '));
  const dir = mkdtempSync(join(tmpdir(), 'tradearena-extpg-'));
  const user = postgresUser(dir);
  const dataDir = join(dir, 'data');
  execFileSync(
    join(bin, 'initdb'),
    ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C', '--no-sync'],
    { ...user, stdio: 'pipe' },
  );
  const port = await freePort();
  const settings = {
    listen_addresses: '127.0.0.1',
    unix_socket_directories: dir,
    max_connections: '200',
    fsync: 'off',
    synchronous_commit: 'off',
    full_page_writes: 'off',
  };
  const child = spawn(
    join(bin, 'postgres'),
    [
      '-D',
      dataDir,
      '-p',
      String(port),
      ...Object.entries(settings).flatMap(([key, value]) => ['-c', `${key}=${value}`]),
    ],
    { ...user, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const output = captured(child);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  const isUp = async () => {
    const client = new pg.Client({ connectionString: url });
    client.on('error', () => undefined);
    try {
      await client.connect();
      await client.query('select 1');
      return true;
    } catch {
      return false;
    } finally {
      await client.end().catch(() => undefined);
    }
  };
  try {
    await waitUntil('PostgreSQL', child, output, isUp);
  } catch (error) {
    await end(child, 'SIGKILL');
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    stop: async () => {
      // SIGINT is PostgreSQL's fast shutdown: it ends every client's session instead of waiting for them.
      await end(child, 'SIGINT');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Whether a Redis answers PING on the port. */
const pings = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connectTcp(port, '127.0.0.1');
    socket.setTimeout(1_000, () => socket.destroy());
    socket.once('connect', () => socket.write('PING\r\n'));
    socket.once('data', (data) => {
      resolve(data.toString().startsWith('+PONG'));
      socket.destroy();
    });
    socket.once('close', () => resolve(false));
    socket.once('error', () => resolve(false));
  });

/**
 * A Redis of its own on 127.0.0.1, keeping nothing on disk. `stop` and `start` end it and bring it back on the
 * same port (a Redis lost and restarted); `stop` also removes its directory when `isFinal`.
 */
export async function startRedis() {
  if (!existsSync(REDIS_SERVER)) throw new Error(missingRedis().join('; '));
  const dir = mkdtempSync(join(tmpdir(), 'tradearena-redis-'));
  const port = await freePort();
  let child: ChildProcess | undefined;
  const start = async () => {
    const running = spawn(
      REDIS_SERVER,
      ['--port', String(port), '--bind', '127.0.0.1', '--dir', dir, '--save', '', '--appendonly', 'no'],
      { stdio: ['ignore', 'pipe', 'pipe'] },
    );
    child = running;
    await waitUntil('Redis', running, captured(running), () => pings(port));
  };
  await start();
  return {
    url: `redis://127.0.0.1:${port}`,
    start,
    /** Ends the server (as an outage: the platform is not told); `isFinal` also removes its directory. */
    stop: async ({ isFinal = true } = {}) => {
      if (child) await end(child, 'SIGKILL');
      child = undefined;
      if (isFinal) rmSync(dir, { recursive: true, force: true });
    },
  };
}
