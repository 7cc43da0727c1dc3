import fp from 'fastify-plugin';
import type { MarketFeed } from '../market/feed.ts';
import { createSimulatedFeed } from '../market/simulated-feed.ts';

declare module 'fastify' {
  interface FastifyInstance {
    market: MarketFeed & { tick: () => unknown };
  }
}

/** The market feed: the seeded simulator (a real data source would be decorated here instead). */
export default fp(async (app) => {
  const feed = createSimulatedFeed({
    seed: app.config.marketSeed,
    tickMs: app.config.marketTickMs,
    now: app.now,
  });
  app.decorate('market', feed);
  app.addHook('onClose', async () => feed.stop());
});
