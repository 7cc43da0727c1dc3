import { buildIfStale } from './build-if-stale.ts';

/** npm start: build what is stale, then run the platform (embedded PostgreSQL unless DATABASE_URL is set). */
await buildIfStale();
await import('../server/src/server.ts');
