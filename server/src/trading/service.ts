import type { Db, Seal } from '../db/connect.ts';
import {
  PRACTICE_DAYS,
  TRADING_MESSAGES,
  type AccountSummary,
  type ClosedTrade,
  type OrderRequest,
  type Position,
  type TerminalState,
} from '../contract.ts';
import { ApiError, conflict, notFound, unprocessable } from '../errors.ts';
import { windowOf } from '../domain/tournaments/lifecycle.ts';
import { checkOrder, summarize, type Valued } from '../domain/trading/engine.ts';
import { OrderLimiter } from '../domain/trading/order-limiter.ts';
import { tradingEndsAt } from '../domain/trading/rules.ts';
import { openPositions, toOpenPosition } from '../repositories/positions.ts';
import type { SharedCounter } from '../lib/shared-counter.ts';
import type { Boards } from '../leaderboards/boards.ts';
import type { MarketFeed } from '../market/feed.ts';
import type { Book, Held } from './book.ts';

export const toPosition = (position: Valued): Position => ({
  id: position.id,
  symbol: position.symbol,
  side: position.side,
  volume: position.volume,
  openPrice: position.openPrice,
  openedAt: position.openedAt.toISOString(),
  stopLoss: position.stopLoss,
  takeProfit: position.takeProfit,
  margin: position.margin,
  currentPrice: position.currentPrice,
  profit: position.profit,
});

const ORDERS_PER_WINDOW = 10;
const ORDER_WINDOW_MS = 10_000;

/** What the terminal's routes and the demo bots call: orders, closes and the account as the terminal shows it. */
export function createTrading(
  db: Db,
  book: Book,
  boards: Boards,
  market: MarketFeed,
  now: () => Date,
  /** With Redis: an account's orders are counted across every process (issue 12), in fixed windows. */
  sharedOrders: SharedCounter | null = null,
) {
  const limiter = new OrderLimiter(ORDERS_PER_WINDOW, ORDER_WINDOW_MS);
  const allowOrder = async (accountId: string) =>
    sharedOrders
      ? (await sharedOrders.hit(`orders:${accountId}`, ORDER_WINDOW_MS)).count <= ORDERS_PER_WINDOW
      : limiter.allow(accountId, now().getTime());

  const held = async (accountId: string) =>
    (await book.hold(accountId)) ?? Promise.reject(notFound(TRADING_MESSAGES.sessionExpired));

  const summaryOf = (account: Held): AccountSummary => {
    const standing =
      account.mode === 'live' ? boards.standing(account.tournamentId, account.accountId) : null;
    return {
      accountId: account.accountId,
      mode: account.mode,
      status: 'ready',
      leverage: account.leverage,
      startingBalance: account.startingBalance,
      tradeCount: account.tradeCount,
      ...account.summary,
      rank: standing?.rank ?? null,
      players: standing?.players ?? 0,
    };
  };

  const view = (account: Held) => ({
    account: summaryOf(account),
    positions: book.value(account).map(toPosition),
  });

  return {
    view,

    async state(accountId: string): Promise<TerminalState> {
      const account = await held(accountId);
      const context = await book.context(db, accountId);
      if (!context) throw notFound(TRADING_MESSAGES.sessionExpired);
      const allowed = market.instruments.filter((instrument) =>
        book.instrumentFor(account, instrument.symbol),
      );
      const { account: summary, positions } = view(account);
      return {
        tournament: {
          id: context.tournamentId,
          title: context.tournamentTitle,
          status: context.tournamentStatus,
          endDate: context.endAt.toISOString(),
          tradingEndsAt: new Date(tradingEndsAt(account.mode, windowOf(context))).toISOString(),
        },
        profileName: context.profileName,
        account: { ...summary, status: context.accountStatus },
        instruments: allowed,
        quotes: allowed.flatMap((instrument) => market.quote(instrument.symbol) ?? []),
        positions,
        serverTime: now().toISOString(),
        isTradingOpen: book.isOpen(context),
      };
    },

    /** A market order at the server's price, checked against the account's free margin under its row lock. */
    async placeOrder(accountId: string, order: OrderRequest, seal?: Seal): Promise<Position> {
      if (!(await allowOrder(accountId))) throw new ApiError(429, TRADING_MESSAGES.tooManyOrders);
      if (!market.isCurrent()) throw new ApiError(503, TRADING_MESSAGES.pricesUnavailable);
      const account = await held(accountId);
      const instrument = book.instrumentFor(account, order.symbol);
      const quote = market.quote(order.symbol);
      if (!instrument || !quote) throw unprocessable(TRADING_MESSAGES.unknownSymbol);
      return book.exclusive(accountId, async () => {
        const position = await db.transaction().execute(async (trx) => {
          const context = await book.context(trx, accountId, true);
          if (!context || !book.isOpen(context)) throw conflict(TRADING_MESSAGES.marketClosed);
          // The money and positions as committed, read under the row lock: another process may have changed them.
          const open = await openPositions(trx, [accountId]);
          const current = {
            ...account,
            balance: Number(context.balance),
            positions: new Map(open.map((position) => [position.id, position])),
          };
          const { freeMargin } = summarize(current.balance, current.startingBalance, book.value(current));
          const checked = checkOrder(order, instrument, quote, freeMargin, account.leverage);
          if ('message' in checked) throw new ApiError(checked.status, checked.message);
          const row = await trx
            .insertInto('positions')
            .values({
              accountId,
              symbol: order.symbol,
              side: order.side,
              volume: order.volume,
              openPrice: checked.openPrice,
              openedAt: now(),
              stopLoss: order.stopLoss ?? null,
              takeProfit: order.takeProfit ?? null,
              margin: checked.margin,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const opened = toOpenPosition(row);
          const [valued] = book.value({ ...account, positions: new Map([[opened.id, opened]]) });
          const answer = toPosition(valued ?? { ...opened, currentPrice: opened.openPrice, profit: 0 });
          await book.announce(trx, accountId);
          await seal?.(trx, answer);
          return { current, opened, answer };
        });
        account.balance = position.current.balance;
        account.positions = position.current.positions;
        account.positions.set(position.opened.id, position.opened);
        book.revalue(account);
        return position.answer;
      });
    },

    /** Practice accounts whose week after the tournament is over close their positions at the market. */
    async closeEndedPractice() {
      const due = await db
        .selectFrom('positions as p')
        .innerJoin('tradeAccounts as a', 'a.id', 'p.accountId')
        .innerJoin('tournaments as t', 't.id', 'a.tournamentId')
        .select('p.accountId')
        .distinct()
        .where('p.status', '=', 'open')
        .where('a.mode', '=', 'practice')
        .where((eb) =>
          eb.or([
            eb('t.status', '=', 'deleted'),
            eb('t.endAt', '<=', new Date(now().getTime() - PRACTICE_DAYS * 86_400_000)),
          ]),
        )
        .execute();
      for (const { accountId } of due) {
        const account = await held(accountId);
        await book.exclusive(accountId, () =>
          book.close(account, [...account.positions.keys()], 'tournament_end'),
        );
      }
    },

    /** The member closes a position (whole) at the market. */
    async closePosition(accountId: string, positionId: string, seal?: Seal): Promise<ClosedTrade> {
      if (!market.isCurrent()) throw new ApiError(503, TRADING_MESSAGES.pricesUnavailable);
      const account = await held(accountId);
      return book.exclusive(accountId, async () => {
        const context = await book.context(db, accountId);
        if (!context || !book.isOpen(context)) throw conflict(TRADING_MESSAGES.marketClosed);
        // Opened through another process a moment ago, and its notice not here yet: look again.
        if (!account.positions.has(positionId)) await book.refresh(account);
        if (!account.positions.has(positionId) || account.closing.has(positionId))
          throw notFound(TRADING_MESSAGES.positionNotFound);
        const [trade] = await book.close(account, [positionId], 'manual', seal);
        return trade ?? Promise.reject(notFound(TRADING_MESSAGES.positionNotFound));
      });
    },
  };
}
export type Trading = ReturnType<typeof createTrading>;
