import Fastify, { LogController, type FastifyServerOptions, type RouteOptions } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { API_PREFIX } from './contract.ts';
import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import { requestSerializer } from './lib/log-redaction.ts';
import { validatorCompiler } from './validation.ts';
import './types.ts';
import accountsPlugin from './plugins/accounts.ts';
import authPlugin from './plugins/auth.ts';
import botsPlugin from './plugins/bots.ts';
import clockPlugin from './plugins/clock.ts';
import entriesPlugin from './plugins/entries.ts';
import errorsPlugin from './plugins/errors.ts';
import filesPlugin from './plugins/files.ts';
import idempotencyPlugin from './plugins/idempotency.ts';
import marketPlugin from './plugins/market.ts';
import notificationsPlugin from './plugins/notifications.ts';
import notifierPlugin from './plugins/notifier.ts';
import paymentsPlugin from './plugins/payments.ts';
import redisPlugin from './plugins/redis.ts';
import realtimePlugin from './plugins/realtime.ts';
import revocationsPlugin from './plugins/revocations.ts';
import securityPlugin from './plugins/security.ts';
import staticPlugin from './plugins/static.ts';
import tradingPlugin from './plugins/trading.ts';
import affiliateRoutes from './routes/affiliates/index.ts';
import allianceRoutes from './routes/alliances/index.ts';
import authRoutes from './routes/auth/index.ts';
import devRoutes from './routes/dev/index.ts';
import fileRoutes from './routes/files/index.ts';
import kycRoutes from './routes/kyc/index.ts';
import healthRoutes from './routes/health/index.ts';
import levelRoutes from './routes/levels/index.ts';
import notificationRoutes from './routes/notifications/index.ts';
import paymentRoutes from './routes/payments/index.ts';
import tournamentRoutes from './routes/tournaments/index.ts';
import terminalRoutes from './routes/terminal/index.ts';
import tradeProfileRoutes from './routes/trade-profiles/index.ts';
import translationRoutes from './routes/translation/index.ts';
import userRoutes from './routes/users/index.ts';

export type AppOptions = {
  config: Config;
  db: Db;
  logger?: FastifyServerOptions['logger'];
  now?: () => Date;
};

/** Composes the platform: plugins first, then the routes under /api/v1. Booting lives in server.ts. */
export async function buildApp({ config, db, logger, now = () => new Date() }: AppOptions) {
  const app = Fastify({
    logger: logger ?? {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
      serializers: { req: requestSerializer },
    },
    trustProxy: config.trustProxy,
    // One line per request is for operators; at the default level a developer's console shows what matters.
    logController: new LogController({
      disableRequestLogging: config.env !== 'production' && config.logLevel !== 'debug',
    }),
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<TypeBoxTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  // Every route as registered, with its schema: the attack suite walks it, so a new route cannot escape its checks.
  const routeTable: RouteOptions[] = [];
  app.addHook('onRoute', (route) => void routeTable.push(route));
  app.decorate('routeTable', routeTable);

  app.decorate('config', config);
  app.decorate('db', db);
  app.decorate('now', now);
  await app.register(errorsPlugin);
  await app.register(redisPlugin);
  await app.register(securityPlugin);
  await app.register(notifierPlugin);
  await app.register(authPlugin);
  await app.register(accountsPlugin);
  await app.register(filesPlugin);
  await app.register(realtimePlugin);
  await app.register(revocationsPlugin);
  await app.register(notificationsPlugin);
  await app.register(idempotencyPlugin);
  await app.register(paymentsPlugin);
  await app.register(marketPlugin);
  await app.register(tradingPlugin);
  // With Redis every process counts an account's orders together, as every other limit (issue 12).
  if (app.redis) app.trading.shareOrderLimit(app.counter);
  await app.register(clockPlugin);
  await app.register(botsPlugin);
  await app.register(entriesPlugin);

  await app.register(
    async (api) => {
      await api.register(healthRoutes);
      await api.register(translationRoutes);
      await api.register(levelRoutes);
      await api.register(authRoutes);
      await api.register(userRoutes);
      await api.register(fileRoutes);
      await api.register(kycRoutes);
      await api.register(tournamentRoutes);
      await api.register(paymentRoutes);
      await api.register(tradeProfileRoutes);
      await api.register(terminalRoutes);
      await api.register(affiliateRoutes);
      await api.register(allianceRoutes);
      await api.register(notificationRoutes);
      if (config.env !== 'production') await api.register(devRoutes);
    },
    { prefix: API_PREFIX },
  );
  await app.register(staticPlugin);
  return app;
}
export type App = Awaited<ReturnType<typeof buildApp>>;
