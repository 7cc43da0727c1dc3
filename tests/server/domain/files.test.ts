// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { contentDisposition, sanitiseName } from '../../../server/src/domain/files/names.ts';
import { checkSignature, expiryAfter, signatureOf } from '../../../server/src/domain/files/signature.ts';
import { acceptedList, refusedKind, sniffType } from '../../../server/src/domain/files/sniff.ts';

describe('sniffType', () => {
  it('reads the type from the first bytes, never the name', () => {
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffType(Buffer.from('\x89PNG\r\n\x1a\n....', 'latin1'))).toBe('image/png');
    expect(sniffType(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('image/webp');
    expect(sniffType(Buffer.from('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffType(Buffer.from('RIFF\0\0\0\0WAVEfmt '))).toBeNull();
    expect(sniffType(Buffer.from('GIF89a'))).toBeNull();
    expect(sniffType(Buffer.alloc(0))).toBeNull();
  });

  it('tells SVG and executables apart from other refused files', () => {
    expect(refusedKind(Buffer.from('  <?xml version="1.0"?>\n<!-- x --><svg/>'))).toBe('svg');
    expect(refusedKind(Buffer.from('<!DOCTYPE svg PUBLIC>'))).toBe('svg');
    expect(refusedKind(Buffer.from('MZ\x90\0'))).toBe('executable');
    expect(refusedKind(Buffer.from('\x7fELF'))).toBe('executable');
    expect(refusedKind(Buffer.from('hello'))).toBe('other');
  });

  it('names the accepted types of each entity', () => {
    expect(acceptedList('user')).toBe('JPEG, PNG or WebP');
    expect(acceptedList('user-kyc')).toBe('JPEG, PNG, WebP or PDF');
  });
});

describe('sanitiseName and contentDisposition', () => {
  it('drops paths and unsafe characters and takes the stored type’s extension', () => {
    expect(sanitiseName('C:\\Users\\me\\..\\Photo 1.JPG', 'image/webp')).toBe('Photo 1.webp');
    expect(sanitiseName('../../etc/passwd', 'application/pdf')).toBe('passwd.pdf');
    expect(sanitiseName('a"b\r\nc;d.pdf', 'application/pdf')).toBe('a_b_c_d.pdf');
    expect(sanitiseName('صورة.png', 'image/webp')).toBe('صورة.webp');
    expect(sanitiseName('...', 'image/webp')).toBe('file.webp');
    expect(sanitiseName(undefined, 'image/jpeg')).toBe('file.jpg');
    expect(sanitiseName(`${'x'.repeat(300)}.png`, 'image/png')).toHaveLength(104);
  });

  it('is inline for images, an attachment for documents, with an ASCII fallback', () => {
    expect(contentDisposition('me.webp', 'image/webp')).toBe(
      `inline; filename="me.webp"; filename*=UTF-8''me.webp`,
    );
    expect(contentDisposition('صورة.pdf', 'application/pdf')).toBe(
      `attachment; filename="____.pdf"; filename*=UTF-8''%D8%B5%D9%88%D8%B1%D8%A9.pdf`,
    );
  });
});

describe('signed links', () => {
  const secret = 'test-secret';
  const now = new Date('2026-03-01T10:00:30Z');
  const id = '5b0c2f7e-3c1a-4a55-9a8e-0d4c1e2f3a4b';

  it('expire on a whole minute, at least the asked time away', () => {
    expect(expiryAfter(now, 15)).toBe(Date.parse('2026-03-01T10:16:00Z') / 1000);
  });

  it('accept only the signature of the same purpose, id and expiry, until it expires', () => {
    const expires = expiryAfter(now, 15);
    const signature = signatureOf(secret, 'file', id, expires);
    expect(checkSignature(secret, 'file', id, expires, signature, now)).toBe('ok');
    expect(checkSignature(secret, 'upload', id, expires, signature, now)).toBe('forged');
    expect(checkSignature(secret, 'file', id, expires + 60, signature, now)).toBe('forged');
    expect(checkSignature('other-secret', 'file', id, expires, signature, now)).toBe('forged');
    expect(checkSignature(secret, 'file', id, expires, 'short', now)).toBe('forged');
    expect(checkSignature(secret, 'file', id, expires, signature, new Date(expires * 1000))).toBe('expired');
  });
});
