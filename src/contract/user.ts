import { Type, type Static } from '@sinclair/typebox';
import { Nullable } from './common.ts';
import { UserImage } from './files.ts';

export const Gender = Type.Union([Type.Literal('male'), Type.Literal('female')]);

/** The member as spec section 3 describes it; only ever sent to the member themself. */
const DAY_MS = 86_400_000;
const MsOfDay = Type.Integer({ minimum: 0, maximum: DAY_MS - 1 });

/** Display preferences that follow the member across devices (the side menu's state stays per device). */
export const Preferences = Type.Object(
  {
    theme: Type.Union([Type.Literal('dark'), Type.Literal('light')]),
    isNightMode: Type.Boolean(),
    nightTime: Type.Object({ start: MsOfDay, end: MsOfDay }, { additionalProperties: false }),
    language: Type.String({ pattern: '^[a-z]{2,3}(-[A-Za-z]{2,4})?$' }),
  },
  { additionalProperties: false },
);
export type Preferences = Static<typeof Preferences>;

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
  preferences: Nullable(Preferences),
});
export type User = Static<typeof User>;

export const Level = Type.Object({ id: Type.String(), name: Type.String() });
export type Level = Static<typeof Level>;
