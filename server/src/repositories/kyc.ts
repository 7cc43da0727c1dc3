import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { Files } from '../plugins/files.ts';
import { KYC_APPROVED_MESSAGE, type Kyc, type KycStatus, type KycSubmission } from '../contract.ts';
import { badRequest, unprocessable } from '../errors.ts';

/** The member's KYC with fresh links to its two documents (only ever shown to its owner). */
export async function kycOf(db: Db, files: Files, userId: string): Promise<Kyc | null> {
  const row = await db.selectFrom('kyc').selectAll().where('userId', '=', userId).executeTakeFirst();
  if (!row) return null;
  const documents = await db
    .selectFrom('files')
    .select(['id', 'name'])
    .where('id', 'in', [row.identityFileId, row.addressFileId])
    .execute();
  const document = (id: string) => {
    const file = documents.find((candidate) => candidate.id === id);
    return { id, name: file?.name ?? '', signedURL: files.signedUrl(id) };
  };
  return {
    status: row.status,
    identityType: row.identityType,
    identityNumber: row.identityNumber,
    identityFile: document(row.identityFileId),
    addressType: row.addressType,
    address: row.address,
    addressFile: document(row.addressFileId),
    remarks: row.remarks,
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/**
 * Submits or replaces the member's KYC: pending again, remarks cleared. Both documents must be the member's own
 * KYC uploads. Once approved nothing changes (spec section 8's message). The row lock keeps a review and a
 * resubmission from crossing.
 */
export async function submitKyc(db: Db, userId: string, body: KycSubmission): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const current = await trx
      .selectFrom('kyc')
      .select('status')
      .where('userId', '=', userId)
      .forUpdate()
      .executeTakeFirst();
    if (current?.status === 'approved') throw unprocessable(KYC_APPROVED_MESSAGE);
    const ids = [...new Set([body.identityFileId, body.addressFileId])];
    const owned = await trx
      .selectFrom('files')
      .select('id')
      .where('id', 'in', ids)
      .where('ownerId', '=', userId)
      .where('entity', '=', 'user-kyc')
      .execute();
    if (owned.length !== ids.length)
      throw badRequest('Upload each KYC document first (entity user-kyc), then send their ids');
    const values = {
      ...body,
      status: 'pending' as const,
      remarks: null,
      submittedAt: new Date(),
      reviewedAt: null,
    };
    await trx
      .insertInto('kyc')
      .values({ userId, ...values })
      .onConflict((oc) => oc.column('userId').doUpdateSet(values))
      .execute();
  });
}

export const isKycApproved = async (db: Db, userId: string) =>
  (await db.selectFrom('kyc').select('status').where('userId', '=', userId).executeTakeFirst())?.status ===
  'approved';

/** An operator's review: approve, reject or ask for missing information, with remarks for the member. */
export async function reviewKyc(
  db: Db,
  email: string,
  status: Exclude<KycStatus, 'pending'>,
  remarks: string | null,
): Promise<{ status: KycStatus } | undefined> {
  return db
    .updateTable('kyc')
    .set({ status, remarks, reviewedAt: new Date() })
    .where('userId', '=', (eb) =>
      eb
        .selectFrom('users')
        .select('id')
        .where(sql<string>`lower(email)`, '=', email.toLowerCase()),
    )
    .returning('status')
    .executeTakeFirst();
}
