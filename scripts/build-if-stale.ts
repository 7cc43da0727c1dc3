import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = [
  'src',
  'sw',
  'public',
  'index.html',
  'terminal.html',
  'vite.config.ts',
  'tailwind.config.js',
  'package-lock.json',
];
const STAMP = 'dist/index.html';

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (newest, name) => Math.max(newest, newestMtime(join(path, name))),
    stat.mtimeMs,
  );
}

/** True when the built portal is missing or older than any of its inputs. */
export function isBuildStale(): boolean {
  if (!existsSync(STAMP)) return true;
  const built = statSync(STAMP).mtimeMs;
  return INPUTS.some((input) => newestMtime(input) > built);
}

/** Builds the portal and terminal with Vite when stale; quiet when there is nothing to do. */
export async function buildIfStale(): Promise<void> {
  if (!isBuildStale()) return;
  console.log('Building the portal and terminal…');
  const { build } = await import('vite');
  // The build is always a production build (a test runner's NODE_ENV=test would give React's development
  // bundle); the platform started after it must see the caller's value again.
  const nodeEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  await build({ logLevel: 'warn', mode: 'production' });
  if (nodeEnv === undefined) delete process.env.NODE_ENV;
  else process.env.NODE_ENV = nodeEnv;
}
