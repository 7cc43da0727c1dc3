import type { Db } from '../db/connect.ts';
import type { UserRow } from '../db/schema.ts';
import type { User } from '../contract.ts';

/** The member's own view of their record (spec section 3); the image's signed URL arrives with the files issue. */
export const toUser = (row: UserRow): User => ({
  id: row.id,
  firstname: row.firstname,
  lastname: row.lastname,
  email: row.email,
  phone: row.phone,
  phonePrefix: row.phonePrefix,
  isPhoneVerified: row.isPhoneVerified,
  image: null,
  points: row.points,
  credit: Number(row.credit),
  level: row.levelId,
  affiliateCode: row.affiliateCode,
  gender: row.gender,
  birthdate: row.birthdate,
  country: row.country,
  telegram: row.telegram,
});

export const findUserById = (db: Db, id: string) =>
  db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirst();
