import type { Page } from 'playwright-core';
import { beforeAll } from 'vitest';
import { demoMember, findOnScreens, screensOf, type Member, type Screen, type Visit } from './screens.ts';
import type { useE2E } from './use-e2e.ts';

/**
 * For a spec that checks every screen: the screen list and the signed-in demo member, loaded once, and a call that
 * opens each screen of one kind and collects what `check` finds there.
 */
export function useScreens(e2e: ReturnType<typeof useE2E>) {
  let screens: Screen[] = [];
  let member: Member | undefined;
  beforeAll(async () => {
    screens = await screensOf(e2e.platform());
    member = await demoMember(e2e.platform());
  });
  return <T>(visit: Omit<Visit, 'member'>, check: (page: Page) => Promise<T[]>) => {
    if (!member) throw new Error('The screens are not loaded yet');
    return findOnScreens(e2e.browser(), e2e.platform(), screens, { ...visit, member }, check);
  };
}
