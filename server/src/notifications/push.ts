import webPush, { type PushSubscription } from 'web-push';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.ts';
import type { Db } from '../db/connect.ts';
import type { PushMessage } from '../contract.ts';
import { removePushSubscription } from '../repositories/notifications.ts';

type VapidKeys = { publicKey: string; privateKey: string };
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

/**
 * The VAPID key pair: the deployment's (VAPID_PUBLIC_KEY / VAPID_PRIVATE_KEY), else outside production one made
 * on first start and kept in the database, so devices stay subscribed across restarts. Production without keys
 * sends no Web Push.
 */
async function vapidKeys(db: Db, config: Config): Promise<VapidKeys | null> {
  if (config.vapidPublicKey && config.vapidPrivateKey)
    return { publicKey: config.vapidPublicKey, privateKey: config.vapidPrivateKey };
  if (config.env === 'production') return null;
  const stored = () =>
    db.selectFrom('platformKeys').select('value').where('name', '=', 'vapid').executeTakeFirst();
  const found = await stored();
  if (found) return found.value as VapidKeys;
  await db
    .insertInto('platformKeys')
    .values({ name: 'vapid', value: JSON.stringify(webPush.generateVAPIDKeys()) })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  return ((await stored())?.value as VapidKeys | undefined) ?? null;
}

/**
 * Web Push (RFC 8030/8291/8292): `web-push` encrypts each message for one device and signs it with the VAPID key;
 * the request goes out through fetch. A push service's 404 or 410 means the subscription is gone: it is deleted.
 * Endpoints are capability URLs, so they are never logged.
 */
export function createPush(db: Db, config: Config, log: FastifyBaseLogger) {
  // Read on first use (the platform starts, and answers 503, while its database is down); retried after a failure.
  let loading: Promise<VapidKeys | null> | null = null;
  const loadKeys = () =>
    (loading ??= vapidKeys(db, config).then(
      (keys) => {
        if (!keys)
          log.warn('Web Push is off: set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY (docs/decisions.md)');
        return keys;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    ));

  /** `topic`: a newer message with the same topic replaces an undelivered one (a phone that was off). */
  async function send(target: PushTarget, message: PushMessage, topic?: string): Promise<void> {
    const keys = await loadKeys().catch(() => null);
    if (!keys) return;
    const subscription: PushSubscription = {
      endpoint: target.endpoint,
      keys: { p256dh: target.p256dh, auth: target.auth },
    };
    const request = webPush.generateRequestDetails(subscription, JSON.stringify(message), {
      vapidDetails: { subject: config.vapidSubject, ...keys },
      TTL: 6 * 60 * 60,
      urgency: message.severity >= 2 ? 'high' : 'normal',
      ...(topic ? { topic } : {}),
    });
    const status = await fetch(request.endpoint, {
      method: request.method,
      headers: request.headers as Record<string, string>,
      body: request.body ? new Uint8Array(request.body) : null,
      signal: AbortSignal.timeout(10_000),
    }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 404 || status === 410) await removePushSubscription(db, target.endpoint);
    else if (status < 200 || status >= 300)
      log.warn({ status: status || 'unreachable' }, 'Web Push: a push service refused a notification');
  }

  return {
    /** The VAPID public key, or null when this deployment sends no Web Push. */
    publicKey: async () => (await loadKeys())?.publicKey ?? null,
    send,
  };
}
export type Push = ReturnType<typeof createPush>;
