import type { Candle } from '../../server/src/contract.ts';
import type { Db } from '../../server/src/db/connect.ts';
import { buildTestApp } from './build-app.ts';
import { startPostgres, startRedis } from './external-services.ts';
import type { PlatformProcess } from './platform-process.ts';
import { createTemplate } from './postgres.ts';
import { createTournament } from './tournaments.ts';

/** The timers a real deployment runs (platform-process.ts's test settings switch them off). */
export const RUNNING = { MARKET_TICK_MS: '250', PULSE_MS: '250', LIFECYCLE_TICK_MS: '500' };
/** A bound on waiting, not a timing assertion: what never comes fails instead of hanging. */
const WAIT_MS = 30_000;

/** Polls `probe` until it answers something; throws `never happened: <what>` after WAIT_MS. */
export async function eventually<T>(what: string, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    const found = await probe();
    if (found !== undefined) return found;
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/**
 * What platform processes share in the scale-out tests (issue 12): Debian's PostgreSQL and a Redis, each its own
 * process on loopback, and an in-process app on that database, to prepare data with (it runs no timers).
 */
export async function sharedServices() {
  const [postgres, redis] = await Promise.all([startPostgres(), startRedis()]);
  await createTemplate(postgres.url);
  const data = await buildTestApp(postgres.url);
  return {
    redis,
    data,
    async stop() {
      await data.close();
      await Promise.all([postgres.stop(), redis.stop()]);
    },
  };
}
export type SharedServices = Awaited<ReturnType<typeof sharedServices>>;

/** One API call to the platform process at `baseUrl`, answered as its status, parsed body and headers. */
export async function api(
  baseUrl: string,
  method: string,
  path: string,
  token?: string,
  body?: unknown,
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${baseUrl}/api/v1${path}`, {
    method,
    headers: {
      ...headers,
      ...(token && { authorization: `Bearer ${token}` }),
      ...(body !== undefined && { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const parsed = (await response.json().catch(() => null)) as Record<string, unknown>;
  return { status: response.status, body: parsed, headers: response.headers };
}

export const isLeader = async (platform: PlatformProcess) =>
  (await api(platform.url, 'GET', '/health')).body.leader as boolean;

/**
 * A tournament that started an hour ago, moved to live by the leading process's clock (which opens its board
 * there at once), not by an in-process app's.
 */
export async function liveOnLeader(db: Db) {
  const at = (hours: number) => new Date(Date.now() + hours * 3_600_000);
  const tournament = await createTournament(db, {
    registrationStartAt: at(-2),
    registrationEndAt: at(24),
    startAt: at(-1),
    endAt: at(48),
  });
  await eventually('the leader’s clock starts the tournament', async () => {
    const row = await db
      .selectFrom('tournaments')
      .select('status')
      .where('id', '=', tournament.id)
      .executeTakeFirstOrThrow();
    return row.status === 'live' ? true : undefined;
  });
  return tournament;
}

/** The member's terminal session, opened through `baseUrl` as the portal's trade screen does. */
export async function terminalOn(
  baseUrl: string,
  memberToken: string,
  tournamentId: string,
  accountId: string,
) {
  const trade = await api(
    baseUrl,
    'GET',
    `/tournaments/tradeTournament/${tournamentId}/${accountId}`,
    memberToken,
  );
  const embedToken = (trade.body.embedToken as { token: string }).token;
  const session = await api(baseUrl, 'POST', '/terminal/session', undefined, { embedToken });
  const token = session.body.token as string;
  return {
    order: (volume = 1) =>
      api(baseUrl, 'POST', '/terminal/orders', token, { symbol: 'EURUSD', side: 'buy', volume }),
    close: (positionId: string) => api(baseUrl, 'POST', `/terminal/positions/${positionId}/close`, token),
    /** EURUSD's one-minute candles as the process at `on` serves them (a terminal session works on any). */
    candles: async (on: string) =>
      (await api(on, 'GET', '/terminal/candles?symbol=EURUSD&limit=300', token)).body as unknown as Candle[],
  };
}
