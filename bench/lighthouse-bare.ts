import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { build } from 'vite';

/** The bare page goes inside dist/: the platform serves it with the portal's headers and compression. */
const FOLDER = 'lighthouse-bare';

const HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="description" content="The Lighthouse baseline: React mounting one heading." />
    <link rel="icon" href="/icons/favicon.svg" type="image/svg+xml" />
    <title>Hello</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="./main.js"></script>
  </body>
</html>
`;

const MAIN = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
const hello = createElement('main', null, createElement('h1', null, 'Hello'));
createRoot(document.getElementById('root')).render(hello);
`;

/**
 * The Lighthouse baseline: a static page with React (production build, minified like the portal) mounting one
 * heading, built into dist/lighthouse-bare/. Returns its path on the platform and how to remove it.
 */
export async function buildBarePage(): Promise<{ path: string; remove: () => void }> {
  // Inside the project, so that react resolves from its node_modules.
  const source = mkdtempSync(join(process.cwd(), 'node_modules', '.bench-lighthouse-bare-'));
  const outDir = resolve('dist', FOLDER);
  try {
    writeFileSync(join(source, 'index.html'), HTML);
    writeFileSync(join(source, 'main.js'), MAIN);
    await build({
      configFile: false,
      logLevel: 'silent',
      mode: 'production',
      root: source,
      base: `/${FOLDER}/`,
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: { outDir, emptyOutDir: true, target: 'es2022' },
    });
  } finally {
    rmSync(source, { recursive: true, force: true });
  }
  return {
    path: `/${FOLDER}/index.html`,
    remove: () => rmSync(outDir, { recursive: true, force: true }),
  };
}
