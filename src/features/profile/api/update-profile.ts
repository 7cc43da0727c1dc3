import type { User } from '@/contract/user.ts';
import { db, plain } from '@/lib/db.ts';
import { enqueue } from '@/lib/outbox.ts';
import type { PersonalChanges } from '../personal-info.ts';

/**
 * PATCH /users/{userId}: a profile edit is an offline-capable change (DECISIONS.md section 6), so it goes through
 * the outbox, with the cached member updated in the same transaction and restored if the platform refuses.
 * `current` is the member as the screen shows it, the base when nothing is cached yet.
 */
export async function updateProfile(ownerId: string, current: User, body: PersonalChanges, label: string) {
  await enqueue(
    { ownerId, kind: 'profile', method: 'PATCH', path: `/users/${encodeURIComponent(ownerId)}`, body, label },
    async () => {
      const previous = await db.profile.get(ownerId);
      await db.profile.put({
        userId: ownerId,
        data: plain({ ...((previous?.data as User | undefined) ?? current), ...body }),
        updatedAt: Date.now(),
      });
      return [{ table: 'profile', key: ownerId, previous }];
    },
  );
}
