/**
 * Account rules of spec sections 5 and 9 and DECISIONS.md section 7, free of schema code so the portal's
 * forms and the platform's checks read the very same values.
 */
export const CODE_LENGTH = 5;
export const CODE_PATTERN = /^\d{5}$/;
export const RESEND_SECONDS = 60;
export const CODE_LIFETIME_MINUTES = 10;
export const CODE_TRIES = 5;
export const ACCOUNT_CODE_FAILURE_LIMIT = 100;
export const CODE_LOCK_MINUTES = 60;
export const PASSWORD_MIN_LENGTH = 8;
export const PHONE_MIN_LENGTH = 6;
export const DEFAULT_PHONE_PREFIX = '+60';
export const REFERRAL_DAYS = 30;

/** At least 8 characters with a lowercase letter, an uppercase letter and a digit. */
export const isStrongPassword = (value: string) =>
  value.length >= PASSWORD_MIN_LENGTH && /[a-z]/.test(value) && /[A-Z]/.test(value) && /\d/.test(value);

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
export const isEmail = (value: string) => value.length <= 254 && EMAIL_PATTERN.test(value);

/** The platform's messages the portal recognises by text (spec section 8). */
export const AUTH_MESSAGES = {
  notVerified: 'User is not verified',
  notApproved: 'User is not approved',
  invalidToken: 'Token is invalid, please try with valid link',
  alreadyVerified: 'Email is already verified',
  badCredentials: 'Incorrect email or password',
  badCode: 'The code is incorrect or has expired',
  codeLocked: 'Too many wrong codes. Sign-in by code is locked for an hour; use your password or try later.',
} as const;
