/** What the avatar picker accepts (spec section 5: a single image file); the platform checks the content again. */
export const AVATAR_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const AVATAR_MAX_BYTES = 5 * 1024 * 1024;

export type AvatarProblem = 'single' | 'type' | 'size';

export function avatarProblem(files: readonly Pick<File, 'type' | 'size'>[]): AvatarProblem | null {
  if (files.length !== 1) return 'single';
  const [file] = files;
  if (!file || !(AVATAR_TYPES as readonly string[]).includes(file.type)) return 'type';
  if (file.size > AVATAR_MAX_BYTES) return 'size';
  return null;
}
