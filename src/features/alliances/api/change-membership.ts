import type { Alliance, AllianceDetail } from '@/contract/alliances.ts';
import { db, type OutboxEntry } from '@/lib/db.ts';
import { enqueue } from '@/lib/outbox.ts';
import { summaryOf, updateCachedAlliance, writeAlliance } from '../cache.ts';
import { allianceAfter, detailAfter, type SelfAction } from '../membership.ts';

export const membershipPath = (id: string, action: SelfAction) =>
  `/alliances/${encodeURIComponent(id)}/${action}`;

/**
 * POST /alliances/{id}/join|leave|cancel: offline-capable (DECISIONS.md section 6), so it goes through the
 * outbox, in the same transaction as the optimistic change of every cached list and the alliance's page. A
 * refusal (another 4xx) restores them from the undo entries returned here.
 */
export async function changeMembership(
  ownerId: string,
  alliance: Alliance,
  action: SelfAction,
  label: string,
  now = new Date(),
) {
  const base = summaryOf(alliance);
  await enqueue(
    { ownerId, kind: 'alliance', method: 'POST', path: membershipPath(alliance.id, action), body: {}, label },
    () =>
      updateCachedAlliance(ownerId, alliance.id, {
        summary: (listed) => allianceAfter(listed ?? base, action),
        detail: (cached) => cached && detailAfter(cached, action, ownerId, now.toISOString()),
      }),
  );
}

/**
 * The platform's answer to a sent join, leave or cancel replaces the optimistic copy (it brings the member's own
 * row and the true counts), unless a later change to the same alliance still waits: its answer settles it.
 */
export async function settleMembership(entry: OutboxEntry, answer: unknown) {
  const prefix = entry.path.slice(0, entry.path.lastIndexOf('/') + 1);
  const waiting = await db.outbox
    .where('ownerId')
    .equals(entry.ownerId)
    .filter((row) => row.kind === 'alliance' && row.path.startsWith(prefix))
    .count();
  if (waiting === 0) await writeAlliance(entry.ownerId, answer as AllianceDetail);
}
