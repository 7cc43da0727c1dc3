import type { User } from '@/contract/user.ts';
import type { VerifyPhoneBody } from '@/contract/users.ts';
import { api } from '@/lib/api-client.ts';

/** Checks the texted code; the answer is the member with the phone marked verified. */
export const verifyPhoneOtp = (body: VerifyPhoneBody) =>
  api<User>('/users/verifyOtpByPhone', { method: 'POST', body });
