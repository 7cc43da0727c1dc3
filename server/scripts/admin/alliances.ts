import { sql } from 'kysely';
import type { Command } from './command.ts';

export const allianceCommands: Record<string, Command> = {
  'list-alliances': {
    usage: 'list-alliances [search] [--deleted]',
    async run(context, args) {
      const isDeletedShown = args.includes('--deleted');
      const search = args.find((arg) => arg !== '--deleted');
      const db = await context.db();
      const rows = await db
        .selectFrom('alliances as al')
        .innerJoin('users as owner', 'owner.id', 'al.createdBy')
        .select(['al.id', 'al.name', 'al.isApprovalRequired', 'al.createdAt', 'al.deletedAt', 'owner.email'])
        .select([
          sql<number>`(select count(*) from alliance_members m where m.alliance_id = al.id and m.status = 'accepted')`.as(
            'members',
          ),
          sql<number>`(select count(*) from alliance_members m where m.alliance_id = al.id and m.status = 'pending')`.as(
            'pending',
          ),
        ])
        .$if(!isDeletedShown, (query) => query.where('al.deletedAt', 'is', null))
        .$if(Boolean(search), (query) => query.where('al.name', 'ilike', `%${search ?? ''}%`))
        .orderBy('al.createdAt')
        .limit(100)
        .execute();
      return (
        rows
          .map((row) =>
            [
              row.id,
              row.name,
              `owner ${row.email}`,
              `${row.members} members`,
              `${row.pending} pending`,
              row.isApprovalRequired ? 'approval required' : 'open',
              ...(row.deletedAt ? [`deleted ${row.deletedAt.toISOString()}`] : []),
            ].join('\t'),
          )
          .join('\n') || 'No alliances.'
      );
    },
  },
};
