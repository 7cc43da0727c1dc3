import { Type, type Static } from '@sinclair/typebox';
import { IsoDate, Nullable } from './common.ts';

export { NOTIFICATION_MESSAGES } from './messages.ts';

/** Severity levels of spec section 3. */
export const SEVERITY = { info: 0, low: 1, medium: 2, high: 3 } as const;
export type Severity = (typeof SEVERITY)[keyof typeof SEVERITY];

/** A member's standing on a live board: one system notification per tournament, each replacing the last. */
export const STANDING_KINDS = [
  'enteredTop3',
  'leftTop3',
  'enteredPrizes',
  'leftPrizes',
  'overtaken',
  'personalBest',
] as const;

/** A tournament's milestones: each told at most once per member. */
export const MILESTONE_KINDS = [
  'registrationClosing',
  'tournamentStarted',
  'tournamentClosed',
  'finalResults',
] as const;

/** What a member can be told about a tournament they watch (issue 9). */
export const NOTIFICATION_KINDS = [
  ...STANDING_KINDS,
  'stopLossFilled',
  'takeProfitFilled',
  ...MILESTONE_KINDS,
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
  kind: Type.Unsafe<NotificationKind>({ type: 'string', enum: [...NOTIFICATION_KINDS] }),
  severity: Type.Integer({ minimum: 0, maximum: 3 }),
  params: NotificationParams,
  createdAt: IsoDate,
  readAt: Nullable(IsoDate),
});
export type Notification = Static<typeof Notification>;

/** The newest notifications, newest first, with how many are unread in all. */
export const NotificationList = Type.Object({
  items: Type.Array(Notification),
  unread: Type.Integer({ minimum: 0 }),
});
export type NotificationList = Static<typeof NotificationList>;

/** Marks the listed notifications read; without ids, every one. */
export const MarkRead = Type.Object(
  { ids: Type.Optional(Type.Array(Type.String({ format: 'uuid' }), { minItems: 1, maxItems: 200 })) },
  { additionalProperties: false },
);
export type MarkRead = Static<typeof MarkRead>;

export const Watch = Type.Object({ isWatching: Type.Boolean() }, { additionalProperties: false });
export type Watch = Static<typeof Watch>;

/** The platform's VAPID public key (base64url); null when the deployment sends no Web Push. */
export const PushKey = Type.Object({ publicKey: Nullable(Type.String()) });
export type PushKey = Static<typeof PushKey>;

const Base64Url = (bytes: number) =>
  Type.String({ pattern: '^[A-Za-z0-9_-]+={0,2}$', minLength: Math.floor((bytes * 4) / 3), maxLength: 200 });

/** A device's push subscription, as `PushSubscription.toJSON()` gives it. */
export const PushSubscriptionBody = Type.Object(
  {
    endpoint: Type.String({ format: 'uri', maxLength: 2048 }),
    expirationTime: Type.Optional(Nullable(Type.Number())),
    keys: Type.Object({ p256dh: Base64Url(65), auth: Base64Url(16) }, { additionalProperties: false }),
  },
  { additionalProperties: false },
);
export type PushSubscriptionBody = Static<typeof PushSubscriptionBody>;
export const PushEndpoint = Type.Object(
  { endpoint: Type.String({ format: 'uri', maxLength: 2048 }) },
  { additionalProperties: false },
);

/** What a Web Push carries: the notification already worded in the member's language, and where it leads. */
export type PushMessage = {
  id: string;
  tag: string;
  title: string;
  body: string;
  url: string;
  severity: number;
};

/** The screen a notification is about: the board for standings and results, else the tournament. */
export function notificationPath({ kind, tournamentId }: Pick<Notification, 'kind' | 'tournamentId'>) {
  const id = encodeURIComponent(tournamentId);
  const isAboutTheBoard = kind !== 'registrationClosing' && kind !== 'tournamentStarted';
  return isAboutTheBoard ? `/leader-board/${id}` : `/tournaments/${id}`;
}

type Translate = (key: string, params: Record<string, string | number>) => string;

/**
 * A notification's title and text through `translate` (keys `notifications.<kind>.title|body`, `{{name}}`
 * placeholders); `money` formats amounts. Shared by the portal, its service worker and the platform's Web Push.
 */
export function wordNotification(
  notification: Pick<Notification, 'kind' | 'params'>,
  translate: Translate,
  money: (amount: number) => string,
) {
  const { kind, params } = notification;
  const shown = { ...params };
  for (const name of ['profit', 'prize'] as const)
    if (typeof params[name] === 'number') shown[name] = money(params[name]);
  const prizeless = kind === 'finalResults' && !params.prize;
  const body = translate(`notifications.${kind}.${prizeless ? 'bodyNoPrize' : 'body'}`, shown);
  const more = Number(params.more ?? 0);
  return {
    title: translate(`notifications.${kind}.title`, shown),
    body: more > 0 ? `${body} ${translate('notifications.more', { count: more })}` : body,
  };
}

/** Fills `{{name}}` placeholders (the portal's translation format) for the platform's own wording. */
export const fillPlaceholders = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (match, name: string) =>
    name in params ? String(params[name]) : match,
  );

/** A member's standing in one tournament is one system notification, replaced as it changes; others stand alone. */
export const notificationTag = ({
  id,
  kind,
  tournamentId,
}: Pick<Notification, 'id' | 'kind' | 'tournamentId'>) =>
  (STANDING_KINDS as readonly NotificationKind[]).includes(kind) ? `standing-${tournamentId}` : id;
