import type { ColumnType, Generated, Selectable } from 'kysely';

/** Table types, camelCase here and snake_case in PostgreSQL (mapped once by Kysely's CamelCasePlugin). */
type CreatedAt = ColumnType<Date, Date | undefined, never>;
type UpdatedAt = ColumnType<Date, Date | undefined, Date>;
/** NUMERIC comes back from pg as text; repositories turn it into numbers. */
type Money = ColumnType<string, number | string | undefined, number | string>;

export type UsersTable = {
  id: Generated<string>;
  firstname: string;
  lastname: string;
  email: string;
  passwordHash: string | null;
  phone: string | null;
  phonePrefix: string | null;
  isPhoneVerified: Generated<boolean>;
  isEmailVerified: Generated<boolean>;
  isApproved: Generated<boolean>;
  imageFileId: string | null;
  points: Generated<number>;
  credit: Money;
  levelId: string | null;
  affiliateCode: string;
  gender: 'male' | 'female' | null;
  birthdate: string | null;
  country: string | null;
  telegram: string | null;
  referredBy: string | null;
  medium: string | null;
  role: Generated<'member' | 'operator'>;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
};

export type LevelsTable = { id: string; name: string; minPoints: number };

export type SessionsTable = {
  id: Generated<string>;
  userId: string;
  tokenHash: string;
  createdAt: CreatedAt;
  expiresAt: Date;
  revokedAt: Date | null;
};

export type TranslationsTable = {
  id: Generated<string>;
  isoCode: string;
  name: string;
  flagCode: string;
  isRtl: boolean;
  localHelper: string;
  translations: ColumnType<Record<string, string>, string, string>;
  updatedAt: UpdatedAt;
};

export type IdempotencyKeysTable = {
  scope: string;
  key: string;
  fingerprint: string;
  state: 'in_progress' | 'done';
  responseStatus: number | null;
  responseBody: string | null;
  responseType: string | null;
  createdAt: CreatedAt;
};

export type DevOutboxTable = {
  id: Generated<string>;
  channel: 'email' | 'sms';
  recipient: string;
  subject: string;
  text: string;
  createdAt: CreatedAt;
};

export type CodePurpose = 'login' | 'sign_up' | 'phone';
export type OneTimeCodesTable = {
  id: Generated<string>;
  purpose: CodePurpose;
  target: string;
  userId: string | null;
  codeHash: string;
  tries: Generated<number>;
  expiresAt: Date;
  consumedAt: Date | null;
  createdAt: CreatedAt;
};

export type TokenPurpose = 'verify_email' | 'reset_password';
export type ActionTokensTable = {
  tokenHash: string;
  purpose: TokenPurpose;
  userId: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: CreatedAt;
};

export type CodeLockoutsTable = { target: string; failures: number; lockedUntil: Date | null };

export type Database = {
  users: UsersTable;
  levels: LevelsTable;
  sessions: SessionsTable;
  translations: TranslationsTable;
  idempotencyKeys: IdempotencyKeysTable;
  devOutbox: DevOutboxTable;
  oneTimeCodes: OneTimeCodesTable;
  actionTokens: ActionTokensTable;
  codeLockouts: CodeLockoutsTable;
};

export type UserRow = Selectable<UsersTable>;
