import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open.ts';
import { seed } from '../src/db/seed.ts';

/** npm run db:seed: writes the demo data again (idempotent). */
const database = await openDatabase(loadConfig());
await seed(database.db);
console.log('Demo data seeded.');
await database.close();
