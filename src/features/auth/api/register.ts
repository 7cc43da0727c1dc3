import type { MessageResponse, RegisterBody } from '@/contract/auth.ts';
import { api } from '@/lib/api-client.ts';

/** Sign-up with a password: the account waits for its email to be verified. */
export const register = (body: RegisterBody) =>
  api<MessageResponse>('/auth/register', { method: 'POST', body });
