import type { EmailBody, MessageResponse } from '@/contract/auth.ts';
import { api } from '@/lib/api-client.ts';

export const resendVerificationEmail = (email: string) =>
  api<MessageResponse>('/auth/resend-verification-email', {
    method: 'POST',
    body: { email } satisfies EmailBody,
  });
