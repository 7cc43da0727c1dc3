import fp from 'fastify-plugin';
import { createBoards, type Boards } from '../leaderboards/boards.ts';
import { createTerminalTokens, type TerminalTokens } from '../repositories/terminal-tokens.ts';
import { createBook, type Book } from '../trading/book.ts';
import { followOtherProcesses } from '../trading/followers.ts';
import { createTrading, type Trading } from '../trading/service.ts';
import { attachTerminalSockets } from '../trading/terminal-sockets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    book: Book;
    boards: Boards;
    trading: Trading;
    terminalTokens: TerminalTokens;
    /** One catch-up of boards, terminal accounts and stored equity with the market; tests call it directly. */
    pulse: () => Promise<void>;
  }
}

/** Every this many pulses the valuations are written to the database and newcomers join live boards. */
const PERSIST_EVERY = 10;

/**
 * Paper trading and live boards: the book values accounts on every tick; a pulse a few times a second moves
 * live boards (sending only changed rows), pushes account updates to open terminals and stores equity.
 * The leading process (issue 12) computes the boards and stores equity; every process pushes its own terminals'
 * accounts, and the others follow the leader (`trading/followers.ts`).
 */
export default fp(async (app) => {
  const { db, market, realtime, notifications, leadership } = app;
  const book = createBook(db, market, app.now, {
    isLeader: leadership.isLeader,
    isShared: app.redis !== null,
  });
  const boards = createBoards(
    db,
    {
      emit(id, update) {
        realtime.emit('leaderboardUpdate', id, update);
        notifications.boardChanged(id, update.rows);
      },
      opened(id, rows) {
        notifications.boardOpened(id, rows);
        realtime.toOthers('boards', [
          { tournamentId: id, seq: realtime.sequence(id), status: 'live', rows, at: app.now().getTime() },
        ]);
      },
      renamedElsewhere: (...args) => realtime.toOthers('renamed', ...args),
    },
    app.now,
  );
  book.onClosed(notifications.tradesClosed);
  const trading = createTrading(db, book, boards, market, app.now, app.redis ? app.counter : null);
  app.decorate('book', book);
  app.decorate('boards', boards);
  app.decorate('trading', trading);
  app.decorate('terminalTokens', createTerminalTokens(db, app.now));
  const terminals = attachTerminalSockets(app);

  let isLoaded = false;
  /** Live boards and the accounts with open positions (their stops must fire without a visit). */
  const load = async () => {
    await boards.sync();
    const open = await db
      .selectFrom('positions')
      .select('accountId')
      .distinct()
      .where('status', '=', 'open')
      .execute();
    // In bulk: one account at a time took ~20 s with 10,000 open, past Fastify's 10 s limit for onReady (the
    // platform did not start), and stops wait for it.
    await book.holdMany(open.map(({ accountId }) => accountId));
    isLoaded = true;
  };

  let pulses = 0;
  let isPulsing = false;
  const pulse = async () => {
    if (isPulsing) return;
    isPulsing = true;
    try {
      const isLeader = leadership.isLeader();
      if (isLeader && !isLoaded) await load();
      const changed = book.drainDirty();
      if (isLeader) {
        // A tournament made live by other means than this clock (created mid-window, or moved by a process that
        // then died) has no board here until the next sync: open it now, so this change is not lost.
        if (changed.some((account) => account.mode === 'live' && !boards.isLive(account.tournamentId)))
          await boards.sync();
        boards.apply(
          changed
            .filter((account) => account.mode === 'live')
            .map(({ accountId, tournamentId, tradeCount, summary }) => ({
              accountId,
              tournamentId,
              tradeCount,
              profit: summary.profit,
            })),
        );
        boards.flush();
        notifications.pump();
      }
      for (const account of changed) terminals.pushAccount(account);
      if (isLeader && ++pulses % PERSIST_EVERY === 0) {
        await book.persistEquity();
        await boards.sync();
      }
    } catch (error) {
      app.log.error({ err: error }, 'trading pulse failed');
    } finally {
      isPulsing = false;
    }
  };
  app.decorate('pulse', pulse);

  followOtherProcesses(app, {
    elected: () => {
      isLoaded = false;
      return pulse();
    },
    deposed: () => {
      isLoaded = false;
      boards.stopComputing();
    },
  });

  app.addHook('onReady', async () => {
    if (leadership.isLeader())
      await load().catch((error) => app.log.error({ err: error }, 'trading: loading live boards failed'));
  });
  if (app.config.pulseMs > 0) {
    const timer = setInterval(() => void pulse(), app.config.pulseMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.addHook('onClose', async () => {
    if (leadership.isLeader()) await book.persistEquity().catch(() => undefined);
  });
});
