import type { AllianceDetail, UpdateAllianceBody } from '@/contract/alliances.ts';
import { api } from '@/lib/api-client.ts';

/** PATCH /alliances/{id} (owner only): name, description, approval rule, logo. Online only. */
export const updateAlliance = (id: string, body: UpdateAllianceBody) =>
  api<AllianceDetail>(`/alliances/${encodeURIComponent(id)}`, { method: 'PATCH', body });
