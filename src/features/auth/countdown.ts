import { RESEND_SECONDS } from '@/contract/auth-rules.ts';
import { readStored, writeStored } from '@/lib/storage.ts';

/**
 * The resend countdown of spec section 4, kept as a deadline in local storage (`countDown`) so a reload
 * carries on where it was instead of starting over or forgetting it.
 */
export const COUNTDOWN_KEY = 'countDown';
export const TICK_MS = 1_000;

const isDeadline = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Whole seconds until the deadline, never below zero; a partial second counts as one. */
export const secondsUntil = (deadline: number, now: number) =>
  Math.max(0, Math.ceil((deadline - now) / TICK_MS));

/** Starts (or restarts) the countdown; the platform's `resendInSeconds` wins over the default. */
export function startCountdown(seconds: number = RESEND_SECONDS, now = Date.now()): number {
  const deadline = now + Math.max(0, seconds) * TICK_MS;
  writeStored(COUNTDOWN_KEY, deadline);
  return deadline;
}

/** The stored deadline, or null when none is running (or it is unreadable). */
export const readDeadline = (): number | null => readStored<number | null>(COUNTDOWN_KEY, null, isDeadline);

export const remainingSeconds = (now = Date.now()) => {
  const deadline = readDeadline();
  return deadline === null ? 0 : secondsUntil(deadline, now);
};

export function clearCountdown() {
  try {
    localStorage.removeItem(COUNTDOWN_KEY);
  } catch {
    // Storage denied: there is nothing to clear.
  }
}
