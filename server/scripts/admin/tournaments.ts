import { parseArgs } from 'node:util';
import type { TournamentType } from '../../src/db/schema.ts';
import { parseRewards, type TournamentInput } from '../../src/domain/tournaments/validation.ts';
import { createTournament, editTournament } from '../../src/repositories/admin.ts';
import { amountOf, dateOf, fail, idOf, type Command } from './command.ts';

const TYPES: Record<string, TournamentType> = {
  main: 'master_tournament',
  master: 'master_tournament',
  mini: 'mini_tournament',
  play2earn: 'play_2_earn',
};

const OPTIONS = {
  title: { type: 'string' },
  type: { type: 'string' },
  description: { type: 'string' },
  terms: { type: 'string' },
  'registration-starts': { type: 'string' },
  'registration-ends': { type: 'string' },
  starts: { type: 'string' },
  ends: { type: 'string' },
  price: { type: 'string' },
  pool: { type: 'string' },
  dynamic: { type: 'string' },
  capacity: { type: 'string' },
  rewards: { type: 'string' },
  instruments: { type: 'string' },
  'starting-balance': { type: 'string' },
  delete: { type: 'boolean' },
} as const;

const FLAGS =
  '--title T --type main|mini|play2earn --starts ISO --ends ISO [--registration-starts ISO] [--registration-ends ISO] ' +
  '[--price USD] [--pool USD] [--dynamic PERCENT] [--capacity N] [--rewards "1:50,2-3:20"] [--instruments EURUSD,XAUUSD] ' +
  '[--starting-balance USD] [--description T] [--terms T]';

/** The flags given, as the fields of a tournament definition (only those given). */
function changesOf(args: string[]) {
  const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true, strict: true });
  const changes: Partial<TournamentInput> = {};
  if (values.title !== undefined) changes.title = values.title;
  if (values.type !== undefined)
    changes.type = TYPES[values.type] ?? fail('--type must be main, mini or play2earn.');
  if (values.description !== undefined) changes.description = values.description;
  if (values.terms !== undefined) changes.terms = values.terms;
  if (values['registration-starts'])
    changes.registrationStartAt = dateOf(values['registration-starts'], '--registration-starts');
  if (values['registration-ends'])
    changes.registrationEndAt = dateOf(values['registration-ends'], '--registration-ends');
  if (values.starts) changes.startAt = dateOf(values.starts, '--starts');
  if (values.ends) changes.endAt = dateOf(values.ends, '--ends');
  if (values.price !== undefined) changes.price = amountOf(values.price, '--price');
  if (values.pool !== undefined) changes.poolPrice = amountOf(values.pool, '--pool');
  if (values.dynamic !== undefined) {
    changes.dynamicPoolPrice = amountOf(values.dynamic, '--dynamic');
    changes.isDynamicPoolPrice = changes.dynamicPoolPrice > 0;
  }
  if (values.capacity !== undefined)
    changes.capacity = values.capacity === 'none' ? null : amountOf(values.capacity, '--capacity');
  if (values.rewards !== undefined)
    changes.rewards = parseRewards(values.rewards) ?? fail('--rewards reads like "1:50,2-3:20,4-10:2".');
  if (values.instruments !== undefined)
    changes.instruments = values.instruments
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  if (values['starting-balance'] !== undefined)
    changes.startingBalance = amountOf(values['starting-balance'], '--starting-balance');
  return { changes, positionals, isDeleted: values.delete === true };
}

const describe = (row: { id: string; title: string; status: string; startAt: Date; endAt: Date }) =>
  `${row.id}\t${row.status}\t${row.startAt.toISOString()} → ${row.endAt.toISOString()}\t${row.title}`;

export const tournamentCommands: Record<string, Command> = {
  'list-tournaments': {
    usage: 'list-tournaments',
    async run(context) {
      const rows = await (
        await context.db()
      )
        .selectFrom('tournaments')
        .selectAll()
        .orderBy('startAt', 'desc')
        .limit(100)
        .execute();
      return rows.map(describe).join('\n') || 'No tournaments.';
    },
  },
  'create-tournament': {
    usage: `create-tournament ${FLAGS}`,
    async run(context, args) {
      const { changes } = changesOf(args);
      const startAt = changes.startAt ?? fail('Give --starts.');
      const now = new Date();
      const input = {
        title: changes.title ?? fail('Give --title.'),
        type: changes.type ?? fail('Give --type (main, mini or play2earn).'),
        description: '',
        terms: '',
        registrationStartAt: now,
        registrationEndAt: startAt,
        endAt: changes.endAt ?? fail('Give --ends.'),
        price: 0,
        poolPrice: 0,
        isDynamicPoolPrice: false,
        dynamicPoolPrice: 0,
        settingsPoolPrice: 0,
        capacity: null,
        instruments: ['EURUSD', 'GBPUSD', 'XAUUSD'],
        rewards: [
          { fromRank: 1, toRank: 1, share: 50 },
          { fromRank: 2, toRank: 2, share: 30 },
          { fromRank: 3, toRank: 3, share: 20 },
        ],
        startingBalance: 10_000,
        ...changes,
        startAt,
      };
      const row = await createTournament(await context.db(), input, now);
      return `Created: ${describe(row)}`;
    },
  },
  'edit-tournament': {
    usage: 'edit-tournament <id> [any flag of create-tournament] [--delete]',
    async run(context, args) {
      const { changes, positionals, isDeleted } = changesOf(args);
      const id = idOf(positionals[0], 'tournament');
      const row = await editTournament(await context.db(), id, { ...changes, isDeleted }, new Date());
      return `Saved: ${describe(row)}`;
    },
  },
};
