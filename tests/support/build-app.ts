import { buildApp } from '../../server/src/app.ts';
import { loadConfig, type Config } from '../../server/src/config.ts';
import { connect } from '../../server/src/db/connect.ts';
import { createTestDatabase } from './postgres.ts';

/** The real app on its own fresh database (cloned from the seeded template). */
export async function buildTestApp(serverUrl: string, overrides: Partial<Config> = {}, now?: () => Date) {
  const database = await createTestDatabase(serverUrl);
  const db = connect(database.url, 10);
  const config = loadConfig(
    { NODE_ENV: 'test' },
    {
      staticDir: '/nonexistent',
      rateLimitMax: 10_000,
      authLimitPerIp: 10_000,
      authLimitPerAccount: 10_000,
      // Tests drive the clock themselves (app.clock.tick) and see accounts while they are being created.
      lifecycleTickMs: 0,
      marketTickMs: 0,
      pulseMs: 0,
      botsEnabled: false,
      provisionDelayMs: 60_000,
      ...overrides,
    },
  );
  const app = await buildApp({ config, db, logger: false, now });
  return {
    app,
    db,
    url: database.url,
    close: async () => {
      await app.close();
      await db.destroy();
      await database.drop();
    },
  };
}

/**
 * Another platform process, in this test process: an app of its own (own pool, market, book and limits) on the
 * harness's database and configuration (so on its Redis too, when the configuration names one).
 */
export async function buildPeerApp(harness: Awaited<ReturnType<typeof buildTestApp>>) {
  const db = connect(harness.url, 10);
  const app = await buildApp({ config: harness.app.config, db, logger: false });
  return {
    app,
    db,
    close: async () => {
      await app.close();
      await db.destroy();
    },
  };
}

/** A member straight in the database, with a session token: for tests of what sits behind sign-in. */
export async function createMember(
  app: Awaited<ReturnType<typeof buildTestApp>>['app'],
  fields: { email?: string; phone?: string | null; isPhoneVerified?: boolean } = {},
) {
  const suffix = Math.random().toString(36).slice(2, 8);
  const user = await app.db
    .insertInto('users')
    .values({
      firstname: 'Test',
      lastname: `Member ${suffix}`,
      email: fields.email ?? `member-${suffix}@example.com`,
      phone: fields.phone === undefined ? '5550100' : fields.phone,
      phonePrefix: fields.phone === null ? null : '+60',
      isPhoneVerified: fields.isPhoneVerified ?? true,
      isEmailVerified: true,
      credit: 0,
      affiliateCode: `T${suffix.toUpperCase()}`,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  const session = await app.sessions.create(user.id);
  return { user, token: session.token, sessionId: session.sessionId };
}

/** The newest mail or SMS the dev outbox kept for a recipient. */
export async function lastMessage(app: Awaited<ReturnType<typeof buildTestApp>>['app'], to: string) {
  const response = await app.inject({
    method: 'GET',
    url: `/api/v1/dev/outbox?to=${encodeURIComponent(to)}`,
  });
  const [message] = response.json() as Array<{ subject: string; text: string; channel: string }>;
  if (!message) throw new Error(`No message for ${to}`);
  return message;
}

export const codeIn = (text: string) => /\b(\d{5})\b/.exec(text)?.[1] ?? '';
export const tokenIn = (text: string) =>
  /(?:verify-email\/|token=)([A-Za-z0-9_-]{16,})/.exec(text)?.[1] ?? '';

/** A clock the test moves forward. */
export function testClock() {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    advance: (ms: number) => {
      offsetMs += ms;
    },
  };
}
