import type { CodeSentResponse } from '@/contract/auth.ts';
import type { PhoneBody } from '@/contract/users.ts';
import { api } from '@/lib/api-client.ts';

export const resendPhoneOtp = (body: PhoneBody) =>
  api<CodeSentResponse>('/users/resendOtpByPhone', { method: 'POST', body });
