import type { App } from '../../src/app.ts';
import type { Db } from '../../src/db/connect.ts';

/**
 * What a command gets: the database, and the whole platform when it must act as one (refunds). Both open on first
 * use, so a mistyped command is answered before anything connects.
 */
export type Context = { db: () => Promise<Db>; app: () => Promise<App> };
export type Command = { usage: string; run: (context: Context, args: string[]) => Promise<string> };

export const fail = (message: string): never => {
  throw new Error(message);
};

export const amountOf = (text: string | undefined, name: string) => {
  const value = Number(text);
  return text !== undefined && text !== '' && Number.isFinite(value)
    ? value
    : fail(`Give ${name} as a number.`);
};

export const dateOf = (text: string, name: string) => {
  const date = new Date(text);
  return Number.isNaN(date.getTime())
    ? fail(`Give ${name} as a date and time, e.g. 2026-12-01T18:00:00Z.`)
    : date;
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const idOf = (text: string | undefined, what: string) =>
  text && UUID.test(text) ? text : fail(`Give the id of the ${what} (a UUID; list-${what}s shows them).`);
