import { readStored, writeStored } from '@/lib/storage.ts';

/**
 * Remember me keeps the email only (DECISIONS.md section 7): the password is left to the browser's password
 * manager, which the login form's autocomplete attributes invite.
 */
export const REMEMBER_ME_KEY = 'rememberMe';

type Remembered = { email: string; rememberMe: true };

const isRemembered = (value: unknown): value is Remembered =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Remembered).email === 'string' &&
  (value as Remembered).rememberMe === true;

export const rememberedEmail = (): string | null =>
  readStored<Remembered | null>(REMEMBER_ME_KEY, null, isRemembered)?.email ?? null;

export function rememberEmail(email: string) {
  writeStored(REMEMBER_ME_KEY, { email, rememberMe: true } satisfies Remembered);
}

export function forgetEmail() {
  try {
    localStorage.removeItem(REMEMBER_ME_KEY);
  } catch {
    // Storage denied: nothing was kept.
  }
}
