import { describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '@/contract/auth-rules.ts';
import { HttpError } from '@/contract/http-error.ts';
import { readCodeState, readLoginState } from '@/features/auth/flow-state.ts';
import { loginProblem } from '@/features/auth/login-problem.ts';

describe('login refusals the screen answers itself (spec section 8)', () => {
  it('recognises not verified, not approved and the 409 of the spec (no password)', () => {
    expect(loginProblem(new HttpError(403, 'Forbidden', AUTH_MESSAGES.notVerified))).toBe('notVerified');
    expect(loginProblem(new HttpError(403, 'Forbidden', AUTH_MESSAGES.notApproved))).toBe('notApproved');
    expect(loginProblem(new HttpError(409, 'Conflict', 'Conflict'))).toBe('noPassword');
  });

  it('leaves the rest to the error notification', () => {
    expect(loginProblem(new HttpError(401, 'Unauthorized', AUTH_MESSAGES.badCredentials))).toBeNull();
    expect(loginProblem(new HttpError(429, 'Too Many Requests', 'Try again in 5 minutes'))).toBeNull();
    expect(loginProblem(new Error('boom'))).toBeNull();
  });
});

describe('history state handed between auth screens', () => {
  it('reads what login expects and drops the rest', () => {
    expect(readLoginState({ email: 'a@b.co', mode: 'code', notice: 'forgot.sent' })).toEqual({
      email: 'a@b.co',
      mode: 'code',
      notice: 'forgot.sent',
    });
    expect(readLoginState({ mode: 'magic', notice: '<b>hi</b>', email: 4 })).toEqual({});
    expect(readLoginState(null)).toEqual({});
  });

  it('needs an email for the code screen and only goes back to a login screen', () => {
    expect(readCodeState(null)).toBeNull();
    expect(readCodeState({ email: '' })).toBeNull();
    expect(readCodeState({ email: 'a@b.co', loginPath: '/auth/dxb-login' })).toEqual({
      email: 'a@b.co',
      loginPath: '/auth/dxb-login',
    });
    expect(readCodeState({ email: 'a@b.co', loginPath: 'https://evil.example' })?.loginPath).toBe(
      '/auth/login',
    );
  });
});
