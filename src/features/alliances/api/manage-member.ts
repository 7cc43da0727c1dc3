import type { AllianceDetail } from '@/contract/alliances.ts';
import { api } from '@/lib/api-client.ts';

/** What the owner alone does to a member (spec section 6). */
export type OwnerDecision = 'accept' | 'reject' | 'kick';

/** POST /alliances/{id}/members/{userId}/accept|reject|kick. Online only: the owner sees the answer at once. */
export const manageMember = (id: string, userId: string, decision: OwnerDecision) =>
  api<AllianceDetail>(
    `/alliances/${encodeURIComponent(id)}/members/${encodeURIComponent(userId)}/${decision}`,
    { method: 'POST' },
  );
