// @vitest-environment node
/**
 * The batched hold behind the start-up load: accounts held in bulk are the same as accounts held one by one, and
 * their stops, take-profits and stop-outs fire on the next tick exactly alike; a restart holds them before any use.
 */
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../server/src/app.ts';
import type { Held } from '../../server/src/trading/book.ts';
import { enteredMember, liveTournament } from '../support/trading.ts';
import { useTestApp } from '../support/use-test-app.ts';

let time = Date.UTC(2026, 10, 22, 12);
const now = () => new Date(time);
const testApp = useTestApp({}, undefined, now);
const app = () => testApp().app;
const db = () => testApp().db;

const SYMBOL = 'XAUUSD';
type Setup = { stopLoss?: number; margin?: number };

/**
 * A ready account whose positions are written straight into the database (as a previous run of the platform left
 * them), inserted newest first so that loading must restore their opening order.
 */
async function accountWith(tournamentId: string, positions: Setup[], balance?: number) {
  const { accountId } = await enteredMember(app(), db(), tournamentId);
  if (balance !== undefined)
    await db().updateTable('tradeAccounts').set({ balance }).where('id', '=', accountId).execute();
  const { ask } = app().market.quote(SYMBOL)!;
  for (const [index, position] of [...positions.entries()].reverse())
    await db()
      .insertInto('positions')
      .values({
        accountId,
        symbol: SYMBOL,
        side: 'buy',
        volume: 0.1,
        openPrice: ask,
        openedAt: new Date(time - 60_000 + index * 1_000),
        stopLoss: position.stopLoss ?? null,
        takeProfit: null,
        margin: position.margin ?? 50,
      })
      .execute();
  return accountId;
}

/** Three kinds of account: a stop loss already crossed, a margin call (stop-out), and one that must stay open. */
async function trio(tournamentId: string) {
  const { bid } = app().market.quote(SYMBOL)!;
  return [
    await accountWith(tournamentId, [{ stopLoss: bid + 10 }, {}]),
    await accountWith(tournamentId, [{ margin: 5_000 }, {}], 100),
    await accountWith(tournamentId, [{}]),
  ];
}

/** What the book knows of an account, without the ids that differ between twins. */
const shapeOf = (account: Held | null | undefined) =>
  account && {
    mode: account.mode,
    leverage: account.leverage,
    startingBalance: account.startingBalance,
    balance: account.balance,
    tradeCount: account.tradeCount,
    instruments: account.instruments,
    storedEquity: account.storedEquity,
    summary: account.summary,
    positions: [...account.positions.values()].map(
      ({ id: _id, accountId: _account, ...position }) => position,
    ),
  };

/** The account's positions as stored, in opening order: what closed, why, and at what price. */
const outcomeOf = async (accountId: string) => ({
  account: await db()
    .selectFrom('tradeAccounts')
    .select(['balance', 'tradeCount'])
    .where('id', '=', accountId)
    .executeTakeFirstOrThrow(),
  positions: await db()
    .selectFrom('positions')
    .select(['status', 'closeReason', 'closePrice', 'profit'])
    .where('accountId', '=', accountId)
    .orderBy('openedAt')
    .execute(),
});

const EXPECTED_REASONS = [['stop_loss', null], ['stop_out', 'stop_out'], [null]];

/** Positions a trio closes on its first tick. */
const CLOSED_PER_TRIO = EXPECTED_REASONS.flat().filter(Boolean).length;

/** Waits until the accounts have closed `expected` positions (closes run after the tick has returned). */
async function closedAll(accountIds: string[], expected: number) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const closed = await db()
      .selectFrom('positions')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('accountId', 'in', accountIds)
      .where('status', '=', 'closed')
      .executeTakeFirstOrThrow();
    if (Number(closed.count) >= expected) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('holding accounts in bulk', () => {
  it('holds the same accounts as one at a time, and their stops and stop-outs fire on the next tick alike', async () => {
    const tournament = await liveTournament(app());
    const single = await trio(tournament.id);
    const bulk = await trio(tournament.id);
    const book = app().book;
    const singly = await Promise.all(single.map((id) => book.hold(id)));
    const kept = singly[0];
    // Chunks of two: the three accounts span two chunks; an unknown id and an account already held are skipped.
    await book.holdMany([...bulk, single[0]!, '00000000-0000-4000-8000-000000000000'], 2);
    expect(await book.hold(single[0]!)).toBe(kept);
    const inBulk = await Promise.all(bulk.map((id) => book.hold(id)));
    expect(inBulk.map(shapeOf)).toEqual(singly.map(shapeOf));
    expect(inBulk.map((account) => account?.positions.size)).toEqual([2, 2, 1]);

    time += 250;
    app().market.tick();
    await closedAll([...single, ...bulk], 2 * CLOSED_PER_TRIO);

    const singleOutcomes = await Promise.all(single.map(outcomeOf));
    const bulkOutcomes = await Promise.all(bulk.map(outcomeOf));
    expect(bulkOutcomes.map((outcome) => outcome.positions.map((position) => position.closeReason))).toEqual(
      EXPECTED_REASONS,
    );
    expect(bulkOutcomes).toEqual(singleOutcomes);
    expect(inBulk.map(shapeOf)).toEqual(singly.map(shapeOf));
  });

  it('a restarted platform holds every account with open positions before its first use, and stops fire', async () => {
    const tournament = await liveTournament(app());
    const accounts = await trio(tournament.id);
    const restarted = await buildApp({ config: app().config, db: db(), logger: false, now });
    try {
      await restarted.ready();
      const held = new Set([...restarted.book.heldAccounts()].map((account) => account.accountId));
      expect(accounts.filter((id) => held.has(id))).toEqual(accounts);

      time += 250;
      restarted.market.tick();
      await closedAll(accounts, CLOSED_PER_TRIO);
      const outcomes = await Promise.all(accounts.map(outcomeOf));
      expect(outcomes.map((outcome) => outcome.positions.map((position) => position.closeReason))).toEqual(
        EXPECTED_REASONS,
      );
    } finally {
      await restarted.close();
    }
  });
});
