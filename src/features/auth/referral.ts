import { REFERRAL_DAYS } from '@/contract/auth-rules.ts';
import { readStored, writeStored } from '@/lib/storage.ts';

/**
 * The `ref` (affiliate code) and `medium` query parameters of a sign-up link, kept for 30 days (spec section 9)
 * so a visitor who signs up later still credits the member who referred them.
 */
export const AFFILIATE_KEY = 'affiliateCode';
export const MEDIUM_KEY = 'mediumCode';
const DAY_MS = 86_400_000;
/** What the platform accepts (contract `RegisterBody`); anything else is dropped rather than failing sign-up. */
const CODE = /^[A-Za-z0-9_-]{1,32}$/;

type Stored = { value: string; expires: number };
export type Referral = { affiliateCode?: string; medium?: string };

const isStored = (value: unknown): value is Stored =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Stored).value === 'string' &&
  typeof (value as Stored).expires === 'number';

function keep(key: string, value: string | null, now: number) {
  if (value && CODE.test(value)) writeStored(key, { value, expires: now + REFERRAL_DAYS * DAY_MS });
}

function read(key: string, now: number): string | undefined {
  const stored = readStored<Stored | null>(key, null, isStored);
  return stored && stored.expires > now && CODE.test(stored.value) ? stored.value : undefined;
}

/** Keeps the codes a sign-up link carries; a link without them leaves earlier ones in place. */
export function captureReferral(search: string, now = Date.now()) {
  const params = new URLSearchParams(search);
  keep(AFFILIATE_KEY, params.get('ref'), now);
  keep(MEDIUM_KEY, params.get('medium'), now);
}

/** The codes still valid, ready to send with sign-up (absent ones stay out of the body). */
export function readReferral(now = Date.now()): Referral {
  const referral: Referral = {};
  const affiliateCode = read(AFFILIATE_KEY, now);
  const medium = read(MEDIUM_KEY, now);
  if (affiliateCode) referral.affiliateCode = affiliateCode;
  if (medium) referral.medium = medium;
  return referral;
}

/** A successful sign-up clears both codes (spec section 4). */
export function clearReferral() {
  try {
    localStorage.removeItem(AFFILIATE_KEY);
    localStorage.removeItem(MEDIUM_KEY);
  } catch {
    // Storage denied: nothing was kept.
  }
}
