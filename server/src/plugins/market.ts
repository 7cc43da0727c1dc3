import fp from 'fastify-plugin';
import type { MarketFeed } from '../market/feed.ts';
import { createSimulatedFeed, type SimulatedFeed } from '../market/simulated-feed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    market: MarketFeed & Pick<SimulatedFeed, 'tick'>;
  }
}

/** A follower that heard no quotes for this many ticks refuses to price orders. */
const QUIET_TICKS = 20;

/**
 * The market feed: the seeded simulator (a real data source would be decorated here instead). Only the leading
 * process ticks (issue 12); it sends each tick's quotes to the others, whose feeds follow, so every process prices
 * orders and terminals alike, and a new leader ticks on from the last prices.
 */
export default fp(async (app) => {
  const { config, leadership, realtime } = app;
  const feed = createSimulatedFeed({ seed: config.marketSeed, tickMs: config.marketTickMs, now: app.now });
  app.decorate('market', {
    ...feed,
    // The leader makes the prices; a follower's are current while the leader's keep coming (ticks 0: tests).
    isCurrent: () =>
      leadership.isLeader() ||
      config.marketTickMs === 0 ||
      feed.silentFor() < QUIET_TICKS * config.marketTickMs,
  });

  feed.onQuotes((quotes) => {
    if (quotes.length > 0 && leadership.isLeader()) realtime.toOthers('quotes', quotes);
  });
  realtime.fromOthers('quotes', (quotes) => {
    if (!leadership.isLeader()) feed.follow(quotes);
  });
  realtime.fromOthers('market', (state) => {
    if (!leadership.isLeader()) feed.load(state);
  });
  realtime.fromOthers('stateWanted', () => {
    if (leadership.isLeader()) realtime.toOthers('market', feed.state());
  });
  leadership.onChange((isLeader) => {
    if (isLeader) realtime.toOthers('market', feed.state());
  });
  // A process that starts asks the leader, if there is one, for the market (and the boards, see trading.ts).
  app.addHook('onListen', async () => void realtime.toOthers('stateWanted'));

  if (config.marketTickMs > 0) {
    const timer = setInterval(() => leadership.isLeader() && feed.tick(), config.marketTickMs);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  app.addHook('onClose', async () => feed.stop());
});
