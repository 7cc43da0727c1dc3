import { AUTH_MESSAGES } from '@/contract/auth-rules.ts';
import { HttpError } from '@/contract/http-error.ts';

/**
 * Login refusals the screen answers itself (spec section 8): an unverified account is offered the verification
 * mail again, an unapproved one is told to wait, and a 409 goes to forgot-password. (Our platform never answers
 * that 409, which would tell an account without a password exists: it answers like a wrong password.)
 */
export type LoginProblem = 'notVerified' | 'notApproved' | 'noPassword';

export function loginProblem(error: unknown): LoginProblem | null {
  if (!(error instanceof HttpError)) return null;
  if (error.status === 409) return 'noPassword';
  if (error.serverMessage === AUTH_MESSAGES.notVerified) return 'notVerified';
  if (error.serverMessage === AUTH_MESSAGES.notApproved) return 'notApproved';
  return null;
}
