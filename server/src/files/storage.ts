import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';

/**
 * Where file bytes live. Keys are made by the platform (`newStorageKey`), never from a member's input. The
 * local disk is the default; an S3-compatible store implements the same three calls (docs/decisions.md).
 */
export type FileStorage = {
  put: (key: string, bytes: Uint8Array) => Promise<void>;
  /** The bytes, or null when nothing is stored under the key. */
  get: (key: string) => Promise<Buffer | null>;
  delete: (key: string) => Promise<void>;
};

const KEY_PATTERN = /^[0-9a-f]{2}\/[0-9a-f]{32}$/;

/** 128 random bits, fanned out over 256 folders so no folder grows too large. */
export const newStorageKey = () => {
  const hex = randomBytes(16).toString('hex');
  return `${hex.slice(0, 2)}/${hex}`;
};

/** Files under one directory outside the web root; written to a temporary name first, so a reader never sees half a file. */
export function localDiskStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    if (!KEY_PATTERN.test(key)) throw new Error('Invalid storage key');
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const partial = `${path}.${randomBytes(4).toString('hex')}.partial`;
      await writeFile(partial, bytes, { mode: 0o600, flag: 'wx' });
      await rename(partial, path);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
