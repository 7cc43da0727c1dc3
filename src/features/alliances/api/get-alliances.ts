import type { AllianceListQuery, AlliancePage } from '@/contract/alliances.ts';
import { api } from '@/lib/api-client.ts';

/** Alliances per page of the global list; the member's own fit on one page. */
export const PAGE_SIZE = 20;
export const MINE_LIMIT = 100;

/**
 * GET /alliances. The query is part of the path: the client cancels an in-flight request with the same method
 * and path (spec section 7), and the member's alliances and the global list load side by side.
 */
export function getAlliances(query: AllianceListQuery) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query))
    if (value !== undefined && value !== '') params.set(name, String(value));
  return api<AlliancePage>(`/alliances?${params.toString()}`);
}

/** The alliances the member owns, belongs to or asked to join. */
export const getMyAlliances = () => getAlliances({ scope: 'mine', limit: MINE_LIMIT });
