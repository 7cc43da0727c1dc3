import type { EmailBody, MessageResponse } from '@/contract/auth.ts';
import { api } from '@/lib/api-client.ts';

/** Mails a reset link; the answer is the same whether or not the account exists. */
export const forgotPassword = (email: string) =>
  api<MessageResponse>('/auth/forgot-password', { method: 'POST', body: { email } satisfies EmailBody });
