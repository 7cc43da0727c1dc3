import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { build } from 'vite';
import { launchBrowser } from '../tests/e2e/support/browser.ts';
import { firstVisit, precachedFiles, type Weight } from '../tests/e2e/support/first-visit.ts';
import type { Platform } from '../tests/e2e/support/platform.ts';
import { demoMember, screensOf } from '../tests/e2e/support/screens.ts';
import { summarize, type Figure } from './stats.ts';

const RUNS = 3;

/** The libraries each page cannot do without, bundled bare: what the page weighs beyond them is ours. */
const SHELL = ['react', 'react-dom/client', 'wouter', 'valtio', 'rosetta', 'ofetch', 'workbox-window'];
const BARE = {
  login: SHELL,
  dashboard: [...SHELL, 'dexie'],
  'leaderboard detail': [...SHELL, 'dexie', 'socket.io-client', '@tanstack/react-virtual'],
};

/** gzip bytes of the bare set: every export kept (a namespace import that is used), minified like the portal. */
async function bareWeight(packages: readonly string[]) {
  // Inside the project, so that the packages resolve from its node_modules.
  const dir = mkdtempSync(join(process.cwd(), 'node_modules', '.bench-bare-'));
  try {
    const entry = join(dir, 'entry.js');
    writeFileSync(
      entry,
      packages.map((name, index) => `import * as m${index} from '${name}';`).join('\n') +
        `\nconsole.log(${packages.map((_, index) => `m${index}`).join(', ')});\n`,
    );
    await build({
      configFile: false,
      logLevel: 'silent',
      root: dir,
      build: { outDir: join(dir, 'out'), target: 'es2022', lib: false, rollupOptions: { input: entry } },
    });
    const files = readdirSync(join(dir, 'out', 'assets')).map((file) =>
      readFileSync(join(dir, 'out', 'assets', file)),
    );
    return {
      gzip: files.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0),
      brotli: files.reduce((sum, body) => sum + brotliCompressSync(body).length, 0),
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** First-visit JS + CSS of the three pages of issue 10, against the bare dependency set; the precache total. */
export async function bundleFigures(platform: Platform): Promise<Figure[]> {
  const browser = await launchBrowser();
  try {
    const { token } = await demoMember(platform);
    const screens = await screensOf(platform);
    const screen = (name: string) => screens.find((item) => item.name === name)!;
    const pages = [
      { name: 'login' as const, path: '/auth/login', ready: screen('login').ready, token: undefined },
      { name: 'dashboard' as const, path: '/', ready: screen('dashboard').ready, token },
      {
        name: 'leaderboard detail' as const,
        path: screen('leader-board-detail').path,
        ready: screen('leader-board-detail').ready,
        token,
      },
    ];
    const figures: Figure[] = [];
    for (const page of pages) {
      const weights: Weight[] = [];
      for (let run = 0; run < RUNS; run += 1)
        weights.push(await firstVisit(browser, platform.url, page.path, page.ready, page.token));
      const bare = await bareWeight(BARE[page.name]);
      for (const size of ['gzip', 'brotli'] as const)
        figures.push(
          summarize(
            `bundle: ${page.name}, JS + CSS ${size}`,
            'kB',
            weights.map((weight) => weight[size] / 1024),
            {
              name: 'bare dependency set',
              value: bare[size] / 1024,
            },
          ),
        );
    }
    const precache = precachedFiles().reduce((sum, file) => sum + file.size, 0);
    figures.push(summarize('bundle: precache total (raw)', 'kB', [precache / 1024]));
    return figures;
  } finally {
    await browser.close();
  }
}
