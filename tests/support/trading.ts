import type { App } from '../../server/src/app.ts';
import type { Db } from '../../server/src/db/connect.ts';
import { provisionDue } from '../../server/src/jobs/accounts.ts';
import { createMember } from './build-app.ts';
import { createTournament, grantCredit } from './tournaments.ts';

const HOUR = 3_600_000;

/** A tournament that is live now (the clock has moved it), for trading tests. */
export async function liveTournament(app: App, fields: Parameters<typeof createTournament>[1] = {}) {
  const now = app.now();
  const at = (hours: number) => new Date(now.getTime() + hours * HOUR);
  const tournament = await createTournament(
    app.db,
    { registrationStartAt: at(-2), registrationEndAt: at(24), startAt: at(-1), endAt: at(48), ...fields },
    now,
  );
  await app.clock.tick();
  return tournament;
}

/** A member with a paid, provisioned (ready) live account in the tournament. */
export async function enteredMember(app: App, db: Db, tournamentId: string) {
  const member = await createMember(app);
  await grantCredit(db, member.user.id, 1_000);
  const checkout = await app.inject({
    method: 'POST',
    url: '/api/v1/payments/checkout',
    headers: { authorization: `Bearer ${member.token}` },
    payload: { tournamentId, method: 'credit' },
  });
  if (checkout.statusCode !== 201) throw new Error(`checkout failed: ${checkout.body}`);
  await provisionDue(db, 0, app.now());
  const account = await db
    .selectFrom('tradeAccounts')
    .select('id')
    .where('userId', '=', member.user.id)
    .where('tournamentId', '=', tournamentId)
    .executeTakeFirstOrThrow();
  return { ...member, accountId: account.id };
}

/** A closed trade: the account's board row changes (trade count, profit) and then stays still. */
export async function closedTrade(app: App, accountId: string, volume = 1) {
  const position = await app.trading.placeOrder(accountId, { symbol: 'EURUSD', side: 'buy', volume });
  await app.trading.closePosition(accountId, position.id);
}

/** Opens the terminal the way the portal does: embed token from the trade screen, then a terminal session. */
export async function openTerminal(app: App, memberToken: string, tournamentId: string, accountId: string) {
  const trade = await app.inject({
    method: 'GET',
    url: `/api/v1/tournaments/tradeTournament/${tournamentId}/${accountId}`,
    headers: { authorization: `Bearer ${memberToken}` },
  });
  const embedToken = trade.json().embedToken.token as string;
  const session = await app.inject({
    method: 'POST',
    url: '/api/v1/terminal/session',
    payload: { embedToken },
  });
  const token = session.json().token as string;
  const call = (method: 'GET' | 'POST', url: string, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1/terminal${url}`,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  return { token, embedToken, call };
}
