import type { MessageResponse } from '@/contract/auth.ts';
import { api } from '@/lib/api-client.ts';

/** Sets a new password with the token of the emailed link. */
export const resetPassword = (token: string, password: string) =>
  api<MessageResponse>('/auth/reset-password', { method: 'POST', query: { token }, body: { password } });
