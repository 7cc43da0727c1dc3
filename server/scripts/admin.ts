import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/open.ts';
import type { Db } from '../src/db/connect.ts';

type Command = { usage: string; run: (db: Db, args: string[]) => Promise<string> };

/** Operator commands; later issues add tournaments, KYC review, tickets and refunds. */
const commands: Record<string, Command> = {
  'list-users': {
    usage: 'list-users [search]',
    async run(db, [search]) {
      let query = db
        .selectFrom('users')
        .select(['email', 'firstname', 'lastname', 'credit'])
        .orderBy('createdAt')
        .limit(50);
      if (search) query = query.where('email', 'ilike', `%${search}%`);
      const rows = await query.execute();
      return (
        rows
          .map((row) => `${row.email}\t${row.firstname} ${row.lastname}\tcredit ${row.credit}`)
          .join('\n') || 'No members.'
      );
    },
  },
  'make-operator': {
    usage: 'make-operator <email>',
    async run(db, [email]) {
      if (!email) throw new Error('Give the email of the member to make an operator.');
      const row = await db
        .updateTable('users')
        .set({ role: 'operator' })
        .where('email', 'ilike', email)
        .returning('email')
        .executeTakeFirst();
      if (!row) throw new Error(`No member with email ${email}.`);
      return `${row.email} is now an operator (may change translations).`;
    },
  },
  'grant-credit': {
    usage: 'grant-credit <email> <amount>',
    async run(db, [email, amountText]) {
      const amount = Number(amountText);
      if (!email || !Number.isFinite(amount) || amount <= 0)
        throw new Error('Give an email and a positive amount.');
      const row = await db
        .updateTable('users')
        .set((eb) => ({ credit: eb('credit', '+', amount.toFixed(2)) }))
        .where('email', 'ilike', email)
        .returning('credit')
        .executeTakeFirst();
      if (!row) throw new Error(`No member with email ${email}.`);
      return `${email} now has ${row.credit} credit.`;
    },
  },
};

const [name, ...args] = process.argv.slice(2);
const command = name ? commands[name] : undefined;
if (!command) {
  console.log(
    ['Usage: npm run admin -- <command>', ...Object.values(commands).map((c) => `  ${c.usage}`)].join('\n'),
  );
  process.exit(name ? 1 : 0);
}
const database = await openDatabase(loadConfig());
try {
  console.log(await command.run(database.db, args));
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await database.close();
}
