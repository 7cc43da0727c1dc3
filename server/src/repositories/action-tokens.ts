import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';
import type { TokenPurpose } from '../db/schema.ts';

const LIFETIME_MS = 3_600_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Emailed links (verification, password reset): 128 random bits, single use, one hour (DECISIONS.md 7). */
export function createActionTokens(db: Db, now: () => Date) {
  return {
    async issue(purpose: TokenPurpose, userId: string) {
      const token = randomBytes(16).toString('base64url');
      await db
        .insertInto('actionTokens')
        .values({
          tokenHash: hashOf(token),
          purpose,
          userId,
          expiresAt: new Date(now().getTime() + LIFETIME_MS),
        })
        .execute();
      return token;
    },

    /** Marks the token used and returns its member, or null when unknown, used, expired or of another purpose. */
    async consume(purpose: TokenPurpose, token: string): Promise<string | null> {
      const row = await db
        .updateTable('actionTokens')
        .set({ usedAt: now() })
        .where('tokenHash', '=', hashOf(token))
        .where('purpose', '=', purpose)
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now())
        .returning('userId')
        .executeTakeFirst();
      return row?.userId ?? null;
    },
  };
}
export type ActionTokens = ReturnType<typeof createActionTokens>;
