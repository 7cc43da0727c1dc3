import { resolve } from 'node:path';
import { buildTestApp, createMember } from '../../support/build-app.ts';

/**
 * The real platform serving the built portal on a free loopback port, on its own fresh database.
 * `stop` closes it and cuts every connection (the "server is down" case).
 */
export async function startPlatform(databaseUrl: string) {
  // The clock runs as in production, faster: accounts are ready within a second of a paid entry.
  const harness = await buildTestApp(databaseUrl, {
    staticDir: resolve('dist'),
    lifecycleTickMs: 1_000,
    provisionDelayMs: 300,
    // The market ticks and boards move as in production.
    marketTickMs: 250,
    pulseMs: 300,
  });
  const url = await harness.app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    app: harness.app,
    db: harness.db,
    /** As a crashed or unplugged server: every open connection (sockets, keep-alive, a page mid-request) is cut. */
    stop: async () => {
      const closing = harness.app.close();
      harness.app.server.closeAllConnections();
      await closing;
    },
    close: harness.close,
    member: (fields?: Parameters<typeof createMember>[1]) => createMember(harness.app, fields),
  };
}
export type Platform = Awaited<ReturnType<typeof startPlatform>>;
