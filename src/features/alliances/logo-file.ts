import { ACCEPTED_FILE_TYPES } from '@/contract/files.ts';

/** What the logo picker accepts (spec section 5: a single image file); the platform checks the content again. */
export const LOGO_TYPES = ACCEPTED_FILE_TYPES.alliance;
/** The platform's UPLOAD_MAX_BYTES for images (docs/api.md, Files). */
export const LOGO_MAX_BYTES = 5 * 1024 * 1024;

export type LogoProblem = 'single' | 'type' | 'size';

export function logoProblem(files: readonly Pick<File, 'type' | 'size'>[]): LogoProblem | null {
  if (files.length !== 1) return 'single';
  const [file] = files;
  if (!file || !LOGO_TYPES.includes(file.type)) return 'type';
  if (file.size > LOGO_MAX_BYTES) return 'size';
  return null;
}
