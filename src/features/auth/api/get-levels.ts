import type { Level } from '@/contract/user.ts';
import { api } from '@/lib/api-client.ts';

export const getLevels = () => api<Level[]>('/levels/getAll');
