import fp from 'fastify-plugin';
import { electLeader } from '../db/leadership.ts';

export type Leadership = {
  /** Whether this process runs the singletons: always without REDIS_URL (one process), else the elected one. */
  isLeader: () => boolean;
  /** Called when this process is elected (true) or loses it (false); only with REDIS_URL. */
  onChange: (listener: (isLeader: boolean) => void) => void;
};

declare module 'fastify' {
  interface FastifyInstance {
    leadership: Leadership;
  }
}

/** How often a follower tries the lock, and the leader checks it still holds it. */
const ELECTION_EVERY_MS = 2_000;

/**
 * Exactly one platform process runs the market feed, the tournament clock, the boards' computation, the bots and
 * the timed payment and provisioning jobs (issue 12). With REDIS_URL, several processes share one database, and
 * the one holding a PostgreSQL advisory lock leads (`db/leadership.ts`); without it this process is the only one.
 */
export default fp(async (app) => {
  if (!app.redis) {
    // The only process leads for its whole life: nothing ever changes.
    app.decorate('leadership', { isLeader: () => true, onChange: () => undefined });
    return;
  }
  const listeners = new Set<(isLeader: boolean) => void>();
  const tell = (isLeader: boolean) => {
    for (const listener of listeners) listener(isLeader);
  };
  const election = electLeader(
    app.db,
    {
      onElected() {
        app.log.info('leadership: this process now runs the market, the clock and the boards');
        tell(true);
      },
      onDeposed(reason) {
        app.log.warn(
          `leadership: lost, ${reason}; the singletons stop here until this process is elected again`,
        );
        tell(false);
      },
    },
    ELECTION_EVERY_MS,
  );
  app.decorate('leadership', {
    isLeader: election.isLeader,
    onChange: (listener) => void listeners.add(listener),
  } satisfies Leadership);
  // Once serving (after every plugin's onReady): a leader elected now finds the market, book and clock in place.
  app.addHook('onListen', async () => election.start());
  // onClose hooks run last-registered first: the trading book stores its equity as leader before this lets go.
  app.addHook('onClose', async () => election.close());
});
