import type { AuthResponse, VerifyPreRegisterBody } from '@/contract/auth.ts';
import { api } from '@/lib/api-client.ts';

/** Sign-up by code, step two: creates the account and signs it in. */
export const verifyPreRegister = (body: VerifyPreRegisterBody) =>
  api<AuthResponse>('/auth/verify-pre-register', { method: 'POST', body });
