import type { AllianceDetail, CreateAllianceBody } from '@/contract/alliances.ts';
import { api } from '@/lib/api-client.ts';

/** POST /alliances: the caller becomes its owner and first member. Online only (never queued). */
export const createAlliance = (body: CreateAllianceBody) =>
  api<AllianceDetail>('/alliances', { method: 'POST', body });
