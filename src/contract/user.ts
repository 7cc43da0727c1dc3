import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.ts';

export const FileEntity = Type.Union([
  Type.Literal('user'),
  Type.Literal('user-kyc'),
  Type.Literal('alliance'),
]);
export type FileEntity = Static<typeof FileEntity>;

export const UserImage = Type.Object({
  id: Type.String(),
  name: Type.String(),
  entity: FileEntity,
  signedURL: Type.String(),
});

export const Gender = Type.Union([Type.Literal('male'), Type.Literal('female')]);

/** The member as spec section 3 describes it; only ever sent to the member themself. */
export const User = Type.Object({
  id: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  email: Type.String(),
  phone: Nullable(Type.String()),
  phonePrefix: Nullable(Type.String()),
  isPhoneVerified: Type.Boolean(),
  image: Nullable(UserImage),
  points: Type.Integer(),
  credit: Type.Number(),
  level: Nullable(Type.String({ description: 'Level id, matched against GET /levels/getAll' })),
  affiliateCode: Type.String(),
  gender: Nullable(Gender),
  birthdate: Nullable(Type.String({ format: 'date' })),
  country: Nullable(Type.String()),
  telegram: Nullable(Type.String()),
});
export type User = Static<typeof User>;

export const Level = Type.Object({ id: Type.String(), name: Type.String() });
export type Level = Static<typeof Level>;
