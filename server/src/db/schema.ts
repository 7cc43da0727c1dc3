import type { ColumnType, Generated, Selectable } from 'kysely';
import type { NotificationKind } from '../contract.ts';
import type { MemberState } from '../domain/alliances/membership.ts';

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
  /** The contract's Preferences, or null until the member's first device sends them. */
  preferences: ColumnType<unknown, string | null | undefined, string | null>;
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
  /** When the key was claimed: a retry that takes over the claim of a request that died renews it. */
  createdAt: ColumnType<Date, Date | undefined, Date>;
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

export type TournamentType = 'master_tournament' | 'mini_tournament' | 'play_2_earn';
export type TournamentsTable = {
  id: Generated<string>;
  title: string;
  description: Generated<string>;
  type: TournamentType;
  status: Generated<'scheduled' | 'registration' | 'live' | 'calculating' | 'final' | 'deleted'>;
  registrationStartAt: Date;
  registrationEndAt: Date;
  startAt: Date;
  endAt: Date;
  price: Money;
  poolPrice: Money;
  isDynamicPoolPrice: Generated<boolean>;
  dynamicPoolPrice: Money;
  settingsPoolPrice: Money;
  capacity: number | null;
  players: Generated<number>;
  instruments: ColumnType<string[], string[] | undefined, string[]>;
  rewards: ColumnType<Array<{ fromRank: number; toRank: number; share: number }>, string | undefined, string>;
  terms: Generated<string>;
  startingBalance: Money;
  leverage: Generated<number>;
  /** When the registration-closing reminder was claimed (repositories/notifications.ts), by whichever process. */
  closingAnnouncedAt: Date | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
};

export type PromoCodesTable = {
  id: Generated<string>;
  code: string;
  kind: 'percent' | 'fixed';
  value: Money;
  tournamentId: string | null;
  expiresAt: Date | null;
  usageCap: number | null;
  uses: Generated<number>;
  createdAt: CreatedAt;
};

export type TransactionStatus = 'pending' | 'completed' | 'refunded' | 'failed' | 'expired';
export type TransactionsTable = {
  id: Generated<string>;
  userId: string;
  tournamentId: string;
  method: 'card' | 'crypto' | 'ticket' | 'credit' | 'free';
  status: Generated<TransactionStatus>;
  currency: Generated<string>;
  price: Money;
  discount: Money;
  amount: Money;
  promoCodeId: string | null;
  chainType: 2 | 4 | 5 | null;
  cryptoAddress: string | null;
  expiresAt: Date | null;
  providerPaymentId: string | null;
  /** A provider refund owed (recorded with the refund), and when it is next tried; null once sent. */
  providerRefundDueAt: Date | null;
  providerRefundAttempts: Generated<number>;
  /** When the provider confirmed the refund. */
  providerRefundedAt: Date | null;
  profileName: string | null;
  note: string | null;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  completedAt: Date | null;
};

export type PromoUsesTable = { promoCodeId: string; userId: string; transactionId: string };

export type TicketsTable = {
  id: Generated<string>;
  userId: string;
  tournamentType: TournamentType | null;
  usedByTransactionId: string | null;
  createdAt: CreatedAt;
};

export type TradeAccountsTable = {
  id: Generated<string>;
  userId: string;
  tournamentId: string;
  transactionId: string | null;
  mode: 'live' | 'practice';
  status: Generated<'creating' | 'ready' | 'ended'>;
  profileName: string;
  login: string | null;
  startingBalance: Money;
  balance: Money;
  equity: Money;
  tradeCount: Generated<number>;
  profitCredit: Money;
  finalRank: number | null;
  createdAt: CreatedAt;
  readyAt: Date | null;
};

export type CreditMovementsTable = {
  id: Generated<string>;
  userId: string;
  amount: Money;
  reason: 'entry' | 'grant' | 'prize' | 'refund' | 'late_payment';
  transactionId: string | null;
  tournamentId: string | null;
  createdAt: CreatedAt;
};

export type WebhookEventsTable = { provider: string; eventId: string; receivedAt: CreatedAt };

export type SandboxPaymentsTable = {
  id: string;
  transactionId: string;
  kind: 'card' | 'crypto';
  status: Generated<'open' | 'paid' | 'declined' | 'canceled' | 'refunded'>;
  amount: Money;
  currency: string;
  description: string;
  chainType: 2 | 4 | 5 | null;
  address: string | null;
  expiresAt: Date | null;
  successPath: string;
  cancelPath: string;
  createdAt: CreatedAt;
};

type Price = ColumnType<string, number | string, number | string>;
export type PositionsTable = {
  id: Generated<string>;
  accountId: string;
  symbol: string;
  side: 'buy' | 'sell';
  volume: Price;
  openPrice: Price;
  openedAt: Date;
  stopLoss: ColumnType<string | null, number | null | undefined, number | null>;
  takeProfit: ColumnType<string | null, number | null | undefined, number | null>;
  margin: Money;
  status: Generated<'open' | 'closed'>;
  closePrice: ColumnType<string | null, number | null | undefined, number | null>;
  closedAt: Date | null;
  profit: ColumnType<string | null, number | null | undefined, number | null>;
  closeReason: 'manual' | 'stop_loss' | 'take_profit' | 'stop_out' | 'tournament_end' | null;
};

export type TerminalTokensTable = {
  tokenHash: string;
  kind: 'embed' | 'session';
  accountId: string;
  userId: string;
  /** The member session that opened the terminal: it ends with it. */
  sessionId: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: CreatedAt;
};

export type FileEntityName = 'user' | 'user-kyc' | 'alliance';

export type KycTable = {
  userId: string;
  status: Generated<'pending' | 'approved' | 'rejected' | 'missing_info'>;
  identityType: 'passport' | 'national_id';
  identityNumber: string;
  identityFileId: string;
  addressType: 'phone_bill' | 'utility_bill' | 'bank_statement';
  address: string;
  addressFileId: string;
  remarks: string | null;
  submittedAt: ColumnType<Date, Date | undefined, Date>;
  reviewedAt: Date | null;
};

export type FilesTable = {
  id: Generated<string>;
  ownerId: string;
  entity: FileEntityName;
  entityId: string;
  storageKey: string;
  /** The uploaded name, sanitised (for Content-Disposition), with the extension of the stored type. */
  name: string;
  contentType: string;
  size: number;
  createdAt: CreatedAt;
};

export type FileUploadGrantsTable = {
  id: Generated<string>;
  ownerId: string;
  entity: FileEntityName;
  name: string;
  expiresAt: Date;
  usedAt: Date | null;
  createdAt: CreatedAt;
};

export type AlliancesTable = {
  id: Generated<string>;
  name: string;
  description: Generated<string>;
  logoFileId: string | null;
  isApprovalRequired: Generated<boolean>;
  createdBy: string;
  createdAt: CreatedAt;
  updatedAt: UpdatedAt;
  /** Set when the owner deletes it: the rows stay as history, the name is free again. */
  deletedAt: Date | null;
};

/** One row per member and alliance, describing the current membership (a new request starts it again). */
export type AllianceMembersTable = { allianceId: string; userId: string } & MemberState;

export type TournamentWatchesTable = {
  userId: string;
  tournamentId: string;
  isWatching: boolean;
  updatedAt: UpdatedAt;
};

export type NotificationsTable = {
  id: Generated<string>;
  userId: string;
  tournamentId: string;
  kind: NotificationKind;
  severity: number;
  params: ColumnType<Record<string, string | number>, string, never>;
  createdAt: CreatedAt;
  readAt: Date | null;
};

export type PushSubscriptionsTable = {
  endpoint: string;
  userId: string;
  sessionId: string;
  p256dh: string;
  auth: string;
  createdAt: CreatedAt;
};

export type PlatformKeysTable = {
  name: string;
  value: ColumnType<unknown, string, never>;
  createdAt: CreatedAt;
};

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
  tournaments: TournamentsTable;
  promoCodes: PromoCodesTable;
  transactions: TransactionsTable;
  promoUses: PromoUsesTable;
  tickets: TicketsTable;
  tradeAccounts: TradeAccountsTable;
  creditMovements: CreditMovementsTable;
  webhookEvents: WebhookEventsTable;
  sandboxPayments: SandboxPaymentsTable;
  positions: PositionsTable;
  terminalTokens: TerminalTokensTable;
  files: FilesTable;
  kyc: KycTable;
  fileUploadGrants: FileUploadGrantsTable;
  alliances: AlliancesTable;
  allianceMembers: AllianceMembersTable;
  tournamentWatches: TournamentWatchesTable;
  notifications: NotificationsTable;
  pushSubscriptions: PushSubscriptionsTable;
  platformKeys: PlatformKeysTable;
};

export type TournamentRow = Selectable<TournamentsTable>;
export type TransactionRow = Selectable<TransactionsTable>;
export type TradeAccountRow = Selectable<TradeAccountsTable>;

export type SandboxPaymentRow = Selectable<SandboxPaymentsTable>;
export type UserRow = Selectable<UsersTable>;
export type FileRow = Selectable<FilesTable>;
export type PositionRow = Selectable<PositionsTable>;
