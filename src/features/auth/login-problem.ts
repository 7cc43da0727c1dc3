import { AUTH_MESSAGES } from '@/contract/auth-rules.ts';
import { HttpError } from '@/contract/http-error.ts';

/**
 * Login refusals the screen answers itself besides the toast (spec section 8): an unverified account is offered
 * the verification mail again, an unapproved one is told to wait. The spec's 409 for an account without a
 * password is gone: the platform answers it like a wrong password, not to reveal the account (DECISIONS.md 7).
 */
export type LoginProblem = 'notVerified' | 'notApproved';

export function loginProblem(error: unknown): LoginProblem | null {
  if (!(error instanceof HttpError)) return null;
  if (error.serverMessage === AUTH_MESSAGES.notVerified) return 'notVerified';
  if (error.serverMessage === AUTH_MESSAGES.notApproved) return 'notApproved';
  return null;
}
