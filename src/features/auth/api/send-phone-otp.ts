import type { CodeSentResponse } from '@/contract/auth.ts';
import type { PhoneBody } from '@/contract/users.ts';
import { api } from '@/lib/api-client.ts';

/** Texts a code to the member's phone (the first one for this number). */
export const sendPhoneOtp = (body: PhoneBody) =>
  api<CodeSentResponse>('/users/sendOtpByPhone', { method: 'POST', body });
