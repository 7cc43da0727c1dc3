/**
 * The platform of `npm run test:soak`, in a child process of its own (forked through platform-ipc.ts) so that its
 * RSS and CPU are its own and the 2,500 load clients do not share its event loop. The real app on its own database
 * cloned from the embedded cluster, listening on loopback with production's clocks (SOAK_CONFIG says which limits
 * are raised), answering the soak's commands.
 *
 * Usage (by soak.ts): fork with argv [databaseUrl].
 */
import { buildTestApp } from '../tests/support/build-app.ts';
import { serve } from './platform-ipc.ts';
import { SOAK_CONFIG, soakCommands } from './soak-platform.ts';

const databaseUrl = process.argv[2];
if (!databaseUrl) throw new Error('usage: soak-process.ts <databaseUrl>');

const harness = await buildTestApp(databaseUrl, SOAK_CONFIG);
const { app } = harness;
// The test app logs nothing: a failure the load would only count as a 5xx is told here.
app.addHook('onError', async (request, _reply, error) => {
  if ((error.statusCode ?? 500) >= 500)
    console.error(`platform: ${request.method} ${request.url} failed:`, error);
});
const url = await app.listen({ host: '127.0.0.1', port: 0 });

const commands = { url: () => url, ...soakCommands(app) };
export type SoakProcessCommands = typeof commands;

serve(commands, () => harness.close());
