import { sql } from 'kysely';
import type { Command } from './command.ts';

export const memberCommands: Record<string, Command> = {
  'list-users': {
    usage: 'list-users [search]',
    async run(context, [search]) {
      const db = await context.db();
      const rows = await db
        .selectFrom('users')
        .select(['email', 'firstname', 'lastname', 'credit'])
        .$if(Boolean(search), (query) => query.where('email', 'ilike', `%${search ?? ''}%`))
        .orderBy('createdAt')
        .limit(50)
        .execute();
      return (
        rows
          .map((row) => `${row.email}\t${row.firstname} ${row.lastname}\tcredit ${row.credit}`)
          .join('\n') || 'No members.'
      );
    },
  },
  'make-operator': {
    usage: 'make-operator <email>',
    async run(context, [email]) {
      if (!email) throw new Error('Give the email of the member to make an operator.');
      const db = await context.db();
      const row = await db
        .updateTable('users')
        .set({ role: 'operator' })
        .where(sql<string>`lower(email)`, '=', email.toLowerCase())
        .returning('email')
        .executeTakeFirst();
      if (!row) throw new Error(`No member with email ${email}.`);
      return `${row.email} is now an operator (may change translations).`;
    },
  },
};
