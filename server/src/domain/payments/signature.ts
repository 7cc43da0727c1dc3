import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Webhook signatures of the sandbox provider (the scheme card providers use): the header carries
 * `t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">`. The timestamp is signed too, so an old event
 * cannot be replayed with a fresh time.
 */
const mac = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

export const signPayload = (secret: string, body: string, now: Date) => {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${mac(secret, timestamp, body)}`;
};

export type SignatureProblem = 'missing' | 'malformed' | 'mismatch' | 'stale';

/** Why a signature is refused, or null when it is good and fresh (within `toleranceSeconds` either way). */
export function signatureProblem(
  secret: string,
  body: string,
  header: string | undefined,
  now: Date,
  toleranceSeconds: number,
): SignatureProblem | null {
  if (!header) return 'missing';
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string]));
  const timestamp = Number(parts.get('t'));
  const given = parts.get('v1') ?? '';
  if (!Number.isInteger(timestamp) || !/^[0-9a-f]{64}$/.test(given)) return 'malformed';
  const expected = Buffer.from(mac(secret, timestamp, body), 'hex');
  if (!timingSafeEqual(expected, Buffer.from(given, 'hex'))) return 'mismatch';
  if (Math.abs(now.getTime() / 1000 - timestamp) > toleranceSeconds) return 'stale';
  return null;
}
