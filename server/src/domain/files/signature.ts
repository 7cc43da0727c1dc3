import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed links (DECISIONS.md section 7): HMAC-SHA256 with the platform's SECRET over a purpose, an id and an
 * expiry in Unix seconds. The purpose keeps a download signature from being replayed as an upload grant.
 */
export type SignedPurpose = 'file' | 'upload';

const mac = (secret: string, purpose: SignedPurpose, id: string, expires: number) =>
  createHmac('sha256', secret).update(`files:${purpose}:${id}.${expires}`).digest('base64url');

/**
 * An expiry `minutes` from now in Unix seconds, rounded up to the whole minute: a file asked for twice in the
 * same minute gets the same URL, so the browser's cache serves the second (an avatar on every screen is fetched once).
 */
export const expiryAfter = (now: Date, minutes: number) =>
  Math.ceil((now.getTime() + minutes * 60_000) / 60_000) * 60;

export const signatureOf = (secret: string, purpose: SignedPurpose, id: string, expires: number) =>
  mac(secret, purpose, id, expires);

export type SignatureCheck = 'ok' | 'forged' | 'expired';

/** A forged signature is reported before expiry, so a changed link never learns whether it had expired. */
export function checkSignature(
  secret: string,
  purpose: SignedPurpose,
  id: string,
  expires: number,
  signature: string,
  now: Date,
): SignatureCheck {
  const expected = Buffer.from(mac(secret, purpose, id, expires));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return 'forged';
  return expires * 1000 <= now.getTime() ? 'expired' : 'ok';
}
