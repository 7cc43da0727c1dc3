/** What the outbox does with an answer (DECISIONS.md section 6); pure, so every status class is unit-tested. */
export type Outcome = 'done' | 'retry' | 'rollback' | 'pause';

const RETRYABLE = new Set([408, 425, 429]);

/**
 * `status` 0 means the request never got an answer (network error, server down). A 409 with Retry-After is the
 * platform saying the same Idempotency-Key is still being processed (another tab, an earlier attempt): wait.
 */
export function classify(status: number, retryAfterSeconds?: number): Outcome {
  if (status === 0 || RETRYABLE.has(status) || status >= 500) return 'retry';
  if (status === 409 && retryAfterSeconds !== undefined) return 'retry';
  if (status === 401) return 'pause';
  if (status >= 400) return 'rollback';
  return 'done';
}

export const BASE_DELAY_MS = 1_000;
export const MAX_DELAY_MS = 60_000;

/**
 * Full-jitter exponential backoff: a random delay in [0, min(cap, base * 2^attempt)).
 * A server's Retry-After (seconds) is honoured as a floor.
 */
export function backoffDelay(
  attempt: number,
  random: () => number = Math.random,
  retryAfterSeconds?: number,
): number {
  const ceiling = Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** Math.max(0, attempt));
  const jittered = Math.floor(random() * ceiling);
  return Math.max(jittered, (retryAfterSeconds ?? 0) * 1_000);
}
