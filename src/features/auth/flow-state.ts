import { paths } from '@/config/paths.ts';
import type { LoginMode } from './validation.ts';

/**
 * What one auth screen hands the next through history state rather than the URL (an email is personal data
 * and URLs end up in logs and history). History state survives a reload; anything unexpected is ignored.
 */
export type LoginNotice = 'forgot.sent';
export type LoginState = { email?: string; mode?: LoginMode; notice?: LoginNotice };
export type CodeState = { email: string; loginPath: string };

const LOGIN_PATHS: readonly string[] = [paths.auth.login, paths.auth.dxbLogin];

const asRecord = (state: unknown): Record<string, unknown> =>
  typeof state === 'object' && state !== null ? (state as Record<string, unknown>) : {};

export function readLoginState(state: unknown): LoginState {
  const { email, mode, notice } = asRecord(state);
  const result: LoginState = {};
  if (typeof email === 'string') result.email = email;
  if (mode === 'password' || mode === 'code') result.mode = mode;
  if (notice === 'forgot.sent') result.notice = notice;
  return result;
}

export function readCodeState(state: unknown): CodeState | null {
  const { email, loginPath } = asRecord(state);
  if (typeof email !== 'string' || !email) return null;
  return {
    email,
    loginPath:
      typeof loginPath === 'string' && LOGIN_PATHS.includes(loginPath) ? loginPath : paths.auth.login,
  };
}
