// @vitest-environment node
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callApi } from '../support/api.ts';
import { createMember, testClock } from '../support/build-app.ts';
import { multipartBody } from '../support/multipart.ts';
import { useTestApp } from '../support/use-test-app.ts';

const MAX_IMAGE = 300_000;
const MAX_DOCUMENT = 600_000;
const filesDir = mkdtempSync(join(tmpdir(), 'tradearena-files-'));
const clock = testClock();
// Small limits keep the oversized files small; the defaults (5 MB, 10 MB) are the same code path.
const testApp = useTestApp(
  { filesDir, uploadMaxBytes: MAX_IMAGE, uploadMaxDocumentBytes: MAX_DOCUMENT },
  undefined,
  clock.now,
);
const call = callApi(() => testApp().app);

type Member = Awaited<ReturnType<typeof createMember>>;
type FileAnswer = { id: string; entity: string; entityId: string; name: string; signedURL: string };

const upload = (
  member: Member | undefined,
  fields: Record<string, string>,
  file?: { name: string; bytes: Buffer; type?: string; field?: string },
) => {
  const { payload, headers } = multipartBody(fields, file);
  return testApp().app.inject({
    method: 'POST',
    url: '/api/v1/files/upload',
    headers: { ...headers, ...(member ? { authorization: `Bearer ${member.token}` } : {}) },
    payload,
  });
};
const uploadAs = (member: Member, entity: string, file: { name: string; bytes: Buffer; type?: string }) =>
  upload(member, { entity, entityId: member.user.id }, file);
const fetchContent = (url: string) => testApp().app.inject({ method: 'GET', url });

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#2a6' } });
const noise = (width: number, height: number) =>
  sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

/** A valid 1x1 PNG whose header claims 20000 x 20000 pixels (400 megapixels). */
async function pixelBomb() {
  const png = await solid(1, 1).png().toBuffer();
  png.writeUInt32BE(20_000, 16);
  png.writeUInt32BE(20_000, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

afterAll(() => rmSync(filesDir, { recursive: true, force: true }));

let alice: Member;
let bob: Member;
beforeAll(async () => {
  alice = await createMember(testApp().app);
  bob = await createMember(testApp().app);
});

describe('POST /api/v1/files/upload', () => {
  it('re-encodes a photo: upright by its EXIF orientation, resized, every piece of metadata dropped', async () => {
    const photo = await solid(800, 400)
      .jpeg()
      .withExif({ IFD0: { Copyright: 'Home address 12' } })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();

    const response = await uploadAs(alice, 'user', {
      name: '../../Holiday photo.JPG',
      bytes: photo,
      type: 'image/jpeg',
    });
    expect(response.statusCode).toBe(201);
    const file = response.json<FileAnswer>();
    expect(file).toEqual({
      id: expect.any(String),
      entity: 'user',
      entityId: alice.user.id,
      name: 'Holiday photo.webp',
      signedURL: expect.stringMatching(
        new RegExp(`^/api/v1/files/content/${file.id}\\?expires=\\d+&signature=[A-Za-z0-9_-]{43}$`),
      ),
    });

    const content = await fetchContent(file.signedURL);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/webp');
    const stored = await sharp(content.rawPayload).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 256, height: 512 });
    expect(stored.exif).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
    expect(content.rawPayload.includes('Home address')).toBe(false);
  });

  it('keeps files outside the web root under random names, not the uploaded one', async () => {
    await uploadAs(alice, 'user', { name: 'evil.php.png', bytes: await solid(10, 10).png().toBuffer() });
    const names = readdirSync(filesDir, { recursive: true }).map(String);
    expect(names.length).toBeGreaterThan(0);
    expect(names.every((name) => /^[0-9a-f]{2}(\/[0-9a-f]{32})?$/.test(name))).toBe(true);
  });

  it('refuses a renamed executable, whatever its name and declared type', async () => {
    for (const header of [Buffer.from('MZ'), Buffer.from([0x7f, 0x45, 0x4c, 0x46])]) {
      const response = await uploadAs(alice, 'user', {
        name: 'photo.jpg',
        bytes: Buffer.concat([header, randomBytes(2000)]),
        type: 'image/jpeg',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toMatch(/not a JPEG, PNG or WebP file/);
    }
  });

  it('refuses SVG, naming the accepted types', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const response = await uploadAs(alice, 'user', { name: 'logo.png', bytes: svg, type: 'image/png' });
    expect(response.statusCode).toBe(415);
    expect(response.json().message).toBe('SVG images are not accepted: upload a JPEG, PNG or WebP file');
  });

  it('refuses an image over the size limit, and any file over the largest limit, with 413', async () => {
    const large = await uploadAs(alice, 'user', { name: 'big.png', bytes: await noise(400, 400) });
    expect(large.statusCode).toBe(413);
    expect(large.json().message).toMatch(/^The image is 0\.\d MB; at most 0\.3 MB is accepted$/);

    const huge = await uploadAs(alice, 'user-kyc', { name: 'huge.png', bytes: await noise(800, 400) });
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toMatch(
      /The file is too large: images may be at most 0\.3 MB, KYC documents 0\.6 MB/,
    );
  });

  it('refuses a pixel bomb from its header, before decoding it', async () => {
    const response = await uploadAs(alice, 'user', { name: 'tiny.png', bytes: await pixelBomb() });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe(
      'The image is 20000 x 20000 pixels; at most 40 megapixels are accepted',
    );
  });

  it('refuses a damaged image with 422', async () => {
    const jpeg = await solid(50, 50).jpeg().toBuffer();
    const response = await uploadAs(alice, 'user', { name: 'cut.jpg', bytes: jpeg.subarray(0, 40) });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/could not be read/);
  });

  it('refuses a PDF as an avatar and accepts it as a KYC document, stored as sent', async () => {
    const avatar = await uploadAs(alice, 'user', { name: 'passport.pdf', bytes: PDF });
    expect(avatar.statusCode).toBe(415);
    expect(avatar.json().message).toBe('A PDF cannot be used here: upload a JPEG, PNG or WebP image');

    const kyc = await uploadAs(alice, 'user-kyc', { name: 'Pass<port>:scan.pdf', bytes: PDF });
    expect(kyc.statusCode).toBe(201);
    const file = kyc.json<FileAnswer>();
    expect(file).toMatchObject({ entity: 'user-kyc', entityId: alice.user.id, name: 'Pass_port_scan.pdf' });
    const content = await fetchContent(file.signedURL);
    expect(content.statusCode).toBe(200);
    expect(content.headers).toMatchObject({
      'content-type': 'application/pdf',
      'x-content-type-options': 'nosniff',
      'content-disposition': `attachment; filename="Pass_port_scan.pdf"; filename*=UTF-8''Pass_port_scan.pdf`,
    });
    expect(content.rawPayload.equals(PDF)).toBe(true);
  });

  it('keeps KYC images large enough to read and stores them as JPEG', async () => {
    const scan = await solid(3000, 1500).png().toBuffer();
    const response = await uploadAs(alice, 'user-kyc', { name: 'id-card.png', bytes: scan });
    expect(response.statusCode).toBe(201);
    expect(response.json().name).toBe('id-card.jpg');
    const content = await fetchContent(response.json<FileAnswer>().signedURL);
    expect(content.headers['content-type']).toBe('image/jpeg');
    expect(await sharp(content.rawPayload).metadata()).toMatchObject({ width: 2400, height: 1200 });
  });

  it('answers every malformed upload with a 4xx and a message', async () => {
    const png = { name: 'a.png', bytes: await solid(4, 4).png().toBuffer() };
    const cases: Array<[Awaited<ReturnType<typeof upload>>, number, string | RegExp]> = [
      [await upload(alice, { entity: 'user', entityId: alice.user.id }), 400, /file is required/],
      [
        await upload(alice, { entity: 'tournament', entityId: alice.user.id }, png),
        400,
        /entity must be one of/,
      ],
      [await upload(alice, { entityId: alice.user.id }, png), 400, /entity is required/],
      [await upload(alice, { entity: 'user', entityId: 'me' }, png), 400, 'entityId must be a UUID'],
      [
        await upload(alice, { entity: 'user', entityId: alice.user.id, role: 'x' }, png),
        400,
        /role is not an accepted field/,
      ],
      [
        await upload(alice, { entity: 'user', entityId: alice.user.id }, { ...png, field: 'photo' }),
        400,
        /field "file"/,
      ],
      [await upload(alice, { entity: 'user', entityId: bob.user.id }, png), 403, /your own account/],
      [await upload(alice, { entity: 'user-kyc', entityId: bob.user.id }, png), 403, /your own account/],
      [
        await upload(alice, { entity: 'alliance', entityId: alice.user.id }, png),
        403,
        'Only the alliance owner can change its logo',
      ],
      [await upload(undefined, { entity: 'user', entityId: alice.user.id }, png), 401, /sign in/],
      [
        await upload(alice, { entity: 'user', entityId: alice.user.id }, { ...png, bytes: Buffer.alloc(0) }),
        400,
        'The file is empty',
      ],
    ];
    for (const [response, status, message] of cases) {
      expect(response.statusCode, response.body).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    const json = await call('POST', '/files/upload', alice.token, { entity: 'user' });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toMatch(/not multipart/);
    const broken = await testApp().app.inject({
      method: 'POST',
      url: '/api/v1/files/upload',
      headers: { authorization: `Bearer ${alice.token}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="entity"\r\n\r\nus',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json().message).toMatch(/could not be read/);
  });
});

describe('GET /api/v1/files/signedUrl/{id} and /files/fileWithSignedUrl/{id}', () => {
  let kycId: string;
  let avatarId: string;
  beforeAll(async () => {
    kycId = (await uploadAs(alice, 'user-kyc', { name: 'licence.pdf', bytes: PDF })).json<FileAnswer>().id;
    const avatar = await uploadAs(alice, 'user', {
      name: 'me.png',
      bytes: await solid(20, 20).png().toBuffer(),
    });
    avatarId = avatar.json<FileAnswer>().id;
  });

  it('gives the owner fresh links to their KYC document', async () => {
    const link = await call('GET', `/files/signedUrl/${kycId}`, alice.token);
    expect(link.statusCode).toBe(200);
    expect((await fetchContent(link.json().url)).statusCode).toBe(200);
    const file = await call('GET', `/files/fileWithSignedUrl/${kycId}`, alice.token);
    expect(file.json()).toMatchObject({
      id: kycId,
      entity: 'user-kyc',
      entityId: alice.user.id,
      name: 'licence.pdf',
    });
  });

  it('does not reveal another member’s KYC document (404)', async () => {
    for (const path of [`/files/signedUrl/${kycId}`, `/files/fileWithSignedUrl/${kycId}`]) {
      const response = await call('GET', path, bob.token);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe('File not found');
    }
  });

  it('shows avatars to any signed-in member, and nothing to anyone signed out', async () => {
    const response = await call('GET', `/files/fileWithSignedUrl/${avatarId}`, bob.token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ id: avatarId, entity: 'user', name: 'me.webp' });
    expect((await call('GET', `/files/signedUrl/${avatarId}`)).statusCode).toBe(401);
  });

  it('answers 400 for an id that is not a UUID and 404 for an unknown one', async () => {
    expect((await call('GET', '/files/signedUrl/42', alice.token)).statusCode).toBe(400);
    const unknown = await call('GET', `/files/signedUrl/${crypto.randomUUID()}`, alice.token);
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET /api/v1/files/content/{id}', () => {
  it('serves the bytes with nosniff, an inline disposition and a private cache until the link expires', async () => {
    const file = (
      await uploadAs(alice, 'user', { name: 'Ünïcode ☺.png', bytes: await solid(8, 8).png().toBuffer() })
    ).json<FileAnswer>();
    const content = await fetchContent(file.signedURL);
    expect(content.statusCode).toBe(200);
    expect(content.headers['x-content-type-options']).toBe('nosniff');
    expect(content.headers['content-disposition']).toBe(
      `inline; filename="_n_code.webp"; filename*=UTF-8''%C3%9Cn%C3%AFcode.webp`,
    );
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(String(content.headers['cache-control']))?.[1]);
    expect(maxAge).toBeGreaterThan(14 * 60);
    expect(maxAge).toBeLessThanOrEqual(16 * 60);
  });

  it('refuses a changed signature, another file’s signature and an expired link with 403', async () => {
    const file = (
      await uploadAs(alice, 'user', { name: 'x.png', bytes: await solid(8, 8).png().toBuffer() })
    ).json<FileAnswer>();
    const other = (
      await uploadAs(bob, 'user', { name: 'y.png', bytes: await solid(8, 8).png().toBuffer() })
    ).json<FileAnswer>();
    const url = new URL(file.signedURL, 'http://platform');
    const signature = url.searchParams.get('signature') ?? '';
    const changed = `${signature.startsWith('A') ? 'B' : 'A'}${signature.slice(1)}`;
    const forged = await fetchContent(file.signedURL.replace(signature, changed));
    expect(forged.statusCode).toBe(403);
    expect(forged.json().message).toBe('This file link is not valid');
    const swapped = await fetchContent(other.signedURL.replace(other.id, file.id));
    expect(swapped.statusCode).toBe(403);
    const later = file.signedURL.replace(
      /expires=\d+/,
      (match) => `expires=${Number(match.slice(8)) + 3600}`,
    );
    expect((await fetchContent(later)).statusCode).toBe(403);

    clock.advance(17 * 60_000);
    const expired = await fetchContent(file.signedURL);
    expect(expired.statusCode).toBe(403);
    expect(expired.json().message).toMatch(/expired/);
    const fresh = await call('GET', `/files/signedUrl/${file.id}`, alice.token);
    expect((await fetchContent(fresh.json().url)).statusCode).toBe(200);
  });

  it('answers 400 for a link without its signature', async () => {
    const response = await fetchContent(`/api/v1/files/content/${crypto.randomUUID()}`);
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toEqual(expect.any(String));
  });
});

describe('POST /api/v1/files/getSignedURL and PUT /files/direct/{token}', () => {
  it('hands out a single-use upload URL for the member’s own files', async () => {
    const grant = await call('POST', '/files/getSignedURL', alice.token, {
      filename: 'selfie.jpg',
      entity: 'user',
    });
    expect(grant.statusCode).toBe(200);
    const { url } = grant.json<{ url: string }>();
    expect(url).toMatch(/^\/api\/v1\/files\/direct\/[0-9a-f-]{36}\.\d+\.[A-Za-z0-9_-]{43}$/);
    const photo = await solid(600, 600).jpeg().toBuffer();
    const put = () =>
      testApp().app.inject({ method: 'PUT', url, headers: { 'content-type': 'image/jpeg' }, payload: photo });
    const first = await put();
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ entity: 'user', entityId: alice.user.id, name: 'selfie.webp' });
    const again = await put();
    expect(again.statusCode).toBe(403);
    expect(again.json().message).toMatch(/already used/);
  });

  it('applies the same checks as the multipart upload and refuses a forged token', async () => {
    const grant = await call('POST', '/files/getSignedURL', alice.token, {
      filename: 'a.jpg',
      entity: 'user',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>');
    const refused = await testApp().app.inject({ method: 'PUT', url: grant.json().url, payload: svg });
    expect(refused.statusCode).toBe(415);
    const forged = grant.json<{ url: string }>().url.replace(/\.[A-Za-z0-9_-]{43}$/, `.${'A'.repeat(43)}`);
    expect((await testApp().app.inject({ method: 'PUT', url: forged, payload: PDF })).statusCode).toBe(403);
    const big = await call('POST', '/files/getSignedURL', alice.token, {
      filename: 'b.png',
      entity: 'user-kyc',
    });
    const tooLarge = await testApp().app.inject({
      method: 'PUT',
      url: big.json().url,
      payload: Buffer.concat([PDF, Buffer.alloc(MAX_DOCUMENT)]),
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().message).toMatch(/The file is too large/);
    const alliance = await call('POST', '/files/getSignedURL', alice.token, {
      filename: 'a.png',
      entity: 'alliance',
    });
    expect(alliance.statusCode).toBe(400);
    const blank = await call('POST', '/files/getSignedURL', alice.token, { filename: '', entity: 'user' });
    expect(blank.statusCode).toBe(400);
  });
});

describe('PATCH /api/v1/users/{userId} { image }', () => {
  it('sets the member’s avatar, which /auth/me returns with a working signed URL', async () => {
    const carol = await createMember(testApp().app);
    const avatar = (
      await uploadAs(carol, 'user', { name: 'carol.png', bytes: await solid(64, 64).png().toBuffer() })
    ).json<FileAnswer>();
    const patched = await call('PATCH', `/users/${carol.user.id}`, carol.token, { image: avatar.id });
    expect(patched.statusCode).toBe(200);
    expect(patched.json().image).toEqual({
      id: avatar.id,
      name: 'carol.webp',
      entity: 'user',
      signedURL: expect.stringContaining(`/api/v1/files/content/${avatar.id}?`),
    });
    const me = await call('GET', '/auth/me', carol.token);
    const image = me.json().image as { signedURL: string };
    expect(image).toMatchObject({ id: avatar.id, entity: 'user' });
    const login = await call('GET', `/auth/generate-new-token/${carol.user.id}`, carol.token);
    expect(login.json().user.image).toMatchObject({ id: avatar.id, entity: 'user' });
    const content = await fetchContent(image.signedURL);
    expect(content.statusCode).toBe(200);
    expect(content.headers['content-type']).toBe('image/webp');

    const cleared = await call('PATCH', `/users/${carol.user.id}`, carol.token, { image: null });
    expect(cleared.json().image).toBeNull();
    expect((await call('GET', '/auth/me', carol.token)).json().image).toBeNull();
  });

  it('refuses another member’s file, a KYC document, an unknown id and a non-UUID', async () => {
    const bobAvatar = (
      await uploadAs(bob, 'user', { name: 'b.png', bytes: await solid(8, 8).png().toBuffer() })
    ).json<FileAnswer>();
    const aliceKyc = (await uploadAs(alice, 'user-kyc', { name: 'k.pdf', bytes: PDF })).json<FileAnswer>();
    for (const image of [bobAvatar.id, aliceKyc.id, crypto.randomUUID()]) {
      const response = await call('PATCH', `/users/${alice.user.id}`, alice.token, { image });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/image must be the id of an avatar you uploaded/);
    }
    const notUuid = await call('PATCH', `/users/${alice.user.id}`, alice.token, { image: 'avatar.png' });
    expect(notUuid.statusCode).toBe(400);
    expect((await call('GET', '/auth/me', alice.token)).json().image).toBeNull();
  });
});
