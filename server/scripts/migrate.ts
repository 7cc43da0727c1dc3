import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open.ts';

/** npm run db:migrate: applies pending migrations (openDatabase migrates) and stops. */
const database = await openDatabase(loadConfig());
console.log('Migrations applied.');
await database.close();
