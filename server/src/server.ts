import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/open.ts';

/** Boots the platform: configuration, database (embedded unless DATABASE_URL), first-start seed (demo data outside production; later starts add new translation keys), HTTP. */
async function main() {
  const config = loadConfig();
  const database = await openDatabase(config, { shouldSeed: true, announce: (line) => console.log(line) });
  const app = await buildApp({ config, db: database.db });

  let stopping = false;
  const stop = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info(`${signal}: stopping`);
    await app.close().catch((error: unknown) => app.log.error({ err: error }, 'close failed'));
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));

  await app.listen({ host: config.host, port: config.port });
  const url = `http://${config.host}:${config.port}`;
  console.log(
    [
      '',
      `  ${config.productName} is running at ${url}`,
      `  Database: ${database.embedded ? `embedded PostgreSQL (${config.pgDataDir})` : 'DATABASE_URL'}`,
      config.env === 'production'
        ? ''
        : `  Demo login: demo@example.com / Demo1234   Dev outbox: ${url}/api/v1/dev/outbox`,
      '',
    ].join('\n'),
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
