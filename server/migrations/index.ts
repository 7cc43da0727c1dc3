import type { Migration } from 'kysely';
import * as core from './0001-core.ts';

/** Every migration in order; a static list so the bundle-free server needs no directory scan. */
export const migrations: Record<string, Migration> = {
  '0001-core': core,
};
