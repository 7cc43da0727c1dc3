import { buildTestApp } from './build-app.ts';
import { startPostgres, startRedis } from './external-services.ts';
import { createTemplate } from './postgres.ts';

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
