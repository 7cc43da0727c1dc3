import { sql, type Kysely } from 'kysely';

/**
 * Alliances (groups of members) and their memberships. A deleted alliance keeps its row and its members' rows as
 * history (`deleted_at`), and frees its name. One membership row per member and alliance: it describes the
 * current membership, and a new request starts it again.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE alliances (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      name text NOT NULL CHECK (length(btrim(name)) BETWEEN 1 AND 60),
      description text NOT NULL DEFAULT '' CHECK (length(description) <= 500),
      logo_file_id uuid REFERENCES files (id) ON DELETE SET NULL,
      is_approval_required boolean NOT NULL DEFAULT false,
      created_by uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      created_at timestamptz NOT NULL DEFAULT now(),
      updated_at timestamptz NOT NULL DEFAULT now(),
      deleted_at timestamptz
    );
    CREATE UNIQUE INDEX alliances_name_key ON alliances (lower(name)) WHERE deleted_at IS NULL;
    CREATE INDEX alliances_created_by_idx ON alliances (created_by);

    CREATE TABLE alliance_members (
      alliance_id uuid NOT NULL REFERENCES alliances (id) ON DELETE CASCADE,
      user_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      status text NOT NULL CHECK (status IN ('pending', 'accepted', 'rejected', 'left', 'kicked')),
      requested_at timestamptz NOT NULL DEFAULT now(),
      accepted_at timestamptz,
      rejected_at timestamptz,
      left_at timestamptz,
      kicked_at timestamptz,
      joined_at timestamptz,
      PRIMARY KEY (alliance_id, user_id),
      CHECK (status <> 'accepted' OR joined_at IS NOT NULL)
    );
    CREATE INDEX alliance_members_user_idx ON alliance_members (user_id, status);
    CREATE INDEX alliance_members_status_idx ON alliance_members (alliance_id, status);
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE alliance_members, alliances`.execute(db);
}
