import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import { PRACTICE_DAYS } from '../contract.ts';

/**
 * Provisions the trading accounts whose creation time is up (the sandbox's stand-in for a broker opening an
 * account): each gets a login and becomes ready. SKIP LOCKED lets several workers share the queue.
 */
export async function provisionDue(db: Db, delayMs: number, now: Date): Promise<string[]> {
  const rows = await sql<{ id: string }>`
    update trade_accounts set status = 'ready', login = nextval('trade_account_login_seq')::text, ready_at = ${now}
    where id in (
      select id from trade_accounts
      where status = 'creating' and created_at <= ${new Date(now.getTime() - delayMs)}
      order by created_at limit 500 for update skip locked
    ) returning id`.execute(db);
  return rows.rows.map((row) => row.id);
}

/** Practice accounts end PRACTICE_DAYS after their tournament did. */
export async function endPractice(db: Db, now: Date): Promise<number> {
  const result = await sql`
    update trade_accounts a set status = 'ended' from tournaments t
    where a.tournament_id = t.id and a.mode = 'practice' and a.status <> 'ended'
      and (t.status = 'deleted' or t.end_at + make_interval(days => ${PRACTICE_DAYS}) <= ${now})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}
