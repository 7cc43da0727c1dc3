import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Nullable } from './common.ts';

/** Severity levels of spec section 3. */
export const SEVERITY = { info: 0, low: 1, medium: 2, high: 3 } as const;
export type Severity = (typeof SEVERITY)[keyof typeof SEVERITY];

/** What a member can be told about a tournament they watch (issue 9). */
export const NOTIFICATION_KINDS = [
  'enteredTop3',
  'leftTop3',
  'enteredPrizes',
  'leftPrizes',
  'overtaken',
  'personalBest',
  'stopLossFilled',
  'takeProfitFilled',
  'registrationClosing',
  'tournamentStarted',
  'tournamentClosed',
  'finalResults',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** Each kind's severity: the top three and prizes matter most, a passing rival least. */
export const SEVERITY_OF: Record<NotificationKind, Severity> = {
  enteredTop3: SEVERITY.high,
  leftTop3: SEVERITY.high,
  enteredPrizes: SEVERITY.medium,
  leftPrizes: SEVERITY.medium,
  overtaken: SEVERITY.low,
  personalBest: SEVERITY.low,
  stopLossFilled: SEVERITY.medium,
  takeProfitFilled: SEVERITY.medium,
  registrationClosing: SEVERITY.low,
  tournamentStarted: SEVERITY.info,
  tournamentClosed: SEVERITY.medium,
  finalResults: SEVERITY.high,
};

export const NotificationParams = Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]));

/** One notification: the portal words it from `kind` and `params` in the member's language. */
export const Notification = Type.Object({
  id: Type.String(),
  tournamentId: Type.String(),
  kind: Type.Union(NOTIFICATION_KINDS.map((kind) => Type.Literal(kind))),
  severity: Type.Integer({ minimum: 0, maximum: 3 }),
  params: NotificationParams,
  createdAt: IsoDate,
  readAt: Nullable(IsoDate),
});
export type Notification = Static<typeof Notification>;
