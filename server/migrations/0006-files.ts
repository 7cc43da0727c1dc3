import { sql, type Kysely } from 'kysely';

/**
 * Uploaded files (avatars, KYC documents, alliance logos) and the single-use direct-upload grants. The bytes live
 * in the file store under `storage_key`; the row says whose they are and what they belong to.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE files (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      entity text NOT NULL CHECK (entity IN ('user', 'user-kyc', 'alliance')),
      entity_id uuid NOT NULL,
      storage_key text NOT NULL UNIQUE,
      name text NOT NULL,
      content_type text NOT NULL,
      size integer NOT NULL CHECK (size >= 0),
      created_at timestamptz NOT NULL DEFAULT now()
    );
    CREATE INDEX files_entity_idx ON files (entity, entity_id);
    CREATE INDEX files_owner_idx ON files (owner_id);

    ALTER TABLE users
      ADD CONSTRAINT users_image_file_id_fkey FOREIGN KEY (image_file_id) REFERENCES files (id) ON DELETE SET NULL;

    CREATE TABLE file_upload_grants (
      id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
      owner_id uuid NOT NULL REFERENCES users (id) ON DELETE CASCADE,
      entity text NOT NULL CHECK (entity IN ('user', 'user-kyc', 'alliance')),
      name text NOT NULL,
      expires_at timestamptz NOT NULL,
      used_at timestamptz,
      created_at timestamptz NOT NULL DEFAULT now()
    );
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`
    DROP TABLE file_upload_grants;
    ALTER TABLE users DROP CONSTRAINT users_image_file_id_fkey;
    DROP TABLE files;
  `.execute(db);
}
