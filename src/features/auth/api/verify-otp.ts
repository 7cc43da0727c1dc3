import type { AuthResponse, VerifyOtpBody } from '@/contract/auth.ts';
import { api } from '@/lib/api-client.ts';

export const verifyOtp = (email: string, otp: string) =>
  api<AuthResponse>('/auth/verify-otp', { method: 'POST', body: { email, otp } satisfies VerifyOtpBody });
