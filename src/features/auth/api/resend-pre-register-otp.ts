import type { CodeSentResponse, EmailBody } from '@/contract/auth.ts';
import { api } from '@/lib/api-client.ts';

export const resendPreRegisterOtp = (email: string) =>
  api<CodeSentResponse>('/auth/resend-pre-register-otp', {
    method: 'POST',
    body: { email } satisfies EmailBody,
  });
