/**
 * What must hold after the soak, whatever the timings: every order the platform answered 2xx exists exactly once
 * (and nothing else was opened, beyond the orders whose answer never came), every answered close is closed, each
 * account's balance and trade count add up from its closed positions, the engine's in-memory accounts agree with
 * the database, and the live board shows each account's profit and trade count.
 */
import { sql } from 'kysely';
import type { App } from '../server/src/app.ts';

export type Ledger = {
  orders: Array<{ id: string; accountId: string; symbol: string; side: string; volume: number }>;
  closes: Array<{ id: string; accountId: string }>;
  /** Requests that got no answer (transport error or time-out): they may or may not have been applied. */
  unansweredOrders: number;
  unansweredCloses: number;
};

const cents = (value: number) => Math.round(value * 100);
const SHOWN = 5;

export async function checkInvariants(app: App, tournamentId: string, ledger: Ledger) {
  const failures: string[] = [];
  const fail = (kind: string, items: string[]) => {
    if (items.length > 0)
      failures.push(
        `${kind}: ${items.length} (${items.slice(0, SHOWN).join('; ')}${items.length > SHOWN ? '; …' : ''})`,
      );
  };

  const positions = await app.db
    .selectFrom('positions as p')
    .innerJoin('tradeAccounts as a', 'a.id', 'p.accountId')
    .select(['p.id', 'p.accountId', 'p.symbol', 'p.side', 'p.volume', 'p.status'])
    .where('a.tournamentId', '=', tournamentId)
    .execute();
  const byId = new Map(positions.map((position) => [position.id, position]));

  const answered = new Map<string, number>();
  for (const order of ledger.orders) answered.set(order.id, (answered.get(order.id) ?? 0) + 1);
  fail(
    'an id answered for two orders',
    [...answered].filter(([, times]) => times > 1).map(([id]) => id),
  );
  fail(
    '2xx orders missing or unlike what was asked',
    ledger.orders
      .filter((order) => {
        const row = byId.get(order.id);
        return (
          !row ||
          row.accountId !== order.accountId ||
          row.symbol !== order.symbol ||
          row.side !== order.side ||
          Number(row.volume) !== order.volume
        );
      })
      .map((order) => order.id),
  );
  const phantoms = positions.filter((position) => !answered.has(position.id));
  if (phantoms.length > ledger.unansweredOrders)
    fail(
      `positions no 2xx answered (more than the ${ledger.unansweredOrders} unanswered orders)`,
      phantoms.map((position) => position.id),
    );
  fail(
    '2xx closes whose position is not closed',
    ledger.closes.filter((close) => byId.get(close.id)?.status !== 'closed').map((close) => close.id),
  );

  const accounts = await sql<{
    id: string;
    balance: string;
    startingBalance: string;
    tradeCount: number;
    closedProfit: string;
    closedCount: number;
    openCount: number;
  }>`
    select a.id, a.balance, a.starting_balance, a.trade_count,
      coalesce(sum(p.profit) filter (where p.status = 'closed'), 0) as closed_profit,
      (count(p.id) filter (where p.status = 'closed'))::int as closed_count,
      (count(p.id) filter (where p.status = 'open'))::int as open_count
    from trade_accounts a left join positions p on p.account_id = a.id
    where a.tournament_id = ${tournamentId}
    group by a.id`.execute(app.db);
  const rows = accounts.rows;
  fail(
    'balance other than starting balance + closed profit, or trade count other than closed positions',
    rows
      .filter(
        (row) =>
          cents(Number(row.balance)) !== cents(Number(row.startingBalance) + Number(row.closedProfit)) ||
          row.tradeCount !== row.closedCount,
      )
      .map((row) => `${row.id}: balance ${row.balance}, trades ${row.tradeCount}/${row.closedCount}`),
  );

  const stored = new Map(rows.map((row) => [row.id, row]));
  const openIds = new Map<string, string[]>();
  for (const position of positions)
    if (position.status === 'open')
      openIds.set(position.accountId, [...(openIds.get(position.accountId) ?? []), position.id]);
  const engine = [...app.book.heldAccounts()].filter((held) => held.tournamentId === tournamentId);
  fail(
    'engine accounts unlike the database',
    engine
      .filter((held) => {
        const row = stored.get(held.accountId);
        const open = (openIds.get(held.accountId) ?? []).sort().join();
        return (
          !row ||
          cents(held.balance) !== cents(Number(row.balance)) ||
          held.tradeCount !== row.tradeCount ||
          [...held.positions.keys()].sort().join() !== open
        );
      })
      .map((held) => held.accountId),
  );

  const board = app.boards.top(tournamentId, Number.MAX_SAFE_INTEGER) ?? [];
  if (board.length !== rows.length)
    failures.push(`live board: ${board.length} rows for ${rows.length} accounts`);
  fail(
    'board rows unlike the ledger (accounts with no open position)',
    board
      .filter((row) => {
        const account = stored.get(row.accountId);
        if (!account || account.openCount > 0) return !account;
        return (
          row.tradeCount !== account.tradeCount ||
          cents(row.totalProfit) !== cents(Number(account.balance) - Number(account.startingBalance))
        );
      })
      .map((row) => `${row.accountId}: ${row.totalProfit}/${row.tradeCount}`),
  );

  return {
    failures,
    positions: positions.length,
    phantoms: phantoms.length,
    accounts: rows.length,
    engineAccounts: engine.length,
    boardRows: board.length,
  };
}
export type InvariantReport = Awaited<ReturnType<typeof checkInvariants>>;
