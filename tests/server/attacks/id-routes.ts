import type { Owner } from '../../support/owned-resources.ts';
import { pathParams, type Route, type Schema } from '../../support/route-table.ts';

/**
 * The id-taking routes of the authorization attack (authorization.test.ts): how member B calls each with member A's
 * ids and what he must get, or why the route is public.
 */

export type Context = { a: Owner; b: Owner; translationId: string };
export type Attempt = {
  params?: (c: Context) => Record<string, string>;
  query?: (c: Context) => Record<string, string>;
  body?: (c: Context) => object;
  multipart?: (c: Context) => Record<string, string>;
  /** B calls with his terminal session (the terminal's routes) instead of his member session. */
  asTerminal?: boolean;
  status: number;
  /** Values of A's that must not appear in the answer even though B sent them. */
  hides?: (c: Context) => string[];
};

/** Refused (or without effect) when B sends A's ids. Keys: `METHOD /path`, or `METHOD /path part.field`. */
export const CHECKED: Record<string, Attempt> = {
  'GET /auth/generate-new-token/:userId': { params: ({ a }) => ({ userId: a.user.id }), status: 403 },
  'PATCH /users/:userId': {
    params: ({ a }) => ({ userId: a.user.id }),
    body: () => ({ firstname: 'Mallory' }),
    status: 403,
  },
  'PATCH /users/profile/:userId': {
    params: ({ a }) => ({ userId: a.user.id }),
    body: () => ({ firstname: 'Mallory' }),
    status: 403,
  },
  'PATCH /users/:userId body.image': {
    params: ({ b }) => ({ userId: b.user.id }),
    body: ({ a }) => ({ image: a.avatarFileId }),
    status: 400,
  },
  'PATCH /users/profile/:userId body.image': {
    params: ({ b }) => ({ userId: b.user.id }),
    body: ({ a }) => ({ image: a.avatarFileId }),
    status: 400,
  },
  'GET /files/signedUrl/:id': { params: ({ a }) => ({ id: a.kycFileIds[0] ?? '' }), status: 404 },
  'GET /files/fileWithSignedUrl/:id': { params: ({ a }) => ({ id: a.kycFileIds[0] ?? '' }), status: 404 },
  // A's file id under a signature B was given for his own file.
  'GET /files/content/:id': {
    params: ({ a }) => ({ id: a.kycFileIds[0] ?? '' }),
    query: ({ b }) => Object.fromEntries(new URL(b.avatarUrl, 'http://x').searchParams),
    status: 403,
  },
  'POST /files/upload multipart.entityId': {
    multipart: ({ a }) => ({ entity: 'user-kyc', entityId: a.user.id }),
    status: 403,
  },
  'POST /files/upload multipart.entityId (alliance)': {
    multipart: ({ a }) => ({ entity: 'alliance', entityId: a.allianceId }),
    status: 403,
  },
  'PUT /kyc body.identityFileId': {
    body: ({ a, b }) => ({ ...b.kyc, identityFileId: a.kycFileIds[0] }),
    status: 400,
  },
  'PUT /kyc body.addressFileId': {
    body: ({ a, b }) => ({ ...b.kyc, addressFileId: a.kycFileIds[1] }),
    status: 400,
  },
  'GET /payments/transactions/:id': { params: ({ a }) => ({ id: a.transactionId }), status: 404 },
  'PATCH /trade-profiles/:accountId': {
    params: ({ a }) => ({ accountId: a.accountId }),
    body: () => ({ profileName: 'Mallory' }),
    status: 404,
  },
  'GET /tournaments/tradeAccounts/:id/:flag': {
    params: ({ a }) => ({ id: a.tournamentId, flag: 'live' }),
    status: 404,
  },
  'GET /tournaments/tradeTournament/:a/:b': {
    params: ({ a }) => ({ a: a.tournamentId, b: a.accountId }),
    status: 404,
  },
  'GET /tournaments/tradeTournament/:a/:b (practice)': {
    params: ({ a }) => ({ a: a.tournamentId, b: a.practiceAccountId }),
    status: 404,
  },
  'PATCH /trade-profiles/:accountId (practice)': {
    params: ({ a }) => ({ accountId: a.practiceAccountId }),
    body: () => ({ profileName: 'Mallory' }),
    status: 404,
  },
  'POST /terminal/positions/:id/close': {
    params: ({ a }) => ({ id: a.positionId }),
    asTerminal: true,
    status: 404,
  },
  'PATCH /alliances/:id': {
    params: ({ a }) => ({ id: a.allianceId }),
    body: () => ({ name: 'Taken over' }),
    status: 403,
  },
  'PATCH /alliances/:id body.logoFileId': {
    params: ({ b }) => ({ id: b.allianceId }),
    body: ({ a }) => ({ logoFileId: a.logoFileId }),
    status: 400,
  },
  'DELETE /alliances/:id': { params: ({ a }) => ({ id: a.allianceId }), status: 403 },
  'POST /alliances/:id/members/:userId/accept': {
    params: ({ a }) => ({ id: a.allianceId, userId: a.applicantId }),
    status: 403,
  },
  'POST /alliances/:id/members/:userId/reject': {
    params: ({ a }) => ({ id: a.allianceId, userId: a.applicantId }),
    status: 403,
  },
  'POST /alliances/:id/members/:userId/kick': {
    params: ({ a }) => ({ id: a.allianceId, userId: a.allyId }),
    status: 403,
  },
  // These act on the caller's own membership, which B does not have.
  'POST /alliances/:id/leave': { params: ({ a }) => ({ id: a.allianceId }), status: 409 },
  // Bulk and device calls answer for the caller's own rows: another member's ids are silently left alone.
  'POST /notifications/read body.ids': {
    body: ({ a }) => ({ ids: [a.notificationId] }),
    status: 200,
    hides: ({ a }) => [a.notificationId],
  },
  'DELETE /notifications/push-subscription body.endpoint': {
    body: ({ a }) => ({ endpoint: a.pushEndpoint }),
    status: 204,
  },
  'PATCH /translation/:id': {
    params: ({ translationId }) => ({ id: translationId }),
    body: () => ({ name: 'Hijacked' }),
    status: 403,
  },
};

export type Listed = {
  reason: string;
  params?: (c: Context) => Record<string, string>;
  query?: (c: Context) => Record<string, string>;
  /** What the public answer does show of A's resource (so the check is not made on an empty answer). */
  shows?: (c: Context) => string[];
};
const onTournament = ({ a }: Context) => ({ id: a.tournamentId });

/** Public by design, or acting only on the caller's own rows whatever the id names. Keys as in CHECKED. */
export const LISTED: Record<string, Listed> = {
  'GET /tournaments/:id': {
    reason: 'a tournament and its top board are public',
    params: onTournament,
    query: () => ({ leaderBoard: 'true' }),
    shows: ({ a }) => [a.tournamentId, a.user.id, a.accountId],
  },
  'GET /tournaments/isTournamentClosed/:id': { reason: 'a tournament is public', params: onTournament },
  'GET /tournaments/leaderBoard/:id': {
    reason: 'leaderboards are public (a row names its player and account)',
    params: onTournament,
    shows: ({ a }) => [a.user.id, a.accountId],
  },
  'GET /tournaments/creditAndTickets/:id': {
    reason: 'answers the caller’s own credit and tickets for a public tournament',
    params: onTournament,
  },
  'GET /tournaments/:id/watch': { reason: 'the caller’s own watch choice', params: onTournament },
  'PUT /tournaments/:id/watch': { reason: 'sets the caller’s own watch choice (notifications.test.ts)' },
  'POST /tournaments/:id/practice': { reason: 'opens the caller’s own practice account' },
  'GET /alliances/:id': {
    reason: 'alliances are public; members’ emails are masked (alliances.test.ts)',
    params: ({ a }) => ({ id: a.allianceId }),
    shows: ({ a }) => [a.allianceId, a.user.id, a.allyId],
  },
  'POST /alliances/:id/join': {
    reason: 'any member may ask to join; it changes the caller’s own membership',
  },
  'POST /alliances/:id/cancel': {
    reason: 'cancels the caller’s own request; with none it changes nothing and answers the public alliance',
  },
  'GET /alliances/ranking querystring.tournamentId': { reason: 'the alliance ranking is public' },
  'POST /payments/quote body.tournamentId': {
    reason: 'prices the caller’s own entry to a public tournament',
  },
  'POST /payments/checkout body.tournamentId': { reason: 'the caller’s own entry to a public tournament' },
  // The push service's endpoint URL is a secret only the device holds; one device serves whoever signs in on it last.
  'PUT /notifications/push-subscription body.endpoint': {
    reason: 'the endpoint is the device’s own unguessable capability; the device’s last member owns it',
  },
  'POST /payments/webhooks/sandbox': {
    reason: 'not a member route: the provider signs it (payments-webhook.test.ts)',
  },
  'POST /setNewPassword body.token': {
    reason: 'the reset token is the credential (auth-password-reset.test.ts)',
  },
  'POST /auth/reset-password querystring.token': {
    reason: 'the reset token is the credential (auth-password-reset.test.ts)',
  },
  'POST /terminal/session body.embedToken': {
    reason:
      'the single-use embed token is the credential, issued only to the account’s owner (trading.test.ts)',
  },
  'PUT /files/direct/:token': { reason: 'the token is a signed single-use grant, not an id (files.test.ts)' },
  'POST /auth/verify-email/:token': { reason: 'the token is the credential (auth-sign-up.test.ts)' },
  'GET /payments/sandbox/:id': { reason: 'the sandbox provider’s hosted page, reached by an unguessable id' },
  'POST /payments/sandbox/:id/:action': { reason: 'the sandbox provider’s hosted page (payments.test.ts)' },
};

const variants = (schema: Schema) => [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])];
const isIdSchema = (schema: Schema): boolean =>
  schema.format === 'uuid' || (schema.items ? isIdSchema(schema.items) : variants(schema).some(isIdSchema));
/** Fields that name a resource: ids, a device's push endpoint, and the tokens that stand for an account. */
const ID_NAME = /(^ids?$|Ids?$|^endpoint$|^token$|Token$)/;

/** What of a route names a resource: the route itself when its path has parameters, and each id field. */
export function idTakers(route: Route): string[] {
  const fields = (['querystring', 'body'] as const).flatMap((part) =>
    Object.entries(route.schema[part]?.properties ?? {})
      .filter(([name, schema]) => ID_NAME.test(name) || isIdSchema(schema))
      .map(([name]) => `${route.key} ${part}.${name}`),
  );
  return [...(pathParams(route.path).length > 0 ? [route.key] : []), ...fields];
}

export const routeKeyOf = (key: string) => key.split(' ').slice(0, 2).join(' ');
