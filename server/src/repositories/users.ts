import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connect.ts';
import type { UserRow } from '../db/schema.ts';
import type { User, UserImage } from '../contract.ts';

/**
 * The member's own view of their record (spec section 3). The avatar (`image`, with a fresh signed URL) comes
 * from `app.files.imageOf(row.imageFileId)`, so routes that answer the member pass it in.
 */
export const toUser = (row: UserRow, image: UserImage | null = null): User => ({
  id: row.id,
  firstname: row.firstname,
  lastname: row.lastname,
  email: row.email,
  phone: row.phone,
  phonePrefix: row.phonePrefix,
  isPhoneVerified: row.isPhoneVerified,
  image,
  points: row.points,
  credit: Number(row.credit),
  level: row.levelId,
  affiliateCode: row.affiliateCode,
  gender: row.gender,
  birthdate: row.birthdate,
  country: row.country,
  telegram: row.telegram,
  preferences: (row.preferences as User['preferences']) ?? null,
});

export const findUserById = (db: Db, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();

export const findUserByEmail = (db: Db, email: string) =>
  db
    .selectFrom('users')
    .selectAll()
    .where(sql<string>`lower(email)`, '=', email.toLowerCase())
    .executeTakeFirst();

const AFFILIATE_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const newAffiliateCode = () =>
  Array.from(randomBytes(8), (byte) => AFFILIATE_ALPHABET[byte % AFFILIATE_ALPHABET.length]).join('');

type NewUser = {
  firstname: string;
  lastname: string;
  email: string;
  passwordHash: string | null;
  isEmailVerified: boolean;
  affiliateCode?: string;
  medium?: string;
};

/** Creates a member with a fresh affiliate code; a referral code names the referrer when it exists. */
export async function createUser(db: Db, fields: NewUser): Promise<UserRow> {
  const referrer = fields.affiliateCode
    ? await db
        .selectFrom('users')
        .select('id')
        .where('affiliateCode', '=', fields.affiliateCode)
        .executeTakeFirst()
    : undefined;
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await db
        .insertInto('users')
        .values({
          firstname: fields.firstname.trim(),
          lastname: fields.lastname.trim(),
          email: fields.email.trim(),
          passwordHash: fields.passwordHash,
          isEmailVerified: fields.isEmailVerified,
          credit: 0,
          levelId: 'rookie',
          affiliateCode: newAffiliateCode(),
          referredBy: referrer?.id ?? null,
          medium: fields.medium || null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
    } catch (error) {
      // A clash on the random affiliate code is retried; any other failure (e.g. the email) is the caller's.
      const isCodeClash = (error as { constraint?: string }).constraint === 'users_affiliate_code_key';
      if (!isCodeClash || attempt >= 4) throw error;
    }
  }
}
