/**
 * The trading engine with 10,000 open positions (one per player of a crowded live tournament), each figure against
 * a baseline measured in the same run:
 * - ticks/s: one market tick as the platform processes it (the book revalues every account with open positions and
 *   checks its stops, take-profits and stop-out, then the pulse moves the live board and, every tenth time, stores
 *   equity), against the same valuation as bare arithmetic (`valuePositions`/`summarize` over plain arrays);
 * - order placement p50/p99: `trading.placeOrder` on ready accounts, one after another, against the database round
 *   trip an order cannot avoid (one transaction locking the account row and inserting a position row);
 * - start-up load: a restarted platform until every account with an open position is held (stops fire only then),
 *   against reading the same accounts and positions in two set-based queries.
 */
import { buildApp, type App } from '../server/src/app.ts';
import { connect, type Db } from '../server/src/db/connect.ts';
import type { PriceQuote } from '../server/src/contract.ts';
import {
  summarize as valueAccount,
  valuePositions,
  type OpenPosition,
} from '../server/src/domain/trading/engine.ts';
import { openPositions } from '../server/src/repositories/positions.ts';
import { buildTestApp } from '../tests/support/build-app.ts';
import { crowdedTournament } from './crowd.ts';
import { median, percentile, summarize, type Figure } from './stats.ts';

const PLAYERS = 10_000;
const RUNS = 3;
/**
 * Ticks per run: a multiple of the pulses between equity writes (10), so each run pays its share of them. A tick
 * with its pulse takes a few hundred milliseconds at this size: 20 keep the section within its time.
 */
const TICKS = 20;
/** Bare valuations per run: cheaper than a tick, so a few more of them. */
const VALUATIONS = 40;
/** Orders per run, each on its own account: the limit is 10 orders per account in 10 s. */
const ORDERS = 300;
const ORDER = { symbol: 'BTCUSD', volume: 0.1 } as const;
const PLAYERS_LABEL = PLAYERS.toLocaleString('en');

const since = (start: number) => performance.now() - start;

/** Accounts the book holds with open positions: after a start-up, every player. */
const holding = (app: App) => [...app.book.heldAccounts()].filter((account) => account.positions.size > 0);

/**
 * The platform restarted on the seeded database, as after a deploy: `ready` runs the trading plugin's load
 * (live boards, then every account with an open position). Answers the app, its pool and how long `ready` took.
 */
async function restart(url: string, config: App['config']) {
  const db = connect(url, 10);
  const app = await buildApp({ config, db, logger: false });
  const start = performance.now();
  await app.ready();
  const ms = since(start);
  // The load logs its failures and carries on: a platform that held nobody would look fast.
  if (holding(app).length !== PLAYERS) throw new Error(`start-up held ${holding(app).length} of ${PLAYERS}`);
  return {
    app,
    ms,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/** What a start-up cannot do without: the accounts with open positions and those positions, read in bulk. */
async function bareLoad(db: Db) {
  const start = performance.now();
  await db
    .selectFrom('tradeAccounts as a')
    .innerJoin('tournaments as t', 't.id', 'a.tournamentId')
    .selectAll('a')
    .select(['t.leverage', 't.instruments', 't.status as tournamentStatus'])
    .where('a.id', 'in', db.selectFrom('positions').select('accountId').where('status', '=', 'open'))
    .execute();
  await openPositions(db);
  return since(start);
}

/** Ticks processed per second: the market moves, the book revalues on the tick, then the pulse catches up. */
async function tickRate(app: App, ticks: number) {
  const start = performance.now();
  for (let tick = 0; tick < ticks; tick += 1) {
    app.market.tick();
    await app.pulse();
  }
  const rate = ticks / (since(start) / 1000);
  // The last pulse of a run stores equity; the pulse swallows its failures, so check that it did.
  if (holding(app).some((account) => account.storedEquity !== account.summary.equity))
    throw new Error('a pulse failed: equity was not stored');
  return rate;
}

type Plain = { balance: number; startingBalance: number; positions: OpenPosition[] };

/** The same valuation as bare arithmetic: every account's positions valued and summed, prices moving each round. */
function valuationRate(app: App, accounts: Plain[], rounds: number) {
  const quotes = new Map(app.market.quotes().map((quote) => [quote.symbol, quote]));
  const moved = new Map<string, PriceQuote>();
  const quoteOf = (symbol: string) => moved.get(symbol);
  let sink = 0;
  const start = performance.now();
  for (let round = 0; round < rounds; round += 1) {
    for (const [symbol, quote] of quotes)
      moved.set(symbol, { ...quote, bid: quote.bid + round * 0.01, ask: quote.ask + round * 0.01 });
    for (const account of accounts)
      sink += valueAccount(
        account.balance,
        account.startingBalance,
        valuePositions(account.positions, app.book.instruments, quoteOf),
      ).equity;
  }
  const rate = rounds / (since(start) / 1000);
  // Used, so the work cannot be optimised away.
  if (!Number.isFinite(sink)) throw new Error('valuation went wrong');
  return rate;
}

/** The round trip an order cannot avoid: lock the account row and insert one position, in one transaction. */
async function bareOrder(db: Db, accountId: string, price: number) {
  const start = performance.now();
  await db.transaction().execute(async (trx) => {
    await trx.selectFrom('tradeAccounts').select('id').where('id', '=', accountId).forUpdate().execute();
    await trx
      .insertInto('positions')
      .values({
        accountId,
        ...ORDER,
        side: 'buy',
        openPrice: price,
        openedAt: new Date(),
        stopLoss: null,
        takeProfit: null,
        margin: 100,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  });
  return since(start);
}

/** Orders and bare round trips taken in turns, so that both see the same load on the machine. */
async function orderLatencies(app: App, accountIds: string[]) {
  const orders: number[] = [];
  const bare: number[] = [];
  for (const [index, accountId] of accountIds.entries()) {
    const start = performance.now();
    await app.trading.placeOrder(accountId, { ...ORDER, side: index % 2 ? 'sell' : 'buy' });
    orders.push(since(start));
    bare.push(await bareOrder(app.db, accountId, app.market.quote(ORDER.symbol)?.ask ?? 0));
  }
  return { orders, bare };
}

async function startUpFigure(url: string, config: App['config']) {
  const runs: number[] = [];
  const bare: number[] = [];
  let last: Awaited<ReturnType<typeof restart>> | undefined;
  for (let run = 0; run < RUNS; run += 1) {
    await last?.close();
    last = await restart(url, config);
    runs.push(last.ms);
    bare.push(await bareLoad(last.app.db));
  }
  const figure = summarize(`engine: start-up load, ${PLAYERS_LABEL} open positions`, 'ms', runs, {
    name: 'two set-based reads',
    value: median(bare),
  });
  return { figure, platform: last! };
}

function tickFigure(runs: number[], baseline: number[]) {
  return summarize(`engine: ticks/s, ${PLAYERS_LABEL} open positions`, 'ticks/s', runs, {
    name: 'bare valuation',
    value: median(baseline),
  });
}

async function tickFigures(app: App) {
  const plain = holding(app).map(({ balance, startingBalance, positions }) => ({
    balance,
    startingBalance,
    positions: [...positions.values()],
  }));
  // Warm-up: the first ticks compile the code paths.
  await tickRate(app, 10);
  valuationRate(app, plain, 10);
  const runs: number[] = [];
  const baseline: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    runs.push(await tickRate(app, TICKS));
    baseline.push(valuationRate(app, plain, VALUATIONS));
  }
  return tickFigure(runs, baseline);
}

async function orderFigures(app: App): Promise<Figure[]> {
  const accounts = holding(app).map((account) => account.accountId);
  const p50: number[] = [];
  const p99: number[] = [];
  const bare50: number[] = [];
  const bare99: number[] = [];
  for (let run = 0; run < RUNS; run += 1) {
    const { orders, bare } = await orderLatencies(app, accounts.slice(run * ORDERS, (run + 1) * ORDERS));
    p50.push(percentile(orders, 0.5));
    p99.push(percentile(orders, 0.99));
    bare50.push(percentile(bare, 0.5));
    bare99.push(percentile(bare, 0.99));
  }
  const name = (share: string) => `engine: order placement ${share}, ${ORDERS} orders`;
  return [
    summarize(name('p50'), 'ms', p50, { name: 'bare lock + insert p50', value: median(bare50) }),
    summarize(name('p99'), 'ms', p99, { name: 'bare lock + insert p99', value: median(bare99) }),
  ];
}

/** The engine's figures on a database of the cluster at `databaseUrl`; the app is built, seeded and closed here. */
export async function engineFigures(databaseUrl: string): Promise<Figure[]> {
  // Timers off (buildTestApp's defaults, spelled out): the bench drives ticks and pulses itself.
  const seeding = await buildTestApp(databaseUrl, {
    marketTickMs: 0,
    pulseMs: 0,
    lifecycleTickMs: 0,
    botsEnabled: false,
  });
  try {
    // Seeded after this app's start-up load: the restarts below are the ones that hold the players.
    await crowdedTournament(seeding.app, PLAYERS, { withPositions: true });
    const { figure: startUp, platform } = await startUpFigure(seeding.url, seeding.app.config);
    try {
      const ticks = await tickFigures(platform.app);
      return [ticks, ...(await orderFigures(platform.app)), startUp];
    } finally {
      await platform.close();
    }
  } finally {
    await seeding.close();
  }
}
