import {
  ACCOUNT_CODE_FAILURE_LIMIT,
  CODE_LIFETIME_MINUTES,
  CODE_LOCK_MINUTES,
  CODE_TRIES,
  RESEND_SECONDS,
} from '../contract.ts';

/** One-time code rules (DECISIONS.md section 7) as pure functions of the stored state and the clock. */
export type StoredCode = { tries: number; expiresAt: Date; consumedAt: Date | null };

export const codeExpiry = (now: Date) => new Date(now.getTime() + CODE_LIFETIME_MINUTES * 60_000);

/** A code is usable while unexpired, unused and with tries left. */
export const isUsable = (code: StoredCode, now: Date) =>
  code.consumedAt === null && code.tries < CODE_TRIES && code.expiresAt.getTime() > now.getTime();

/** Seconds before another code may be sent for the same purpose and target; 0 when allowed now. */
export function secondsUntilResend(lastSentAt: Date | undefined, now: Date): number {
  if (!lastSentAt) return 0;
  const elapsed = (now.getTime() - lastSentAt.getTime()) / 1000;
  return Math.max(0, Math.ceil(RESEND_SECONDS - elapsed));
}

export type Lockout = { failures: number; lockedUntil: Date | null };

export const isLocked = (lockout: Lockout | undefined, now: Date) =>
  Boolean(lockout?.lockedUntil && lockout.lockedUntil.getTime() > now.getTime());

/** After a wrong code: the 100th consecutive failure locks sign-in by code for an hour and starts a new count. */
export function afterFailure(lockout: Lockout | undefined, now: Date): Lockout {
  const failures = (lockout?.failures ?? 0) + 1;
  return failures >= ACCOUNT_CODE_FAILURE_LIMIT
    ? { failures: 0, lockedUntil: new Date(now.getTime() + CODE_LOCK_MINUTES * 60_000) }
    : { failures, lockedUntil: lockout?.lockedUntil ?? null };
}

/** A uniformly random 5-digit code from a random integer source (crypto.randomInt in production). */
export const makeCode = (randomInt: (max: number) => number) => String(randomInt(100_000)).padStart(5, '0');
