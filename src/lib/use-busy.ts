import { useCallback, useRef, useState } from 'react';
import { runAction } from './api-client.ts';

/**
 * Runs one request at a time for a form: while it runs `isBusy` is true (buttons show it) and further
 * submits are ignored, so a double click sends once. A rejection shows its message (spec section 8).
 */
export function useBusy() {
  const [isBusy, setBusy] = useState(false);
  const isRunning = useRef(false);
  const run = useCallback(async (task: () => Promise<void>) => {
    if (isRunning.current) return;
    isRunning.current = true;
    setBusy(true);
    try {
      await runAction(task);
    } finally {
      isRunning.current = false;
      setBusy(false);
    }
  }, []);
  return { isBusy, run };
}
