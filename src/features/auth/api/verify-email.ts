import type { MessageResponse } from '@/contract/auth.ts';
import { api } from '@/lib/api-client.ts';

export const verifyEmail = (token: string) =>
  api<MessageResponse>(`/auth/verify-email/${encodeURIComponent(token)}`, { method: 'POST' });
