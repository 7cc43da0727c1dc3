import type { Preferences, User } from '@/contract/user.ts';
import type { OutboxEntry } from '@/lib/db.ts';
import { db } from '@/lib/db.ts';
import { settleMembership } from '@/features/alliances/api/change-membership.ts';
import { authStore, setUser } from '@/features/auth/store.ts';
import { saveUser } from '@/features/auth/session.ts';

/**
 * Applies a settled queued change beyond the caches its optimistic write touched: the member in the header
 * takes the platform's answer, or the restored copy after a rollback; an alliance's cached copies take the
 * platform's answer to a join, leave or cancel.
 */
export async function applySettled(entry: OutboxEntry, outcome: 'done' | 'rollback', answer: unknown) {
  const user = authStore.user;
  if (user?.id !== entry.ownerId) return;
  // Saved preferences go into the member's copy too, so an offline start does not bring back older ones.
  if (entry.kind === 'preferences' && outcome === 'done') {
    saveUser({ ...user, preferences: answer as Preferences });
    return;
  }
  if (entry.kind === 'alliance') {
    if (outcome === 'done') await settleMembership(entry, answer);
    return;
  }
  if (entry.kind !== 'profile') return;
  const later = await db.outbox
    .where('ownerId')
    .equals(entry.ownerId)
    .filter((queued) => queued.kind === 'profile')
    .count();
  // A later edit still queued keeps its optimistic copy; its own answer will settle the member.
  if (later > 0) return;
  if (outcome === 'done') {
    saveUser(answer as User);
    return;
  }
  const restored = await db.profile.get(entry.ownerId);
  if (restored) setUser(restored.data as User);
}
