import { resolve } from 'node:path';

export type Config = {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  /** External PostgreSQL; when absent the embedded server is started with data in pgDataDir. */
  databaseUrl: string | undefined;
  /**
   * Redis for socket.io's adapter, so that several platform processes reach each other's sockets; when absent the
   * process is alone and its sockets stay in memory.
   */
  redisUrl: string | undefined;
  pgDataDir: string;
  staticDir: string;
  filesDir: string;
  /** Largest image upload, and largest KYC document (PDF), in bytes. */
  uploadMaxBytes: number;
  uploadMaxDocumentBytes: number;
  /** Largest image in pixels (width x height), checked from the header before any decoding. */
  uploadMaxPixels: number;
  /** How long a signed file link stays valid. */
  fileUrlMinutes: number;
  mailTransport: 'outbox' | 'smtp';
  smtpUrl: string | undefined;
  mailFrom: string;
  rateLimitMax: number;
  logLevel: string;
  trustProxy: boolean;
  productName: string;
  sessionDays: number;
  /** Base URL of the portal in links sent by mail. */
  publicUrl: string;
  /** Keys the hashes of one-time codes; must be set (and kept) in production. */
  secret: string;
  /** Sign-in and code requests per minute: per IP, and per account (email or phone). */
  authLimitPerIp: number;
  authLimitPerAccount: number;
  /** Who takes card and crypto payments: the built-in sandbox, or none (only tickets, credit and free entries). */
  paymentProvider: 'sandbox' | 'none';
  /** Signs the sandbox payment provider's webhooks; defaults from SECRET. */
  paymentWebhookSecret: string;
  /** How old a signed webhook may be before it is refused as a replay. */
  webhookToleranceSeconds: number;
  cryptoInvoiceMinutes: number;
  /** How long a hosted card checkout can be paid; an abandoned one then expires and gives its promo use back. */
  cardCheckoutMinutes: number;
  /**
   * How long an Idempotency-Key stays claimed by a request that has not answered: longer than any request runs,
   * so that only the claim of a request whose process died (a crash, a kill) is taken over by the client's retry.
   */
  idempotencyLeaseSeconds: number;
  /** How long the background provisioning of a trading account takes (the sandbox's stand-in for a broker). */
  provisionDelayMs: number;
  /** How often the lifecycle clock moves tournaments and expires invoices; 0 turns it off (tests drive it). */
  lifecycleTickMs: number;
  /** How long a closed tournament's leaderboard is "being calculated" before it is final and prizes are paid. */
  calculationMs: number;
  /** Milliseconds between simulated market ticks; 0 ticks only on demand (tests). */
  marketTickMs: number;
  /** Seed of the simulated market's random walk: the same seed replays the same prices. */
  marketSeed: number;
  /** How often live boards, terminal accounts and stored equity catch up with the market; 0 = on demand. */
  pulseMs: number;
  /** Demo bot traders keep trading in live tournaments (on by default outside production). */
  botsEnabled: boolean;
  /**
   * Web Push (VAPID) keys. A deployment sets both; without them production sends no push (the portal still tells
   * members in the page), and development makes a pair once and keeps it in the database.
   */
  vapidPublicKey: string | undefined;
  vapidPrivateKey: string | undefined;
  /** Who the push services may contact about this sender: a mailto: or https: address. */
  vapidSubject: string;
  /** Rank notifications per member and tournament in any minute; what comes meanwhile is coalesced. */
  notificationsPerMinute: number;
};

const MB = 1024 * 1024;

const fail = (message: string): never => {
  throw new Error(`Invalid configuration: ${message}`);
};

const oneOf = <T extends string>(name: string, value: string, allowed: readonly T[]): T =>
  (allowed as readonly string[]).includes(value)
    ? (value as T)
    : fail(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);

const integer = (name: string, value: string, min: number, max: number) => {
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= min && parsed <= max
    ? parsed
    : fail(`${name} must be a whole number from ${min} to ${max} (got "${value}")`);
};

/** A URL of one of these schemes; the message never repeats the value, which may hold a password. */
const url = (name: string, value: string, schemes: readonly string[]) => {
  const parsed = URL.canParse(value) ? new URL(value) : undefined;
  return parsed && schemes.includes(parsed.protocol) && parsed.hostname
    ? value
    : fail(`${name} must be a URL starting with ${schemes.map((scheme) => `${scheme}//`).join(' or ')}`);
};

/** Reads and validates the environment once at boot; anything wrong stops the start with a clear message. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const nodeEnv = oneOf('NODE_ENV', env.NODE_ENV ?? 'development', [
    'development',
    'production',
    'test',
  ] as const);
  const mailTransport = oneOf('MAIL_TRANSPORT', env.MAIL_TRANSPORT ?? 'outbox', ['outbox', 'smtp'] as const);
  if (mailTransport === 'smtp' && !env.SMTP_URL) fail('MAIL_TRANSPORT=smtp needs SMTP_URL');
  if (nodeEnv === 'production' && (env.SECRET ?? '').length < 32)
    fail('SECRET must be set to 32 or more characters in production');
  if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY))
    fail('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (npx web-push generate-vapid-keys)');
  const vapidSubject = env.VAPID_SUBJECT ?? 'mailto:operators@tradearena.local';
  if (!/^(mailto:|https:\/\/)/.test(vapidSubject))
    fail('VAPID_SUBJECT must be a mailto: or https:// address');
  const config: Config = {
    env: nodeEnv,
    host: env.HOST ?? '127.0.0.1',
    port: integer('PORT', env.PORT ?? '8080', 0, 65535),
    databaseUrl: env.DATABASE_URL || undefined,
    redisUrl: env.REDIS_URL ? url('REDIS_URL', env.REDIS_URL, ['redis:', 'rediss:']) : undefined,
    pgDataDir: resolve(env.PG_DATA_DIR ?? 'data/pg'),
    staticDir: resolve(env.STATIC_DIR ?? 'dist'),
    filesDir: resolve(env.FILES_DIR ?? 'data/files'),
    uploadMaxBytes: integer('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES ?? String(5 * MB), 1024, 100 * MB),
    uploadMaxDocumentBytes: integer(
      'UPLOAD_MAX_DOCUMENT_BYTES',
      env.UPLOAD_MAX_DOCUMENT_BYTES ?? String(10 * MB),
      1024,
      100 * MB,
    ),
    uploadMaxPixels: integer('UPLOAD_MAX_PIXELS', env.UPLOAD_MAX_PIXELS ?? '40000000', 1, 268_402_689),
    fileUrlMinutes: integer('FILE_URL_MINUTES', env.FILE_URL_MINUTES ?? '15', 1, 1440),
    mailTransport,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'TradeArena <no-reply@tradearena.local>',
    rateLimitMax: integer('RATE_LIMIT_MAX', env.RATE_LIMIT_MAX ?? '600', 1, 1_000_000),
    logLevel: env.LOG_LEVEL ?? (nodeEnv === 'test' ? 'warn' : 'info'),
    trustProxy: env.TRUST_PROXY === 'true',
    productName: env.VITE_PRODUCT_NAME ?? 'TradeArena',
    sessionDays: integer('SESSION_DAYS', env.SESSION_DAYS ?? '30', 1, 365),
    publicUrl: (env.PUBLIC_URL ?? `http://${env.HOST ?? '127.0.0.1'}:${env.PORT ?? '8080'}`).replace(
      /\/$/,
      '',
    ),
    secret: env.SECRET ?? 'tradearena-development-secret-not-for-production',
    authLimitPerIp: integer('AUTH_LIMIT_PER_IP', env.AUTH_LIMIT_PER_IP ?? '30', 1, 100_000),
    authLimitPerAccount: integer('AUTH_LIMIT_PER_ACCOUNT', env.AUTH_LIMIT_PER_ACCOUNT ?? '10', 1, 100_000),
    paymentWebhookSecret:
      env.PAYMENT_WEBHOOK_SECRET ?? `${env.SECRET ?? 'tradearena-development-secret'}:payments`,
    webhookToleranceSeconds: integer(
      'WEBHOOK_TOLERANCE_SECONDS',
      env.WEBHOOK_TOLERANCE_SECONDS ?? '300',
      1,
      3600,
    ),
    cryptoInvoiceMinutes: integer('CRYPTO_INVOICE_MINUTES', env.CRYPTO_INVOICE_MINUTES ?? '30', 1, 1440),
    cardCheckoutMinutes: integer('CARD_CHECKOUT_MINUTES', env.CARD_CHECKOUT_MINUTES ?? '60', 1, 1440),
    idempotencyLeaseSeconds: integer(
      'IDEMPOTENCY_LEASE_SECONDS',
      env.IDEMPOTENCY_LEASE_SECONDS ?? '60',
      1,
      86_400,
    ),
    provisionDelayMs: integer('PROVISION_DELAY_MS', env.PROVISION_DELAY_MS ?? '1500', 0, 600_000),
    lifecycleTickMs: integer('LIFECYCLE_TICK_MS', env.LIFECYCLE_TICK_MS ?? '5000', 0, 3_600_000),
    calculationMs: integer('CALCULATION_MINUTES', env.CALCULATION_MINUTES ?? '15', 0, 1440) * 60_000,
    marketTickMs: integer('MARKET_TICK_MS', env.MARKET_TICK_MS ?? '250', 0, 60_000),
    marketSeed: integer('MARKET_SEED', env.MARKET_SEED ?? '20261122', 0, 2 ** 31 - 1),
    pulseMs: integer('PULSE_MS', env.PULSE_MS ?? '500', 0, 60_000),
    botsEnabled:
      oneOf('BOTS', env.BOTS ?? (nodeEnv === 'development' ? 'on' : 'off'), ['on', 'off'] as const) === 'on',
    vapidPublicKey: env.VAPID_PUBLIC_KEY || undefined,
    vapidPrivateKey: env.VAPID_PRIVATE_KEY || undefined,
    vapidSubject,
    notificationsPerMinute: integer('NOTIFICATIONS_PER_MINUTE', env.NOTIFICATIONS_PER_MINUTE ?? '3', 1, 60),
    paymentProvider: oneOf(
      'PAYMENT_PROVIDER',
      env.PAYMENT_PROVIDER ?? (nodeEnv === 'production' ? 'none' : 'sandbox'),
      ['sandbox', 'none'] as const,
    ),
  };
  return { ...config, ...overrides };
}
