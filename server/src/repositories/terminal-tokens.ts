import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '../db/connect.ts';

const EMBED_LIFETIME_MS = 60_000;
const SESSION_LIFETIME_MS = 12 * 3_600_000;
const hashOf = (token: string) => createHash('sha256').update(token).digest('base64url');

export type TerminalGrant = { accountId: string; userId: string; sessionId: string; tournamentId: string };
/** Who may open a terminal: a member, from one of their sessions, on one of their accounts. */
type Opener = Omit<TerminalGrant, 'tournamentId'>;

/**
 * Keys of the embedded terminal (DECISIONS.md section 7): the portal gets a single-use embed token that lives a
 * minute; the terminal trades it for a session scoped to one account. The member's own token never enters a URL.
 * Both belong to the member session that opened them and end with it (logout, password reset). Only hashes are
 * stored.
 */
export function createTerminalTokens(db: Db, now: () => Date) {
  const issue = async (kind: 'embed' | 'session', grant: Opener, ms: number) => {
    const token = randomBytes(24).toString('base64url');
    const expiresAt = new Date(now().getTime() + ms);
    await db
      .insertInto('terminalTokens')
      .values({ tokenHash: hashOf(token), kind, ...grant, expiresAt })
      .execute();
    return { token, expiresAt };
  };

  const grantOf = (kind: 'embed' | 'session', token: string) =>
    db
      .selectFrom('terminalTokens as k')
      .innerJoin('tradeAccounts as a', 'a.id', 'k.accountId')
      // Like a member's session, a terminal's ends when the member is no longer approved.
      .innerJoin('users as u', 'u.id', 'k.userId')
      // And when the member session that opened it ends (logout), as the sessions plugin judges one.
      .innerJoin('sessions as s', 's.id', 'k.sessionId')
      .select(['k.accountId', 'k.userId', 'k.sessionId', 'a.tournamentId'])
      .where('u.isApproved', '=', true)
      .where('s.revokedAt', 'is', null)
      .where('s.expiresAt', '>', new Date())
      .where('k.tokenHash', '=', hashOf(token))
      .where('k.kind', '=', kind)
      .where('k.expiresAt', '>', now());

  return {
    issueEmbed: (grant: Opener) => issue('embed', grant, EMBED_LIFETIME_MS),

    /**
     * Spends an embed token (once) for a terminal session; null when unknown, used or expired, or when what it
     * needs has ended since it was issued (the member session, the member's approval, the account).
     */
    async exchange(embedToken: string) {
      const spent = await db
        .updateTable('terminalTokens')
        .set({ usedAt: now() })
        .where('tokenHash', '=', hashOf(embedToken))
        .where('kind', '=', 'embed')
        .where('usedAt', 'is', null)
        .where('expiresAt', '>', now())
        .returning(['accountId', 'userId', 'sessionId'])
        .executeTakeFirst();
      if (!spent) return null;
      const session = await issue('session', spent, SESSION_LIFETIME_MS);
      const grant = await grantOf('session', session.token).executeTakeFirst();
      return grant ? { ...session, ...grant } : null;
    },

    resolve: async (token: string): Promise<TerminalGrant | null> =>
      token.length > 128 ? null : ((await grantOf('session', token).executeTakeFirst()) ?? null),

    /** Ends every terminal of a member (a password reset ends all their sessions). */
    revokeMember: (userId: string) => db.deleteFrom('terminalTokens').where('userId', '=', userId).execute(),

    /** Expired tokens are of no use to anyone: the clock sweeps them. */
    sweep: () => db.deleteFrom('terminalTokens').where('expiresAt', '<', now()).execute(),
  };
}
export type TerminalTokens = ReturnType<typeof createTerminalTokens>;
