import { describe, expect, it } from 'vitest';
import { AVATAR_MAX_BYTES, avatarProblem } from '@/features/profile/avatar-file.ts';

const file = (type: string, size = 1_000) => ({ type, size });

describe('avatarProblem (spec section 5: a single image file)', () => {
  it('accepts one JPEG, PNG or WebP image', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/webp'])
      expect(avatarProblem([file(type)])).toBeNull();
  });

  it('refuses none or several files', () => {
    expect(avatarProblem([])).toBe('single');
    expect(avatarProblem([file('image/png'), file('image/png')])).toBe('single');
  });

  it('refuses SVG, PDF and other types', () => {
    for (const type of ['image/svg+xml', 'application/pdf', 'application/x-msdownload', ''])
      expect(avatarProblem([file(type)]), type).toBe('type');
  });

  it('refuses a file over the size limit', () => {
    expect(avatarProblem([file('image/png', AVATAR_MAX_BYTES + 1)])).toBe('size');
  });
});
