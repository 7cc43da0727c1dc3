import { sql } from 'kysely';
import type { Db, Seal } from '../db/connect.ts';
import type { AccountMode, ClosedTrade, CloseReason, Instrument } from '../contract.ts';
import { windowOf } from '../domain/tournaments/lifecycle.ts';
import {
  closePriceOf,
  exitOf,
  isStopOut,
  profitOf,
  summarize,
  valuePositions,
  type OpenPosition,
  type Summary,
  type Valued,
} from '../domain/trading/engine.ts';
import { isTradingOpen, type TradingContext } from '../domain/trading/rules.ts';
import { closePositions, openPositions, toOpenPosition, type Closing } from '../repositories/positions.ts';
import type { MarketFeed } from '../market/feed.ts';

/** An account the engine holds in memory: its money, its open positions and its latest valuation. */
export type Held = {
  accountId: string;
  userId: string;
  tournamentId: string;
  mode: AccountMode;
  leverage: number;
  startingBalance: number;
  balance: number;
  tradeCount: number;
  /** Symbols the tournament allows; empty = every instrument. */
  instruments: string[];
  positions: Map<string, OpenPosition>;
  /** Positions whose close is under way, so a tick does not close them twice. */
  closing: Set<string>;
  summary: Summary;
  storedEquity: number;
};

const accountContexts = (db: Db) =>
  db
    .selectFrom('tradeAccounts as a')
    .innerJoin('tournaments as t', 't.id', 'a.tournamentId')
    .select([
      'a.id',
      'a.userId',
      'a.tournamentId',
      'a.mode',
      'a.status as accountStatus',
      'a.balance',
      'a.startingBalance',
      'a.equity',
      'a.tradeCount',
      'a.profileName',
      't.title as tournamentTitle',
      't.status as tournamentStatus',
      't.leverage',
      't.instruments',
      't.registrationStartAt',
      't.registrationEndAt',
      't.startAt',
      't.endAt',
    ]);

const accountContext = (db: Db, accountId: string) => accountContexts(db).where('a.id', '=', accountId);

type AccountContext = NonNullable<Awaited<ReturnType<ReturnType<typeof accountContext>['executeTakeFirst']>>>;

/** Accounts per query of a batched hold: a few set-based reads instead of two queries per account. */
const HOLD_CHUNK = 1_000;

const heldFrom = (accountId: string, row: AccountContext, positions: OpenPosition[]): Held => ({
  accountId,
  userId: row.userId,
  tournamentId: row.tournamentId,
  mode: row.mode,
  leverage: row.leverage,
  startingBalance: Number(row.startingBalance),
  balance: Number(row.balance),
  tradeCount: row.tradeCount,
  instruments: row.instruments,
  positions: new Map(positions.map((position) => [position.id, position])),
  closing: new Set(),
  summary: summarize(Number(row.balance), Number(row.startingBalance), []),
  storedEquity: Number(row.equity),
});

export const contextOf = (row: AccountContext): TradingContext => ({
  mode: row.mode,
  accountStatus: row.accountStatus,
  tournamentStatus: row.tournamentStatus,
  window: windowOf(row),
});

/**
 * The paper-trading book: accounts with open positions are held in memory and valued on every tick (stops,
 * take-profits and stop-outs trigger here); every change of money goes through the database first, under the
 * account's row lock, and one account's operations run one at a time.
 */
export type BookOptions = {
  /** Whether this process fires stops, take-profits and stop-outs: the leading one only (issue 12). */
  isLeader: () => boolean;
  /**
   * Whether other processes hold accounts too (REDIS_URL): each change then announces the account, on commit,
   * so that their copies reload (`refresh`).
   */
  isShared: boolean;
};

/** The channel on which a process announces an account it changed: `<process>:<account id>`. */
export const ACCOUNT_CHANGED = 'account_changed';
/** This process, in its own announcements: it ignores those. */
export const PROCESS_ID = crypto.randomUUID();

export function createBook(db: Db, market: MarketFeed, now: () => Date, options: BookOptions) {
  const held = new Map<string, Held>();
  const active = new Set<Held>();
  const dirty = new Set<Held>();
  const queues = new Map<string, Promise<unknown>>();
  const closedListeners = new Set<(account: Held, trades: ClosedTrade[]) => void>();
  const instruments = new Map(market.instruments.map((instrument) => [instrument.symbol, instrument]));

  const value = (account: Held): Valued[] =>
    valuePositions(account.positions.values(), instruments, market.quote);

  const revalue = (account: Held) => {
    const before = account.summary.equity;
    account.summary = summarize(account.balance, account.startingBalance, value(account));
    if (account.summary.equity !== before) dirty.add(account);
    if (account.positions.size > 0) active.add(account);
    else active.delete(account);
  };

  /** One account's operations in order: an order, a close and a triggered stop never interleave. */
  function exclusive<T>(accountId: string, task: () => Promise<T>): Promise<T> {
    const run = (queues.get(accountId) ?? Promise.resolve()).then(task, task);
    const settled = run.catch(() => undefined);
    queues.set(accountId, settled);
    void settled.then(() => queues.get(accountId) === settled && queues.delete(accountId));
    return run;
  }

  /** Tells the other processes, when the transaction commits, that this account changed. */
  const announce = async (trx: Db, accountId: string) => {
    if (options.isShared)
      await sql`select pg_notify(${ACCOUNT_CHANGED}, ${`${PROCESS_ID}:${accountId}`})`.execute(trx);
  };

  /**
   * Reloads a held account's money and open positions from the database (another process changed them), in
   * place: the account stays in the sets that refer to it. Run it inside `exclusive` for the account.
   */
  async function refresh(account: Held) {
    const row = await accountContext(db, account.accountId).executeTakeFirst();
    if (!row) return;
    const positions = await openPositions(db, [account.accountId]);
    account.balance = Number(row.balance);
    account.tradeCount = row.tradeCount;
    account.positions = new Map(positions.map((position) => [position.id, position]));
    for (const id of account.closing) if (!account.positions.has(id)) account.closing.delete(id);
    revalue(account);
    dirty.add(account);
  }

  /** Keeps a freshly loaded account unless another first use loaded it meanwhile: the first one loaded is kept. */
  const keep = (account: Held): Held => {
    const raced = held.get(account.accountId);
    if (raced) return raced;
    held.set(account.accountId, account);
    revalue(account);
    return account;
  };

  async function hold(accountId: string): Promise<Held | null> {
    const known = held.get(accountId);
    if (known) return known;
    const row = await accountContext(db, accountId).executeTakeFirst();
    if (!row) return null;
    return keep(heldFrom(accountId, row, await openPositions(db, [accountId])));
  }

  /**
   * Holds many accounts at once (the start-up load): contexts and open positions are read in a few set-based
   * queries per chunk, instead of two queries per account. The same state as `hold` for each; unknown ids skip.
   */
  async function holdMany(accountIds: Iterable<string>, chunk = HOLD_CHUNK): Promise<void> {
    const missing = [...new Set(accountIds)].filter((id) => !held.has(id));
    for (let start = 0; start < missing.length; start += chunk) {
      const ids = missing.slice(start, start + chunk);
      const rows = await accountContexts(db).where('a.id', 'in', ids).execute();
      const byAccount = new Map<string, OpenPosition[]>();
      // Ordered by opening time, like `hold`: each account's positions keep that order.
      for (const position of await openPositions(db, ids)) {
        const list = byAccount.get(position.accountId);
        if (list) list.push(position);
        else byAccount.set(position.accountId, [position]);
      }
      for (const row of rows) keep(heldFrom(row.id, row, byAccount.get(row.id) ?? []));
    }
  }

  const instrumentFor = (account: Held, symbol: string): Instrument | undefined =>
    account.instruments.length === 0 || account.instruments.includes(symbol)
      ? instruments.get(symbol)
      : undefined;

  /**
   * Closes positions of one account at the market, in one transaction; answers the trades closed. A one-position
   * close may `seal` its answer (the trade) into that transaction.
   */
  async function close(
    account: Held,
    ids: string[],
    reason: CloseReason,
    seal?: Seal,
  ): Promise<ClosedTrade[]> {
    const closings: Closing[] = [];
    for (const id of ids) {
      const position = account.positions.get(id);
      const instrument = position && instruments.get(position.symbol);
      const quote = position && market.quote(position.symbol);
      if (!position || !instrument || !quote) continue;
      const closePrice = closePriceOf(position.side, quote);
      closings.push({ id, closePrice, profit: profitOf(position, instrument, closePrice), reason });
    }
    const result = await db.transaction().execute(async (trx) => {
      await trx
        .selectFrom('tradeAccounts')
        .select('id')
        .where('id', '=', account.accountId)
        .forUpdate()
        .execute();
      const closed = await closePositions(trx, account.accountId, closings, now());
      if (closed.trades.length > 0) await announce(trx, account.accountId);
      const [trade] = closed.trades;
      if (seal && trade) await seal(trx, trade);
      return closed;
    });
    for (const id of ids) {
      account.positions.delete(id);
      account.closing.delete(id);
    }
    account.balance = result.balance;
    account.tradeCount = result.tradeCount;
    revalue(account);
    dirty.add(account);
    if (result.trades.length > 0) for (const listener of closedListeners) listener(account, result.trades);
    return result.trades;
  }

  /**
   * Closes every open position of a tournament's live accounts at the market, inside the transaction that
   * closes the tournament, and sets each account's equity to its final balance. Answers the accounts touched.
   */
  async function closeTournament(trx: Db, tournamentId: string): Promise<string[]> {
    const rows = await trx
      .selectFrom('positions as p')
      .innerJoin('tradeAccounts as a', 'a.id', 'p.accountId')
      .selectAll('p')
      .where('a.tournamentId', '=', tournamentId)
      .where('a.mode', '=', 'live')
      .where('p.status', '=', 'open')
      .forUpdate()
      .execute();
    const byAccount = new Map<string, OpenPosition[]>();
    for (const position of rows.map(toOpenPosition))
      byAccount.set(position.accountId, [...(byAccount.get(position.accountId) ?? []), position]);
    for (const [accountId, positions] of byAccount) {
      const closings = positions.flatMap((position): Closing[] => {
        const instrument = instruments.get(position.symbol);
        const quote = market.quote(position.symbol);
        if (!instrument || !quote) return [];
        const closePrice = closePriceOf(position.side, quote);
        return [
          {
            id: position.id,
            closePrice,
            profit: profitOf(position, instrument, closePrice),
            reason: 'tournament_end',
          },
        ];
      });
      await closePositions(trx, accountId, closings, now());
    }
    await trx
      .updateTable('tradeAccounts')
      .set({ equity: sql`balance` })
      .where('tournamentId', '=', tournamentId)
      .where('mode', '=', 'live')
      .execute();
    const touched = [...held.values()].filter(
      (account) => account.tournamentId === tournamentId && account.mode === 'live',
    );
    return touched.map((account) => account.accountId);
  }

  /** Values every account with open positions at the new prices; fires stops, take-profits and stop-outs. */
  function onTick() {
    const isLeader = options.isLeader();
    for (const account of active) {
      revalue(account);
      if (!isLeader) continue;
      const quoteOf = market.quote;
      const due = isStopOut(account.summary)
        ? [...account.positions.keys()].map((id) => [id, 'stop_out'] as const)
        : [...account.positions.values()].flatMap((position) => {
            const quote = quoteOf(position.symbol);
            const reason = quote && exitOf(position, quote);
            return reason ? [[position.id, reason] as const] : [];
          });
      for (const [id, reason] of due) {
        if (account.closing.has(id)) continue;
        account.closing.add(id);
        void exclusive(account.accountId, () => close(account, [id], reason)).catch(() =>
          account.closing.delete(id),
        );
      }
    }
  }
  market.onQuotes(onTick);

  return {
    instruments,
    hold,
    holdMany,
    closeTournament,
    exclusive,
    close,
    announce,
    refresh,
    /**
     * Another process changed the account: a copy held here is read again; the leader, which must value every
     * account with open positions and move the boards, holds it if it did not.
     */
    async changedElsewhere(accountId: string, isLeader: boolean) {
      const known = held.get(accountId);
      if (known) return exclusive(accountId, () => refresh(known));
      if (!isLeader) return;
      const loaded = await hold(accountId);
      if (loaded) dirty.add(loaded);
    },
    instrumentFor,
    value,
    revalue,
    /** The account's trading context; inside a transaction, `lock` holds its row until the end. */
    context: (executor: Db, accountId: string, lock = false) =>
      accountContext(executor, accountId)
        .$if(lock, (q) => q.forUpdate('a'))
        .executeTakeFirst(),
    isOpen: (row: AccountContext) => isTradingOpen(contextOf(row), now().getTime()),
    /** Accounts whose valuation changed since the last call. */
    drainDirty(): Held[] {
      const changed = [...dirty];
      dirty.clear();
      return changed;
    },
    /** Drops accounts from memory after they were changed in bulk (a tournament's end); they reload on use. */
    forget(accountIds: Iterable<string>) {
      for (const id of accountIds) {
        const account = held.get(id);
        if (account) active.delete(account);
        held.delete(id);
      }
    },
    /** Writes the equity of accounts whose valuation moved, in one statement, so boards read from the database agree. */
    async persistEquity() {
      const moved = [...held.values()].filter((account) => account.summary.equity !== account.storedEquity);
      if (moved.length === 0) return;
      const rows = moved.map(
        (account) => sql`(${account.accountId}::uuid, ${account.summary.equity}::numeric)`,
      );
      await sql`update trade_accounts set equity = v.equity from (values ${sql.join(rows)}) as v(id, equity)
        where trade_accounts.id = v.id and trade_accounts.status <> 'ended'`.execute(db);
      for (const account of moved) account.storedEquity = account.summary.equity;
    },
    onClosed(listener: (account: Held, trades: ClosedTrade[]) => void) {
      closedListeners.add(listener);
    },
    heldAccounts: () => held.values(),
  };
}
export type Book = ReturnType<typeof createBook>;
