import { createECDH, createPublicKey, createVerify, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
// http_ece is what web-push encrypts with; it decrypts too (RFC 8188 / 8291 aes128gcm).
import ece from 'http_ece';

export type ReceivedPush = { path: string; headers: IncomingMessage['headers']; payload: unknown };

const body = (request: IncomingMessage) =>
  new Promise<Buffer>((resolve) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks)));
  });

/** Checks a VAPID JWT (RFC 8292) with the key it names: ES256 over the header and claims. */
function verifyVapid(authorization: string | undefined) {
  const match = /^vapid t=([^,]+),\s*k=(.+)$/.exec(authorization ?? '');
  if (!match) return null;
  const [header, claims, signature] = (match[1] ?? '').split('.');
  const raw = Buffer.from(match[2] ?? '', 'base64url');
  const key = createPublicKey({
    key: {
      kty: 'EC',
      crv: 'P-256',
      x: raw.subarray(1, 33).toString('base64url'),
      y: raw.subarray(33).toString('base64url'),
    },
    format: 'jwk',
  });
  const isSigned = createVerify('SHA256')
    .update(`${header}.${claims}`)
    .verify({ key, dsaEncoding: 'ieee-p1363' }, Buffer.from(signature ?? '', 'base64url'));
  return isSigned
    ? (JSON.parse(Buffer.from(claims ?? '', 'base64url').toString()) as { aud: string; sub: string })
    : null;
}

/**
 * A loopback push service: each device is a real P-256 key pair and auth secret; what arrives is decrypted with
 * them, exactly as a browser would. Paths starting `/gone/` answer 410, as a push service does for an
 * unsubscribed device.
 */
export async function startPushService() {
  const devices = new Map<string, { ecdh: ReturnType<typeof createECDH>; auth: Buffer }>();
  const received: ReceivedPush[] = [];
  const claims: Array<{ aud: string; sub: string } | null> = [];
  const server = createServer((request, response) => {
    void body(request).then((encrypted) => {
      const path = request.url ?? '';
      claims.push(verifyVapid(request.headers.authorization));
      if (path.startsWith('/gone/')) return response.writeHead(410).end();
      const device = devices.get(path);
      if (!device) return response.writeHead(404).end();
      const clear = ece.decrypt(encrypted, {
        version: 'aes128gcm',
        privateKey: device.ecdh,
        authSecret: device.auth.toString('base64url'),
      }) as Buffer;
      received.push({ path, headers: request.headers, payload: JSON.parse(clear.toString('utf8')) });
      response.writeHead(201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    received,
    claims,
    /** A new device's subscription, as `PushSubscription.toJSON()` gives it. */
    subscribe(path = `/push/${randomBytes(8).toString('hex')}`) {
      const ecdh = createECDH('prime256v1');
      ecdh.generateKeys();
      const auth = randomBytes(16);
      devices.set(path, { ecdh, auth });
      return {
        endpoint: `${origin}${path}`,
        expirationTime: null,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
