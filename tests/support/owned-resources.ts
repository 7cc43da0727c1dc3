import sharp from 'sharp';
import type { App } from '../../server/src/app.ts';
import type { Db } from '../../server/src/db/connect.ts';
import { insertNotifications, savePushSubscription } from '../../server/src/repositories/notifications.ts';
import { multipartBody } from './multipart.ts';
import { enteredMember, liveTournament, openTerminal } from './trading.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

async function upload(app: App, token: string, entity: string, entityId: string) {
  const isPdf = entity === 'user-kyc';
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#468' } })
    .png()
    .toBuffer();
  const { payload, headers } = multipartBody(
    { entity, entityId },
    isPdf ? { name: 'passport.pdf', bytes: PDF } : { name: 'picture.png', bytes: png },
  );
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/files/upload',
    headers: { ...headers, authorization: `Bearer ${token}` },
    payload,
  });
  if (response.statusCode !== 201) throw new Error(`upload failed: ${response.body}`);
  return response.json<{ id: string; signedURL: string }>();
}

async function api(app: App, token: string, method: 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) {
  const response = await app.inject({
    method,
    url: `/api/v1${url}`,
    headers: { authorization: `Bearer ${token}` },
    ...(payload ? { payload } : {}),
  });
  if (response.statusCode >= 300) throw new Error(`${method} ${url} failed: ${response.body}`);
  return response.json<{ id: string; accountId: string }>();
}

/**
 * A member who owns one of every kind of resource the API names by id: their live tournament entry (account,
 * payment, terminal session, an open position), a practice account, an avatar, KYC documents and submission, an
 * alliance with a logo, a pending and an accepted member, a notification and a Web Push subscription.
 */
export async function memberWithEverything(app: App, db: Db, tag: string) {
  const tournament = await liveTournament(app);
  const member = await enteredMember(app, db, tournament.id);
  const { user, token } = member;
  const transaction = await db
    .selectFrom('transactions')
    .select('id')
    .where('userId', '=', user.id)
    .executeTakeFirstOrThrow();
  const terminal = await openTerminal(app, token, tournament.id, member.accountId);
  const position = await app.trading.placeOrder(member.accountId, {
    symbol: 'EURUSD',
    side: 'buy',
    volume: 0.1,
  });
  const practice = await api(app, token, 'POST', `/tournaments/${tournament.id}/practice`);

  const avatar = await upload(app, token, 'user', user.id);
  const telegram = `@${tag}_private_${user.id.slice(0, 8)}`;
  await api(app, token, 'PATCH', `/users/${user.id}`, { image: avatar.id, telegram });
  const identity = await upload(app, token, 'user-kyc', user.id);
  const proofOfAddress = await upload(app, token, 'user-kyc', user.id);
  const kyc = {
    identityType: 'passport',
    identityNumber: `ID-${tag}-secret`,
    identityFileId: identity.id,
    addressType: 'utility_bill',
    address: `1 Private Road ${tag}`,
    addressFileId: proofOfAddress.id,
  };
  await api(app, token, 'PUT', '/kyc', kyc);

  const alliance = await api(app, token, 'POST', '/alliances', {
    name: `Alliance ${tag} ${user.id.slice(0, 8)}`,
    isApprovalRequired: true,
  });
  const logo = await upload(app, token, 'alliance', alliance.id);
  await api(app, token, 'PATCH', `/alliances/${alliance.id}`, { logoFileId: logo.id });
  const applicant = await enteredMember(app, db, tournament.id);
  await api(app, applicant.token, 'POST', `/alliances/${alliance.id}/join`);
  const ally = await enteredMember(app, db, tournament.id);
  await api(app, ally.token, 'POST', `/alliances/${alliance.id}/join`);
  await api(app, token, 'POST', `/alliances/${alliance.id}/members/${ally.user.id}/accept`);

  const [notification] = await insertNotifications(
    db,
    [{ userId: user.id, tournamentId: tournament.id, kind: 'enteredTop3', params: { rank: 1 } }],
    app.now(),
  );
  const push = {
    endpoint: `https://push.example.com/${tag}/${user.id}`,
    expirationTime: null,
    keys: { p256dh: `B${'A'.repeat(86)}`, auth: 'A'.repeat(22) },
  };
  await savePushSubscription(db, { userId: user.id, sessionId: member.sessionId }, push);

  return {
    ...member,
    telegram,
    tournamentId: tournament.id,
    transactionId: transaction.id,
    terminalToken: terminal.token,
    positionId: position.id,
    practiceAccountId: practice.accountId,
    avatarFileId: avatar.id,
    avatarUrl: avatar.signedURL,
    kycFileIds: [identity.id, proofOfAddress.id],
    kyc,
    allianceId: alliance.id,
    logoFileId: logo.id,
    applicantId: applicant.user.id,
    allyId: ally.user.id,
    notificationId: notification?.id ?? '',
    pushEndpoint: push.endpoint,
  };
}
export type Owner = Awaited<ReturnType<typeof memberWithEverything>>;
