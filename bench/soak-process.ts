/**
 * The platform of `npm run test:soak`, in a child process of its own (forked through platform-ipc.ts) so that its
 * RSS and CPU are its own and the 2,500 load clients do not share its event loop. The real app on its own database
 * cloned from the embedded cluster, with production's connection pool (connect's default) and clocks (SOAK_CONFIG
 * says which limits are raised), listening on loopback and answering the soak's commands.
 *
 * Usage (by soak.ts): fork with argv [databaseUrl].
 */
import { buildApp } from '../server/src/app.ts';
import { loadConfig } from '../server/src/config.ts';
import { connect } from '../server/src/db/connect.ts';
import { createTestDatabase } from '../tests/support/postgres.ts';
import { serve } from './platform-ipc.ts';
import { SOAK_CONFIG, soakCommands } from './soak-platform.ts';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: soak-process.ts <databaseUrl>');

const database = await createTestDatabase(databaseUrl);
const db = connect(database.url);
// As tests build the app (tests/support/build-app.ts), but with production's pool and clocks.
const config = loadConfig(
  { NODE_ENV: 'test' },
  { staticDir: '/nonexistent', provisionDelayMs: 60_000, ...SOAK_CONFIG },
);
const app = await buildApp({ config, db, logger: false });
// The test app logs nothing: a failure the load would only count as a 5xx is told here.
app.addHook('onError', async (request, _reply, error) => {
  if ((error.statusCode ?? 500) >= 500)
    console.error(`platform: ${request.method} ${request.url} failed: ${String(error)}`);
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });

const commands = { url: () => url, ...soakCommands(app) };
export type SoakProcessCommands = typeof commands;

serve(commands, async () => {
  await app.close();
  await db.destroy();
  await database.drop();
});
