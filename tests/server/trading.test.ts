// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { TRADING_MESSAGES } from '../../src/contract/index.ts';
import { callApi } from '../support/api.ts';
import { createMember } from '../support/build-app.ts';
import { enteredMember, liveTournament, openTerminal } from '../support/trading.ts';
import { createTournament } from '../support/tournaments.ts';
import { useTestApp } from '../support/use-test-app.ts';

let time = Date.UTC(2026, 10, 22, 12);
const testApp = useTestApp({}, undefined, () => new Date(time));
const app = () => testApp().app;
const db = () => testApp().db;
const call = callApi(app);

/** Moves the market one step at a time until `done` holds (the seeded walk crosses any level eventually). */
async function tickUntil(done: () => boolean | Promise<boolean>, limit = 50_000) {
  for (let tick = 0; tick < limit && !(await done()); tick += 1) {
    time += 250;
    app().market.tick();
    if (tick % 200 === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('the terminal session', () => {
  it('opens only with a fresh embed token, once, and is refused on member routes (and the reverse)', async () => {
    const tournament = await liveTournament(app());
    const member = await enteredMember(app(), db(), tournament.id);
    const terminal = await openTerminal(app(), member.token, tournament.id, member.accountId);
    const again = await app().inject({
      method: 'POST',
      url: '/api/v1/terminal/session',
      payload: { embedToken: terminal.embedToken },
    });
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe(TRADING_MESSAGES.embedInvalid);
    expect((await terminal.call('GET', '/state')).statusCode).toBe(200);
    expect((await call('GET', '/tournaments/myTournaments', terminal.token)).statusCode).toBe(401);
    const withMemberToken = await call('GET', '/terminal/state', member.token);
    expect(withMemberToken.statusCode).toBe(401);
    expect(withMemberToken.json().message).toBe(TRADING_MESSAGES.sessionExpired);
  });

  it("never hands out a terminal for another member's account", async () => {
    const tournament = await liveTournament(app());
    const owner = await enteredMember(app(), db(), tournament.id);
    const other = await createMember(app());
    const response = await call(
      'GET',
      `/tournaments/tradeTournament/${tournament.id}/${owner.accountId}`,
      other.token,
    );
    expect(response.statusCode).toBe(404);

    // A terminal is bound to its own account: another account's position cannot be closed through it.
    const intruder = await enteredMember(app(), db(), tournament.id);
    const position = await app().trading.placeOrder(owner.accountId, {
      symbol: 'EURUSD',
      side: 'buy',
      volume: 0.1,
    });
    const terminal = await openTerminal(app(), intruder.token, tournament.id, intruder.accountId);
    const attempt = await terminal.call('POST', `/positions/${position.id}/close`, {});
    expect([attempt.statusCode, attempt.json().message]).toEqual([404, TRADING_MESSAGES.positionNotFound]);
    const still = await db()
      .selectFrom('positions')
      .select('status')
      .where('id', '=', position.id)
      .executeTakeFirstOrThrow();
    expect(still.status).toBe('open');
  });
});

describe('POST /terminal/orders', () => {
  it('opens a position at the server price, values it live, and closes it into the balance', async () => {
    const tournament = await liveTournament(app());
    const member = await enteredMember(app(), db(), tournament.id);
    const terminal = await openTerminal(app(), member.token, tournament.id, member.accountId);
    const ask = app().market.quote('EURUSD')!.ask;

    const opened = await terminal.call('POST', '/orders', {
      symbol: 'EURUSD',
      side: 'buy',
      volume: 1,
      openPrice: 1,
    });
    expect(opened.statusCode).toBe(400); // the price is the server's: a client price is refused
    const order = await terminal.call('POST', '/orders', { symbol: 'EURUSD', side: 'buy', volume: 1 });
    expect(order.statusCode, order.body).toBe(200);
    expect(order.json()).toMatchObject({ symbol: 'EURUSD', side: 'buy', volume: 1, openPrice: ask });

    let state = (await terminal.call('GET', '/state')).json();
    const before = state.positions[0].profit;
    await tickUntil(async () => {
      state = (await terminal.call('GET', '/state')).json();
      return state.positions[0].profit !== before;
    });
    expect(state.account.equity).toBeCloseTo(10_000 + state.positions[0].profit, 2);
    expect(state.account.margin).toBe(order.json().margin);

    const closed = await terminal.call('POST', `/positions/${order.json().id}/close`, {});
    expect(closed.statusCode).toBe(200);
    expect(closed.json()).toMatchObject({ reason: 'manual', closePrice: app().market.quote('EURUSD')!.bid });
    state = (await terminal.call('GET', '/state')).json();
    expect(state.positions).toEqual([]);
    expect(state.account).toMatchObject({ tradeCount: 1, balance: 10_000 + closed.json().profit });
    const history = (await terminal.call('GET', '/history')).json();
    expect(history.map((trade: { id: string }) => trade.id)).toEqual([order.json().id]);
    expect((await terminal.call('POST', `/positions/${order.json().id}/close`, {})).statusCode).toBe(404);
  });

  it('refuses instruments the tournament does not trade, bad sizes and orders past the margin', async () => {
    const tournament = await liveTournament(app());
    const member = await enteredMember(app(), db(), tournament.id);
    const terminal = await openTerminal(app(), member.token, tournament.id, member.accountId);
    const refusal = async (body: object) => {
      const response = await terminal.call('POST', '/orders', body);
      return [response.statusCode, response.json().message];
    };
    expect(await refusal({ symbol: 'BTCUSD', side: 'buy', volume: 1 })).toEqual([
      422,
      TRADING_MESSAGES.unknownSymbol,
    ]);
    expect(await refusal({ symbol: 'EURUSD', side: 'buy', volume: 0.001 })).toEqual([
      422,
      'Size must be between 0.01 and 50 lots, in steps of 0.01.',
    ]);
    expect(await refusal({ symbol: 'EURUSD', side: 'sell', volume: 10 })).toEqual([
      409,
      TRADING_MESSAGES.notEnoughMargin,
    ]);
  });

  it('rate-limits a burst of orders', async () => {
    const tournament = await liveTournament(app());
    const member = await enteredMember(app(), db(), tournament.id);
    const terminal = await openTerminal(app(), member.token, tournament.id, member.accountId);
    const statuses = [];
    for (let index = 0; index < 11; index += 1)
      statuses.push(
        (await terminal.call('POST', '/orders', { symbol: 'EURUSD', side: 'buy', volume: 0.01 })).statusCode,
      );
    expect(statuses.slice(0, 10).every((status) => status === 200)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses trading before the tournament is live', async () => {
    const tournament = await createTournament(db(), {}, app().now());
    const member = await enteredMember(app(), db(), tournament.id);
    const terminal = await openTerminal(app(), member.token, tournament.id, member.accountId);
    const response = await terminal.call('POST', '/orders', { symbol: 'EURUSD', side: 'buy', volume: 1 });
    expect([response.statusCode, response.json().message]).toEqual([409, TRADING_MESSAGES.marketClosed]);
    expect((await terminal.call('GET', '/state')).json().isTradingOpen).toBe(false);
  });
});

describe('stops and the end of a tournament', () => {
  it('closes a position when the market reaches its stop loss or take profit', async () => {
    const tournament = await liveTournament(app());
    const member = await enteredMember(app(), db(), tournament.id);
    const terminal = await openTerminal(app(), member.token, tournament.id, member.accountId);
    const { bid } = app().market.quote('XAUUSD')!;
    const order = await terminal.call('POST', '/orders', {
      symbol: 'XAUUSD',
      side: 'buy',
      volume: 0.1,
      stopLoss: Number((bid - 1.5).toFixed(2)),
      takeProfit: Number((bid + 1.5).toFixed(2)),
    });
    expect(order.statusCode, order.body).toBe(200);
    const closedRow = () =>
      db()
        .selectFrom('positions')
        .selectAll()
        .where('id', '=', order.json().id)
        .where('status', '=', 'closed')
        .executeTakeFirst();
    await tickUntil(async () => Boolean(await closedRow()));
    const row = await closedRow();
    expect(row).toBeDefined();
    const closePrice = Number(row!.closePrice);
    if (row!.closeReason === 'stop_loss') expect(closePrice).toBeLessThanOrEqual(bid - 1.5);
    else expect([row!.closeReason, closePrice >= bid + 1.5]).toEqual(['take_profit', true]);
  });

  it('closes every open position at the market when the tournament ends, then ranks and pays at final', async () => {
    const tournament = await liveTournament(app(), {
      registrationEndAt: new Date(time + 1_800_000),
      endAt: new Date(time + 3_600_000),
      rewards: [{ fromRank: 1, toRank: 2, share: 40 }],
      poolPrice: 1_000,
    });
    const trader = await enteredMember(app(), db(), tournament.id);
    const idle = await enteredMember(app(), db(), tournament.id);
    const terminal = await openTerminal(app(), trader.token, tournament.id, trader.accountId);
    const order = await terminal.call('POST', '/orders', { symbol: 'EURUSD', side: 'sell', volume: 1 });
    expect(order.statusCode).toBe(200);

    time += 3_600_000;
    await app().clock.tick();
    const position = await db()
      .selectFrom('positions')
      .selectAll()
      .where('id', '=', order.json().id)
      .executeTakeFirstOrThrow();
    expect(position).toMatchObject({ status: 'closed', closeReason: 'tournament_end' });
    expect(Number(position.closePrice)).toBe(app().market.quote('EURUSD')!.ask);
    const account = await db()
      .selectFrom('tradeAccounts')
      .selectAll()
      .where('id', '=', trader.accountId)
      .executeTakeFirstOrThrow();
    expect(Number(account.balance)).toBeCloseTo(10_000 + Number(position.profit), 2);
    expect(account).toMatchObject({ status: 'ended', tradeCount: 1, equity: account.balance });
    expect(
      (await terminal.call('POST', '/orders', { symbol: 'EURUSD', side: 'buy', volume: 1 })).statusCode,
    ).toBe(409);

    time += app().config.calculationMs;
    await app().clock.tick();
    const board = (await call('GET', `/tournaments/leaderBoard/${tournament.id}`, trader.token)).json();
    expect(board.status).toBe('final');
    // Only the member with a closed trade can win, whatever the idle member's place.
    const credit = await db()
      .selectFrom('users')
      .select(['id', 'credit'])
      .where('id', 'in', [trader.user.id, idle.user.id])
      .execute();
    const creditOf = (id: string) => Number(credit.find((row) => row.id === id)?.credit);
    expect(creditOf(trader.user.id)).toBeGreaterThanOrEqual(1_000 - 10 + 400);
    expect(creditOf(idle.user.id)).toBe(1_000 - 10);
  });
});
