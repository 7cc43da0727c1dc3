import { afterEach, describe, expect, it } from 'vitest';
import { clearAllData, db } from '@/lib/db.ts';
import { enqueue } from '@/lib/outbox.ts';

afterEach(() => clearAllData());

const mutation = {
  ownerId: 'member-1',
  kind: 'profile' as const,
  method: 'PATCH' as const,
  path: '/users/member-1',
  body: { telegram: '@dana' },
  label: 'Profile',
};

describe('enqueue', () => {
  it('writes the optimistic change and the queued request together', async () => {
    await db.profile.put({ userId: 'member-1', data: { telegram: null }, updatedAt: 1 });
    await enqueue(mutation, async () => {
      const previous = await db.profile.get('member-1');
      await db.profile.put({ userId: 'member-1', data: { telegram: '@dana' }, updatedAt: 2 });
      return [{ table: 'profile', key: 'member-1', previous }];
    });
    const [entry] = await db.outbox.toArray();
    expect(entry).toMatchObject({ ...mutation, status: 'pending', attempts: 0 });
    expect(entry?.idempotencyKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(entry?.undo[0]?.previous).toMatchObject({ data: { telegram: null } });
    expect((await db.profile.get('member-1'))?.data).toEqual({ telegram: '@dana' });
  });

  it('queues nothing when the optimistic change fails', async () => {
    await expect(
      enqueue(mutation, async () => {
        await db.profile.put({ userId: 'member-1', data: { telegram: 'half' }, updatedAt: 3 });
        throw new Error('cache write failed');
      }),
    ).rejects.toThrow('cache write failed');
    expect(await db.outbox.count()).toBe(0);
    expect(await db.profile.get('member-1')).toBeUndefined();
  });

  it('gives each queued request its own idempotency key', async () => {
    await enqueue(mutation);
    await enqueue(mutation);
    const keys = (await db.outbox.toArray()).map((entry) => entry.idempotencyKey);
    expect(new Set(keys).size).toBe(2);
  });
});
