import { parseArgs } from 'node:util';
import { sql } from 'kysely';
import type { TournamentType } from '../../src/db/schema.ts';
import { createPromo, grantCredit, grantTickets } from '../../src/repositories/admin.ts';
import { amountOf, dateOf, fail, idOf, type Command } from './command.ts';

const TICKET_TYPES: Record<string, TournamentType> = {
  main: 'master_tournament',
  mini: 'mini_tournament',
  play2earn: 'play_2_earn',
};

export const moneyCommands: Record<string, Command> = {
  'grant-credit': {
    usage: 'grant-credit <email> <amount>',
    async run(context, [email, amount]) {
      const value = amountOf(amount, 'the amount');
      const credit = await grantCredit(await context.db(), email ?? fail('Give the member’s email.'), value);
      return `${email} now has ${credit.toFixed(2)} credit.`;
    },
  },
  'grant-ticket': {
    usage: 'grant-ticket <email> [--type main|mini|play2earn] [--count N]',
    async run(context, args) {
      const { values, positionals } = parseArgs({
        args,
        options: { type: { type: 'string' }, count: { type: 'string' } },
        allowPositionals: true,
      });
      const email = positionals[0] ?? fail('Give the member’s email.');
      const type = values.type
        ? (TICKET_TYPES[values.type] ?? fail('--type must be main, mini or play2earn.'))
        : null;
      const count = values.count ? amountOf(values.count, '--count') : 1;
      await grantTickets(await context.db(), email, count, type);
      return `${email} got ${count} ticket(s) for ${values.type ?? 'any'} tournaments.`;
    },
  },
  'create-promo': {
    usage: 'create-promo <code> (--percent N | --fixed USD) [--expires ISO] [--cap N] [--tournament ID]',
    async run(context, args) {
      const { values, positionals } = parseArgs({
        args,
        options: {
          percent: { type: 'string' },
          fixed: { type: 'string' },
          expires: { type: 'string' },
          cap: { type: 'string' },
          tournament: { type: 'string' },
        },
        allowPositionals: true,
      });
      if ((values.percent === undefined) === (values.fixed === undefined))
        fail('Give either --percent or --fixed.');
      const input = {
        code: positionals[0] ?? fail('Give the code.'),
        kind: values.percent === undefined ? 'fixed' : 'percent',
        value: amountOf(
          values.percent ?? values.fixed,
          values.percent === undefined ? '--fixed' : '--percent',
        ),
        expiresAt: values.expires ? dateOf(values.expires, '--expires') : null,
        usageCap: values.cap ? amountOf(values.cap, '--cap') : null,
        tournamentId: values.tournament ? idOf(values.tournament, 'tournament') : null,
      } as const;
      const promo = await createPromo(await context.db(), input);
      const value = Number(promo.value);
      return `Promo code ${promo.code}: ${promo.kind === 'percent' ? `${value}% off` : `$${value.toFixed(2)} off`}.`;
    },
  },
  'list-transactions': {
    usage: 'list-transactions [email]',
    async run(context, [email]) {
      const rows = await (
        await context.db()
      )
        .selectFrom('transactions as p')
        .innerJoin('users as u', 'u.id', 'p.userId')
        .innerJoin('tournaments as t', 't.id', 'p.tournamentId')
        .select(['p.id', 'p.status', 'p.method', 'p.amount', 'u.email', 't.title', 'p.createdAt'])
        .$if(Boolean(email), (query) =>
          query.where(sql<string>`lower(u.email)`, '=', (email ?? '').toLowerCase()),
        )
        .orderBy('p.createdAt', 'desc')
        .limit(100)
        .execute();
      return (
        rows
          .map((row) => `${row.id}\t${row.status}\t${row.method}\t$${row.amount}\t${row.email}\t${row.title}`)
          .join('\n') || 'No transactions.'
      );
    },
  },
  refund: {
    usage: 'refund <transactionId>',
    async run(context, [id]) {
      const transactionId = idOf(id, 'transaction');
      const platform = await context.app();
      await platform.entries.refund(transactionId);
      return `Refunded ${transactionId}: the member left the tournament and got their payment back.`;
    },
  },
};
