import { useEffect, useState } from 'react';
import { readStored, writeStored } from '@/lib/storage.ts';

/** One flag for every trade screen: the tutorial opens by itself once per member and browser. */
export const TUTORIAL_SEEN_KEY = 'tradeTutorialSeen';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export const hasSeenTutorial = () => readStored(TUTORIAL_SEEN_KEY, false, isBoolean);

/**
 * The trade tutorial's open state: open on a member's first trade screen, closed afterwards unless they open it
 * ("How to trade"). Seeing it once counts, so it does not pop up again on the next tournament.
 */
export function useTutorial() {
  const [isOpen, setOpen] = useState(() => !hasSeenTutorial());
  useEffect(() => {
    writeStored(TUTORIAL_SEEN_KEY, true);
  }, []);
  return {
    isOpen,
    open: () => setOpen(true),
    close: () => setOpen(false),
    toggle: () => setOpen((was) => !was),
  };
}
