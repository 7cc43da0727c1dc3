import type { CodeSentResponse, EmailBody } from '@/contract/auth.ts';
import { api } from '@/lib/api-client.ts';

/** Sign-up by code, step one: mails a code that proves the email. */
export const preRegister = (email: string) =>
  api<CodeSentResponse>('/auth/pre-register', { method: 'POST', body: { email } satisfies EmailBody });
