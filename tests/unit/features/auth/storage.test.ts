import { beforeEach, describe, expect, it } from 'vitest';
import {
  AFFILIATE_KEY,
  captureReferral,
  clearReferral,
  MEDIUM_KEY,
  readReferral,
} from '@/features/auth/referral.ts';
import { forgetEmail, REMEMBER_ME_KEY, rememberEmail, rememberedEmail } from '@/features/auth/remember-me.ts';

const NOW = 1_800_000_000_000;
const DAY = 86_400_000;

beforeEach(() => localStorage.clear());

describe('remember me (DECISIONS.md section 7)', () => {
  it('keeps the email only, and forgets it', () => {
    expect(rememberedEmail()).toBeNull();
    rememberEmail('dana@example.com');
    expect(JSON.parse(localStorage.getItem(REMEMBER_ME_KEY) ?? '{}')).toEqual({
      email: 'dana@example.com',
      rememberMe: true,
    });
    expect(rememberedEmail()).toBe('dana@example.com');
    forgetEmail();
    expect(localStorage.getItem(REMEMBER_ME_KEY)).toBeNull();
  });

  it('ignores anything else under the key', () => {
    localStorage.setItem(REMEMBER_ME_KEY, JSON.stringify({ email: 'x@example.com', password: 'p' }));
    expect(rememberedEmail()).toBeNull();
  });
});

describe('referral codes (spec sections 2 and 9)', () => {
  it('keeps ref and medium from the sign-up link for 30 days', () => {
    captureReferral('?ref=ABC123&medium=telegram', NOW);
    expect(readReferral(NOW)).toEqual({ affiliateCode: 'ABC123', medium: 'telegram' });
    expect(readReferral(NOW + 30 * DAY - 1)).toEqual({ affiliateCode: 'ABC123', medium: 'telegram' });
    expect(readReferral(NOW + 30 * DAY)).toEqual({});
  });

  it('leaves earlier codes alone when a link has none, and drops malformed ones', () => {
    captureReferral('ref=FIRST', NOW);
    captureReferral('', NOW + DAY);
    captureReferral('?ref=bad%20code&medium=<script>', NOW + DAY);
    expect(readReferral(NOW + DAY)).toEqual({ affiliateCode: 'FIRST' });
    expect(localStorage.getItem(MEDIUM_KEY)).toBeNull();
  });

  it('is cleared after a successful sign-up', () => {
    captureReferral('?ref=ABC&medium=mail', NOW);
    clearReferral();
    expect(localStorage.getItem(AFFILIATE_KEY)).toBeNull();
    expect(readReferral(NOW)).toEqual({});
  });
});
