import { sql, type Kysely } from 'kysely';

/** One KYC record per member: the last submission, its status and the reviewer's remarks. */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    CREATE TABLE kyc (
      user_id uuid PRIMARY KEY REFERENCES users (id),
      status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'approved', 'rejected', 'missing_info')),
      identity_type text NOT NULL CHECK (identity_type IN ('passport', 'national_id')),
      identity_number text NOT NULL,
      identity_file_id uuid NOT NULL REFERENCES files (id),
      address_type text NOT NULL CHECK (address_type IN ('phone_bill', 'utility_bill', 'bank_statement')),
      address text NOT NULL,
      address_file_id uuid NOT NULL REFERENCES files (id),
      remarks text,
      submitted_at timestamptz NOT NULL DEFAULT now(),
      reviewed_at timestamptz
    );
    CREATE INDEX kyc_review_idx ON kyc (submitted_at) WHERE status = 'pending';
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`DROP TABLE kyc`.execute(db);
}
