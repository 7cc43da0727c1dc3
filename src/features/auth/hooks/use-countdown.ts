import { useCallback, useEffect, useState } from 'react';
import { clearCountdown, remainingSeconds, startCountdown, TICK_MS } from '../countdown.ts';

/** Seconds left before a code may be sent again, ticking each second; zero means resend is offered. */
export function useCountdown() {
  const [secondsLeft, setSecondsLeft] = useState(() => remainingSeconds());
  const isRunning = secondsLeft > 0;

  useEffect(() => {
    if (!isRunning) return;
    const timer = window.setInterval(() => {
      const left = remainingSeconds();
      setSecondsLeft(left);
      if (left === 0) clearCountdown();
    }, TICK_MS);
    return () => window.clearInterval(timer);
  }, [isRunning]);

  const start = useCallback((seconds?: number) => {
    startCountdown(seconds);
    setSecondsLeft(remainingSeconds());
  }, []);

  return { secondsLeft, start };
}
