import { useEffect } from 'react';
import { env } from '@/config/env.ts';
import { pageTitle } from './i18n.ts';

/** Sets `Screen | TradeArena` as the document title while the screen is shown. */
export function usePageTitle(screen: string) {
  useEffect(() => {
    document.title = pageTitle(screen, env.productName);
  }, [screen]);
}
