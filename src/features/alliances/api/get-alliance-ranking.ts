import type { AllianceRanking } from '@/contract/alliances.ts';
import { api } from '@/lib/api-client.ts';

/** GET /alliances/ranking: the group rank of the live main tournament, else the one that ended last. */
export const getAllianceRanking = () => api<AllianceRanking>('/alliances/ranking');
