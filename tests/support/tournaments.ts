import type { Db } from '../../server/src/db/connect.ts';
import {
  createPromo as createPromoCode,
  createTournament as createTournamentRow,
  grantCredit as grantCreditTo,
  grantTickets,
  type PromoInput,
} from '../../server/src/repositories/admin.ts';
import type { TournamentInput } from '../../server/src/domain/tournaments/validation.ts';

const HOUR = 3_600_000;
let counter = 0;

/**
 * A tournament through the operators' own function, open for entries by default: registration started an hour
 * ago and runs two days; it starts in an hour and lasts three days.
 */
export function createTournament(db: Db, fields: Partial<TournamentInput> = {}, now = new Date()) {
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  counter += 1;
  return createTournamentRow(
    db,
    {
      title: `Test Cup ${Date.now().toString(36)}-${counter}`,
      type: 'mini_tournament',
      description: 'A tournament made by a test.',
      terms: 'Play fair.',
      registrationStartAt: at(-1),
      registrationEndAt: at(48),
      startAt: at(1),
      endAt: at(72),
      price: 10,
      poolPrice: 500,
      isDynamicPoolPrice: false,
      dynamicPoolPrice: 0,
      settingsPoolPrice: 0,
      capacity: null,
      instruments: ['EURUSD', 'XAUUSD'],
      rewards: [
        { fromRank: 1, toRank: 1, share: 50 },
        { fromRank: 2, toRank: 3, share: 20 },
      ],
      startingBalance: 10_000,
      ...fields,
    },
    now,
  );
}

export const createPromo = (
  db: Db,
  fields: Pick<PromoInput, 'code' | 'kind' | 'value'> & Partial<PromoInput>,
) => createPromoCode(db, { expiresAt: null, usageCap: null, tournamentId: null, ...fields });

const emailOf = async (db: Db, userId: string) =>
  (await db.selectFrom('users').select('email').where('id', '=', userId).executeTakeFirstOrThrow()).email;

export const grantCredit = async (db: Db, userId: string, amount: number) =>
  grantCreditTo(db, await emailOf(db, userId), amount);

export const grantTicket = async (db: Db, userId: string, type: TournamentInput['type'] | null = null) =>
  grantTickets(db, await emailOf(db, userId), 1, type);
