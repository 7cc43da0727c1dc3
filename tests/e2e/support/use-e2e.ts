import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import '../../support/provided-context.ts';
import { launchBrowser } from './browser.ts';
import { startPlatform, type Platform } from './platform.ts';

/** One platform (fresh database) and one Chromium for this spec file, closed after it. */
export function useE2E() {
  const state: { platform?: Platform; browser?: Browser } = {};
  beforeAll(async () => {
    state.platform = await startPlatform(inject('databaseUrl'));
    state.browser = await launchBrowser();
  });
  afterAll(async () => {
    await state.browser?.close();
    await state.platform?.close();
  });
  const need = <T>(value: T | undefined): T => {
    if (!value) throw new Error('The e2e platform is not started yet');
    return value;
  };
  return { platform: () => need(state.platform), browser: () => need(state.browser) };
}
