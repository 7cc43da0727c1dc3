import { ACCEPTED_FILE_TYPES, type FileEntity } from '../../contract.ts';

export type StoredType = 'image/jpeg' | 'image/png' | 'image/webp' | 'application/pdf';

const startsWith = (bytes: Uint8Array, signature: readonly number[], offset = 0) =>
  bytes.length >= offset + signature.length &&
  signature.every((byte, index) => bytes[offset + index] === byte);
const ascii = (text: string) => Array.from(text, (char) => char.charCodeAt(0));

/**
 * The type of a file judged from its first bytes (its "magic number"), never from its name or the client's
 * Content-Type: a renamed executable stays an executable. Null for anything not accepted anywhere.
 */
export function sniffType(bytes: Uint8Array): StoredType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'image/webp';
  if (startsWith(bytes, ascii('%PDF-'))) return 'application/pdf';
  return null;
}

/** What a refused file looks like, to say so in the answer (SVG gets its own reason). */
export function refusedKind(bytes: Uint8Array): 'svg' | 'executable' | 'other' {
  if (startsWith(bytes, [0x4d, 0x5a]) || startsWith(bytes, [0x7f, 0x45, 0x4c, 0x46])) return 'executable';
  const head = Buffer.from(bytes.subarray(0, 1024)).toString('utf8').trimStart().toLowerCase();
  if (/^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*(<!doctype svg|<svg)/.test(head)) return 'svg';
  return 'other';
}

const LABELS: Record<string, string> = {
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/webp': 'WebP',
  'application/pdf': 'PDF',
};

/** "JPEG, PNG or WebP" (and "or PDF" for KYC documents), for the refusal message. */
export function acceptedList(entity: FileEntity) {
  const labels = ACCEPTED_FILE_TYPES[entity].map((type) => LABELS[type] ?? type);
  return labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? '');
}

export const isAccepted = (entity: FileEntity, type: StoredType) =>
  ACCEPTED_FILE_TYPES[entity].includes(type);
