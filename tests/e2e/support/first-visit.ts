import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { signIn } from './browser.ts';

type File = { url: string; raw: number; gzip: number; brotli: number };
export type Weight = { files: File[]; raw: number; gzip: number; brotli: number };

const sum = (files: File[], size: 'raw' | 'gzip' | 'brotli') =>
  files.reduce((total, file) => total + file[size], 0);

function weigh(bodies: Array<{ url: string; body: Buffer }>): Weight {
  const files = bodies.map(({ url, body }) => ({
    url: new URL(url).pathname,
    raw: body.length,
    gzip: gzipSync(body, { level: 9 }).length,
    brotli: brotliCompressSync(body).length,
  }));
  return { files, raw: sum(files, 'raw'), gzip: sum(files, 'gzip'), brotli: sum(files, 'brotli') };
}

/**
 * What a first visit to `path` downloads in JS and CSS, as the browser requests it (lazy chunks the screen loads
 * included), with the service worker blocked so its precache is not counted. Compressed sizes per file, summed.
 */
export async function firstVisit(
  browser: Browser,
  baseURL: string,
  path: string,
  ready: (page: Page) => Promise<unknown>,
  token?: string,
): Promise<Weight> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  try {
    if (token) await signIn(context, baseURL, token);
    const page = await context.newPage();
    const bodies: Array<Promise<{ url: string; body: Buffer }>> = [];
    page.on('response', (response) => {
      const type = response.request().resourceType();
      if (type === 'script' || type === 'stylesheet')
        bodies.push(response.body().then((body) => ({ url: response.url(), body })));
    });
    await page.goto(path);
    await ready(page);
    await page.waitForLoadState('networkidle');
    return weigh(await Promise.all(bodies));
  } finally {
    await context.close();
  }
}

const PRECACHED = /\.(js|css|html|svg|png|ico|woff2|json|webmanifest)$/;

/** Every file the service worker precaches (vite.config.ts's globPatterns), with its size in bytes. */
export function precachedFiles(dist = 'dist'): Array<{ path: string; size: number }> {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    );
  return walk(dist)
    .filter((file) => PRECACHED.test(file) && !file.endsWith('sw.js'))
    .map((file) => ({ path: relative(dist, file), size: statSync(file).size }));
}
