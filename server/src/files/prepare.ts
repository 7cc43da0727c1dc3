import sharp, { type Metadata } from 'sharp';
import { GENERAL_MESSAGES, type FileEntity } from '../contract.ts';
import { ApiError, unprocessable } from '../errors.ts';
import { sanitiseName } from '../domain/files/names.ts';
import { acceptedList, isAccepted, refusedKind, sniffType, type StoredType } from '../domain/files/sniff.ts';

export type UploadLimits = { maxImageBytes: number; maxDocumentBytes: number; maxPixels: number };
export type PreparedFile = { bytes: Buffer; contentType: StoredType; name: string };

/** Avatars and logos are shown small; KYC images stay large enough to read a document. */
const OUTPUT: Record<FileEntity, { side: number; format: 'webp' | 'jpeg' }> = {
  user: { side: 512, format: 'webp' },
  alliance: { side: 512, format: 'webp' },
  'user-kyc': { side: 2400, format: 'jpeg' },
};

export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

const unsupported = (message: string) => new ApiError(415, message);
const unreadable = () => unprocessable(GENERAL_MESSAGES.imageUnreadable);

function refuseType(entity: FileEntity, bytes: Buffer, type: StoredType | null): never {
  const accepted = acceptedList(entity);
  if (type === 'application/pdf') throw unsupported(`A PDF cannot be used here: upload a ${accepted} image`);
  if (refusedKind(bytes) === 'svg')
    throw unsupported(`SVG images are not accepted: upload a ${accepted} file`);
  throw unsupported(
    `This file is not a ${accepted} file (its content decides, not its name): upload a ${accepted} file`,
  );
}

/** Re-encodes an image: turned upright by its EXIF orientation, then every piece of metadata (EXIF, GPS) dropped. */
async function reencode(entity: FileEntity, bytes: Buffer, maxPixels: number) {
  let meta: Metadata;
  try {
    meta = await sharp(bytes, { limitInputPixels: false }).metadata();
  } catch {
    throw unreadable();
  }
  // The header is read before any pixel is decoded, so a small file declaring a huge canvas costs nothing.
  const { width = 0, height = 0 } = meta;
  if (width * height > maxPixels) {
    throw unprocessable(
      `The image is ${width} x ${height} pixels; at most ${Math.floor(maxPixels / 1_000_000)} megapixels are accepted`,
    );
  }
  const { side, format } = OUTPUT[entity];
  try {
    const pipeline = sharp(bytes, { limitInputPixels: maxPixels, failOn: 'error' })
      .timeout({ seconds: 20 })
      .rotate()
      .resize({ width: side, height: side, fit: 'inside', withoutEnlargement: true });
    return format === 'webp'
      ? { bytes: await pipeline.webp({ quality: 82 }).toBuffer(), contentType: 'image/webp' as const }
      : {
          bytes: await pipeline.jpeg({ quality: 88, mozjpeg: true }).toBuffer(),
          contentType: 'image/jpeg' as const,
        };
  } catch {
    throw unreadable();
  }
}

/**
 * Checks an upload and turns it into what is stored: the type from the content (JPEG, PNG, WebP; PDF for KYC
 * documents), the size limit of that type, images re-encoded without metadata, PDFs kept as sent.
 */
export async function prepareFile(
  entity: FileEntity,
  uploadedName: string | undefined,
  bytes: Buffer,
  limits: UploadLimits,
): Promise<PreparedFile> {
  if (bytes.length === 0) throw new ApiError(400, GENERAL_MESSAGES.fileEmpty);
  const type = sniffType(bytes);
  if (!type || !isAccepted(entity, type)) refuseType(entity, bytes, type);
  const isDocument = type === 'application/pdf';
  const maxBytes = isDocument ? limits.maxDocumentBytes : limits.maxImageBytes;
  if (bytes.length > maxBytes) {
    throw new ApiError(
      413,
      `The ${isDocument ? 'document' : 'image'} is ${megabytes(bytes.length)}; at most ${megabytes(maxBytes)} is accepted`,
    );
  }
  if (isDocument) return { bytes, contentType: type, name: sanitiseName(uploadedName, type) };
  const image = await reencode(entity, bytes, limits.maxPixels);
  return { ...image, name: sanitiseName(uploadedName, image.contentType) };
}
