import type { ProfileNameBody, TradeAccount } from '@/contract/tournament.ts';
import { db } from '@/lib/db.ts';
import { enqueue } from '@/lib/outbox.ts';

export const TRADE_PROFILES_KEY = 'trade-profiles';

/**
 * PATCH /trade-profiles/{accountId}: a trade-profile name is an offline-capable change (DECISIONS.md section 6),
 * so it goes through the outbox, with the cached list renamed at once and restored if the platform refuses.
 */
export async function renameTradeProfile(
  ownerId: string,
  accountId: string,
  profileName: string,
  label: string,
) {
  const body: ProfileNameBody = { profileName };
  await enqueue(
    {
      ownerId,
      kind: 'trade-profile',
      method: 'PATCH',
      path: `/trade-profiles/${encodeURIComponent(accountId)}`,
      body,
      label,
    },
    async () => {
      const cached = await db.resources.get(TRADE_PROFILES_KEY);
      if (!cached || cached.ownerId !== ownerId) return [];
      const accounts = cached.data as TradeAccount[];
      await db.resources.put({
        ...cached,
        data: accounts.map((account) =>
          account.accountId === accountId ? { ...account, profileName } : account,
        ),
      });
      return [{ table: 'resources', key: TRADE_PROFILES_KEY, previous: cached }];
    },
  );
}
