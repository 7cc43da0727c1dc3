import type { CodeSentResponse, RequestOtpBody } from '@/contract/auth.ts';
import { api } from '@/lib/api-client.ts';

/** Sign-in by code: mails a 5-digit code to the member. */
export const requestOtp = (email: string) =>
  api<CodeSentResponse>('/auth/request-otp', {
    method: 'POST',
    body: { type: 'email', email } satisfies RequestOtpBody,
  });
