import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { FILE_ENTITIES } from '../../server/src/contract.ts';
import { hostileString } from './fuzz-inputs.ts';
import type { Member } from './fuzz-requests.ts';
import { multipartBody } from './multipart.ts';

export type UploadAttempt = {
  entity: string;
  /** 'member' stands for the signed-in member's id. */
  entityId: string;
  extra: [string, string] | null;
  file: { name: string; type: string; bytes: Buffer; field: string } | null;
  /** Bytes cut off the end of the multipart body. */
  cut: number;
  isDirect: boolean;
};

/** Bytes a file upload might carry: noise, an image header over garbage, markup, a PDF header, nothing. */
const fileBytes = fc.oneof(
  fc.uint8Array({ maxLength: 2048 }).map((bytes) => Buffer.from(bytes)),
  fc
    .uint8Array({ maxLength: 512 })
    .map((bytes) => Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), bytes])),
  fc
    .constantFrom('<svg onload="alert(1)"/>', '%PDF-1.4\n%%EOF', '<script>alert(1)</script>', '')
    .map((text) => Buffer.from(text)),
);

/**
 * A file upload: multipart (maybe cut short) with hostile fields, entity and file, or a real grant then hostile
 * raw bytes; `ids` are real ids of the database to aim at.
 */
export const uploadAttemptOf = (ids: readonly string[]): fc.Arbitrary<UploadAttempt> =>
  fc.record({
    entity: fc.oneof(fc.constantFrom(...FILE_ENTITIES), hostileString),
    entityId: fc.oneof(fc.constant('member'), fc.constantFrom(...ids), hostileString),
    extra: fc.option(fc.tuple(hostileString, hostileString), { freq: 4 }),
    file: fc.option(
      fc.record({
        name: hostileString,
        type: fc.oneof(fc.constantFrom('image/png', 'application/pdf'), hostileString),
        bytes: fileBytes,
        field: fc.constantFrom('file', 'file', 'avatar'),
      }),
      { freq: 6 },
    ),
    cut: fc.constantFrom(0, 0, 0, 7, 100),
    isDirect: fc.boolean(),
  });

/** The upload attempt's multipart request to `url` (the upload route) as the member. */
export function multipartUpload(url: string, attempt: UploadAttempt, member: Member): InjectOptions {
  const entityId = attempt.entityId === 'member' ? member.user.id : attempt.entityId;
  const fields: Record<string, string> = { entity: attempt.entity, entityId };
  if (attempt.extra) fields[attempt.extra[0]] = attempt.extra[1];
  const body = multipartBody(fields, attempt.file ?? undefined);
  const payload =
    attempt.cut > 0 ? body.payload.subarray(0, Math.max(0, body.payload.length - attempt.cut)) : body.payload;
  return {
    method: 'POST',
    url,
    headers: { ...body.headers, authorization: `Bearer ${member.token}` },
    payload,
  };
}

/** The upload attempt's direct-upload grant asked for at `url` (the grant route) as the member. */
export const uploadGrant = (url: string, attempt: UploadAttempt, member: Member) => ({
  method: 'POST' as const,
  url,
  headers: { authorization: `Bearer ${member.token}` },
  payload: { entity: 'user', filename: attempt.file?.name ?? 'x' },
});

/** The upload attempt's bytes PUT to a granted direct-upload `url`, under its (hostile) content type. */
export const directUpload = (url: string, attempt: UploadAttempt): InjectOptions => ({
  method: 'PUT',
  url,
  headers: {
    'content-type': (attempt.file?.type ?? 'image/png').replace(/[^\x20-\x7e]/g, '') || 'image/png',
  },
  payload: attempt.file?.bytes ?? Buffer.alloc(0),
});
