import { Type, type Static } from '@sinclair/typebox';
import { Id, Nullable, Strict } from './common.ts';
import { PhoneNumber, PhonePrefix } from './auth.ts';
import { Gender } from './user.ts';

/** What a member may change of their own record; the rest (email, credit, level, code) is the platform's. */
export const UserUpdateBody = Strict({
  firstname: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  lastname: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  gender: Type.Optional(Nullable(Gender)),
  birthdate: Type.Optional(Nullable(Type.String({ format: 'date' }))),
  country: Type.Optional(Nullable(Type.String({ pattern: '^[A-Z]{2}$' }))),
  telegram: Type.Optional(Nullable(Type.String({ maxLength: 64, pattern: '^@?[A-Za-z0-9_]{0,64}$' }))),
  phone: Type.Optional(PhoneNumber),
  phonePrefix: Type.Optional(PhonePrefix),
  /** The id of an avatar the member uploaded (entity `user`); null removes the avatar. */
  image: Type.Optional(Nullable(Id)),
});
export type UserUpdateBody = Static<typeof UserUpdateBody>;

export const PhoneBody = Strict({ phone: PhoneNumber, phonePrefix: PhonePrefix });
export type PhoneBody = Static<typeof PhoneBody>;
export const VerifyPhoneBody = Strict({
  phone: PhoneNumber,
  phonePrefix: PhonePrefix,
  otp: Type.String({ pattern: '^\\d{5}$' }),
});
export type VerifyPhoneBody = Static<typeof VerifyPhoneBody>;

/** What any member may see of another: no email, phone, credit or codes. */
export const PublicUser = Type.Object({
  id: Type.String(),
  firstname: Type.String(),
  lastname: Type.String(),
  level: Nullable(Type.String()),
  country: Nullable(Type.String()),
});
export type PublicUser = Static<typeof PublicUser>;

export const PageQuery = Strict({
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export const SearchQuery = Strict({ search: Type.String({ minLength: 1, maxLength: 80 }) });
export const UserPage = Type.Object({
  results: Type.Array(PublicUser),
  page: Type.Integer(),
  limit: Type.Integer(),
  totalResults: Type.Integer(),
  totalPages: Type.Integer(),
});
export const TelegramToken = Type.Object({
  token: Type.String(),
  expires: Type.String({ format: 'date-time' }),
});

export const TranslationUpdateBody = Strict({
  name: Type.Optional(Type.String({ minLength: 1, maxLength: 60 })),
  flagCode: Type.Optional(Type.String({ pattern: '^[a-z]{2}$' })),
  isRtl: Type.Optional(Type.Boolean()),
  localHelper: Type.Optional(Type.String({ minLength: 2, maxLength: 16 })),
  translations: Type.Optional(Type.Record(Type.String({ maxLength: 120 }), Type.String({ maxLength: 2000 }))),
});
export const TranslationCreateBody = Strict({
  isoCode: Type.String({ pattern: '^[a-z]{2,3}(-[A-Za-z]{2,4})?$' }),
  name: Type.String({ minLength: 1, maxLength: 60 }),
  flagCode: Type.String({ pattern: '^[a-z]{2}$' }),
  isRtl: Type.Boolean(),
  localHelper: Type.String({ minLength: 2, maxLength: 16 }),
  translations: Type.Record(Type.String({ maxLength: 120 }), Type.String({ maxLength: 2000 })),
});
