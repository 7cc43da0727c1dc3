import { buildApp, type App } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { openDatabase, type OpenDatabase } from '../src/db/open.ts';
import { allianceCommands } from './admin/alliances.ts';
import { kycCommands } from './admin/kyc.ts';
import type { Command, Context } from './admin/command.ts';
import { memberCommands } from './admin/members.ts';
import { moneyCommands } from './admin/money.ts';
import { tournamentCommands } from './admin/tournaments.ts';

/** Operator commands: npm run admin -- <command>. */
const commands: Record<string, Command> = {
  ...memberCommands,
  ...kycCommands,
  ...moneyCommands,
  ...tournamentCommands,
  ...allianceCommands,
};

const [name, ...args] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
if (!command) {
  console.log(
    ['Usage: npm run admin -- <command>', ...Object.values(commands).map((c) => `  ${c.usage}`)].join('\n'),
  );
  process.exit(name && name !== 'help' ? 1 : 0);
}
const config = { ...loadConfig(), lifecycleTickMs: 0 };
let database: OpenDatabase | undefined;
let platform: App | undefined;
const open = async () => (database ??= await openDatabase(config)).db;
const context: Context = {
  db: open,
  app: async () => (platform ??= await buildApp({ config, db: await open(), logger: false })),
};
try {
  console.log(await command.run(context, args));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await platform?.close();
  await database?.close();
}
