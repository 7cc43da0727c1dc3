import fp from 'fastify-plugin';
import { endPractice, provisionDue } from '../jobs/accounts.ts';
import { finalizeDue } from '../jobs/finalize.ts';
import { moveTournaments } from '../jobs/lifecycle.ts';
import { overdueInvoices } from '../repositories/settlements.ts';

export type Clock = {
  /** One pass of every timed job; tests call it after moving their clock. */
  tick: () => Promise<void>;
  /** Provisions new trading accounts once their creation time is up, without waiting for the next tick. */
  provisionSoon: () => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    clock: Clock;
  }
}

/**
 * The lifecycle clock: moves tournaments through their states on time (emitting `tournamentClose_<id>` on
 * close), finalizes calculated ones, tells watchers of starts, closes, results and closing registrations,
 * expires crypto invoices, retries owed provider refunds, provisions trading accounts and ends practice.
 * Every job is idempotent (compare-and-set or row locks), so a tick that overlaps another changes nothing twice.
 */
export default fp(async (app) => {
  const { config, db } = app;
  const timers = new Set<NodeJS.Timeout>();
  let isTicking = false;

  const run = async (name: string, job: () => Promise<unknown>) => {
    try {
      await job();
    } catch (error) {
      app.log.error({ err: error }, `clock: ${name} failed`);
    }
  };

  const provision = () => run('provisioning', () => provisionDue(db, config.provisionDelayMs, app.now()));

  const tick = async () => {
    if (isTicking) return;
    isTicking = true;
    try {
      await run('lifecycle', async () => {
        for (const move of await moveTournaments(db, app.now(), app.book.closeTournament)) {
          if (move.to === 'live') {
            await app.boards.open(move.id);
            void app.notifications.started(move.id);
          }
          if (move.to !== 'calculating') continue;
          app.book.forget(move.closed);
          app.boards.close(move.id);
          app.realtime.emit('tournamentClose', move.id, { closedAt: app.now().toISOString() });
          void app.notifications.closed(move.id);
        }
      });
      await run('finalize', async () => {
        for (const id of await finalizeDue(db, config.calculationMs, app.now()))
          void app.notifications.finalized(id);
      });
      await run('reminders', () => app.notifications.registrationClosing());
      await run('invoices', async () => {
        for (const { id } of await overdueInvoices(db, app.now())) await app.entries.settle(id, 'expired');
      });
      await run('provider refunds', () => app.entries.sendOwedRefunds());
      await provision();
      await run('practice', async () => {
        await app.trading.closeEndedPractice();
        await endPractice(db, app.now());
      });
      await run('terminal tokens', () => app.terminalTokens.sweep());
    } finally {
      isTicking = false;
    }
  };

  const later = (ms: number, task: () => Promise<void>) => {
    const timer = setTimeout(() => {
      timers.delete(timer);
      void task();
    }, ms);
    timer.unref();
    timers.add(timer);
  };

  app.decorate('clock', {
    tick,
    provisionSoon: () => later(config.provisionDelayMs, provision),
  } satisfies Clock);

  if (config.lifecycleTickMs > 0) {
    // The leading process runs the clock (issue 12); every job is also safe if two ran it at once.
    const leaderTick = () => void (app.leadership.isLeader() && tick());
    const interval = setInterval(leaderTick, config.lifecycleTickMs);
    interval.unref();
    app.addHook('onReady', async () => leaderTick());
    app.addHook('onClose', async () => clearInterval(interval));
  }
  app.addHook('onClose', async () => {
    for (const timer of timers) clearTimeout(timer);
  });
});
