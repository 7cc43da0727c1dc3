import type { AllianceDetail } from '@/contract/alliances.ts';
import { api } from '@/lib/api-client.ts';

export const getAlliance = (id: string) => api<AllianceDetail>(`/alliances/${encodeURIComponent(id)}`);
