import { afterAll, beforeAll, inject } from 'vitest';
import type { Config } from '../../server/src/config.ts';
import { buildTestApp } from './build-app.ts';
import './provided-context.ts';

type Harness = Awaited<ReturnType<typeof buildTestApp>>;

/** Builds the real app on a fresh database for this test file, and closes it after. */
export function useTestApp(
  overrides: Partial<Config> = {},
  prepare?: (harness: Harness) => Promise<void>,
  now?: () => Date,
) {
  let harness: Harness | undefined;
  beforeAll(async () => {
    harness = await buildTestApp(inject('databaseUrl'), overrides, now);
    await prepare?.(harness);
  });
  afterAll(() => harness?.close());
  return () => {
    if (!harness) throw new Error('The test app is not built yet');
    return harness;
  };
}
