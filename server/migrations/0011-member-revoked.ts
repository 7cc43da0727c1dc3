import { sql, type Kysely } from 'kysely';

/**
 * The database announces a member who loses access (issue 11): operators take approval away or delete a member
 * in SQL, and no platform process would know. When `is_approved` goes from true to false, or the row is deleted,
 * `pg_notify('member_revoked', <user id>)` tells every process that LISTENs (plugins/revocations.ts), which closes
 * that member's open sockets. The notice is sent on commit only: a change rolled back (or refused, e.g. a delete
 * that foreign keys forbid) announces nothing.
 * Taking approval away also ends every session, as a password reset does, so that approving the member again
 * does not bring old tokens (and the terminals opened from them) back to life; deletion removes them (cascade).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE FUNCTION announce_member_revoked() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      IF TG_OP = 'UPDATE' THEN
        UPDATE sessions SET revoked_at = now() WHERE user_id = OLD.id AND revoked_at IS NULL;
      END IF;
      PERFORM pg_notify('member_revoked', OLD.id::text);
      RETURN NULL;
    END
    $$;
    CREATE TRIGGER users_unapproved AFTER UPDATE OF is_approved ON users
      FOR EACH ROW WHEN (OLD.is_approved AND NOT NEW.is_approved) EXECUTE FUNCTION announce_member_revoked();
    CREATE TRIGGER users_deleted AFTER DELETE ON users
      FOR EACH ROW EXECUTE FUNCTION announce_member_revoked();
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TRIGGER users_deleted ON users;
    DROP TRIGGER users_unapproved ON users;
    DROP FUNCTION announce_member_revoked();
  `.execute(db);
}
