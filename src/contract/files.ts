import { Type, type Static } from '@sinclair/typebox';
import { Id, Strict } from './common.ts';

/** What a file belongs to: a member's avatar, a member's KYC document, an alliance's logo. */
export const FileEntity = Type.Union([
  Type.Literal('user'),
  Type.Literal('user-kyc'),
  Type.Literal('alliance'),
]);
export type FileEntity = Static<typeof FileEntity>;
export const FILE_ENTITIES: readonly FileEntity[] = ['user', 'user-kyc', 'alliance'];

/**
 * Types the platform accepts for each entity, judged from the file's content (never its name). Portals can put
 * these in an `<input accept>`; SVG is never accepted (it can carry script).
 */
export const ACCEPTED_FILE_TYPES: Record<FileEntity, readonly string[]> = {
  user: ['image/jpeg', 'image/png', 'image/webp'],
  'user-kyc': ['image/jpeg', 'image/png', 'image/webp', 'application/pdf'],
  alliance: ['image/jpeg', 'image/png', 'image/webp'],
};

/** A member's avatar as it comes with the member (spec section 3). */
export const UserImage = Type.Object({
  id: Type.String(),
  name: Type.String(),
  entity: FileEntity,
  signedURL: Type.String(),
});
export type UserImage = Static<typeof UserImage>;

/** A stored file and an expiring link to its bytes (POST /files/upload, GET /files/fileWithSignedUrl/{id}). */
export const FileWithSignedUrl = Type.Object({
  id: Type.String(),
  entity: FileEntity,
  entityId: Type.String(),
  name: Type.String(),
  signedURL: Type.String(),
});
export type FileWithSignedUrl = Static<typeof FileWithSignedUrl>;

export const SignedUrlResponse = Type.Object({ url: Type.String() });
export type SignedUrlResponse = Static<typeof SignedUrlResponse>;

/** The text fields of the multipart upload, besides the `file` part. */
export const UploadFields = Strict({ entity: FileEntity, entityId: Id });
export type UploadFields = Static<typeof UploadFields>;

/** POST /files/getSignedURL: a single-use URL to PUT one file to, for the caller's own entity. */
export const SignedUploadBody = Strict({
  filename: Type.String({ minLength: 1, maxLength: 255 }),
  entity: FileEntity,
});
export type SignedUploadBody = Static<typeof SignedUploadBody>;

/** The query of a signed link: expiry in Unix seconds and an HMAC-SHA256 (base64url) over the id and expiry. */
export const FileContentQuery = Strict({
  expires: Type.Integer({ minimum: 0 }),
  signature: Type.String({ pattern: '^[A-Za-z0-9_-]{43}$' }),
});
export type FileContentQuery = Static<typeof FileContentQuery>;
