import type { AuthResponse, LoginBody } from '@/contract/auth.ts';
import { api } from '@/lib/api-client.ts';

export const login = (body: LoginBody) => api<AuthResponse>('/auth/login', { method: 'POST', body });
