import { createHmac, randomInt } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { CodePurpose } from '../db/schema.ts';
import {
  afterFailure,
  codeExpiry,
  isLocked,
  isUsable,
  makeCode,
  secondsUntilResend,
} from '../domain/codes.ts';
import { AUTH_MESSAGES, fillMessage, GENERAL_MESSAGES, RESEND_SECONDS } from '../contract.ts';
import { ApiError } from '../errors.ts';

export type CodeCheck = 'ok' | 'wrong' | 'locked';

/**
 * One-time codes: only an HMAC of each code is stored; a new code replaces the previous one for the same
 * purpose and target (codes are bound to their request); each allows five tries and ten minutes.
 */
export function createCodes(db: Db, secret: string, now: () => Date) {
  const hash = (purpose: CodePurpose, target: string, code: string) =>
    createHmac('sha256', secret).update(`${purpose}:${target}:${code}`).digest('base64url');

  const latest = (purpose: CodePurpose, target: string) =>
    db
      .selectFrom('oneTimeCodes')
      .selectAll()
      .where('purpose', '=', purpose)
      .where('target', '=', target)
      .orderBy('createdAt', 'desc')
      .limit(1)
      .executeTakeFirst();

  return {
    /** Refuses with 429 until the resend delay has passed; returns the code to send. */
    async issue(purpose: CodePurpose, target: string, userId: string | null = null) {
      const wait = secondsUntilResend((await latest(purpose, target))?.createdAt, now());
      if (wait > 0) throw new ApiError(429, fillMessage(GENERAL_MESSAGES.codeWait, { seconds: wait }));
      const code = makeCode(randomInt);
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('oneTimeCodes')
          .set({ consumedAt: now() })
          .where('purpose', '=', purpose)
          .where('target', '=', target)
          .where('consumedAt', 'is', null)
          .execute();
        await trx
          .insertInto('oneTimeCodes')
          .values({
            purpose,
            target,
            userId,
            codeHash: hash(purpose, target, code),
            expiresAt: codeExpiry(now()),
            createdAt: now(),
          })
          .execute();
      });
      return { code, resendInSeconds: RESEND_SECONDS };
    },

    /** Records the throttle for a target that gets no code (unknown email), so its answers look the same. */
    async throttle(purpose: CodePurpose, target: string) {
      const wait = secondsUntilResend((await latest(purpose, target))?.createdAt, now());
      if (wait > 0) throw new ApiError(429, fillMessage(GENERAL_MESSAGES.codeWait, { seconds: wait }));
      await db
        .insertInto('oneTimeCodes')
        .values({ purpose, target, codeHash: '-', expiresAt: now(), consumedAt: now(), createdAt: now() })
        .execute();
      return { resendInSeconds: RESEND_SECONDS };
    },

    /**
     * Checks and consumes a code atomically; wrong answers count against the code and the target's lockout.
     * With `userId`, only a code issued to that member counts (a phone code is bound to who asked for it).
     */
    async check(purpose: CodePurpose, target: string, code: string, userId?: string): Promise<CodeCheck> {
      return db.transaction().execute(async (trx) => {
        const lockout = await trx
          .selectFrom('codeLockouts')
          .selectAll()
          .where('target', '=', target)
          .forUpdate()
          .executeTakeFirst();
        if (isLocked(lockout, now())) return 'locked';
        const stored = await trx
          .selectFrom('oneTimeCodes')
          .selectAll()
          .where('purpose', '=', purpose)
          .where('target', '=', target)
          .where('consumedAt', 'is', null)
          .$if(userId !== undefined, (query) => query.where('userId', '=', userId ?? ''))
          .orderBy('createdAt', 'desc')
          .limit(1)
          .forUpdate()
          .executeTakeFirst();
        if (stored && isUsable(stored, now()) && stored.codeHash === hash(purpose, target, code)) {
          await trx
            .updateTable('oneTimeCodes')
            .set({ consumedAt: now() })
            .where('id', '=', stored.id)
            .execute();
          await trx.deleteFrom('codeLockouts').where('target', '=', target).execute();
          return 'ok';
        }
        if (stored)
          await trx
            .updateTable('oneTimeCodes')
            .set({ tries: sql`tries + 1` })
            .where('id', '=', stored.id)
            .execute();
        const next = afterFailure(lockout, now());
        await trx
          .insertInto('codeLockouts')
          .values({ target, ...next })
          .onConflict((oc) => oc.column('target').doUpdateSet(next))
          .execute();
        return isLocked(next, now()) ? 'locked' : 'wrong';
      });
    },
  };
}
export type Codes = ReturnType<typeof createCodes>;

/** The answer to a failed check, the same whether or not the account exists. */
export function refuseCode(result: Exclude<CodeCheck, 'ok'>): never {
  throw result === 'locked'
    ? new ApiError(429, AUTH_MESSAGES.codeLocked)
    : new ApiError(400, AUTH_MESSAGES.badCode);
}
