import type { User } from '@/contract/user.ts';
import { api } from '@/lib/api-client.ts';

export const getMe = () => api<User>('/auth/me');
