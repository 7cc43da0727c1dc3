import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

const localesDir = fileURLToPath(new URL('./src/locales', import.meta.url));

/**
 * Emits every translation as /locales/<iso>.json, and their list as /locales/index.json, so the service worker
 * precaches them and the language picker works offline.
 */
function emitLocales(): Plugin {
  return {
    name: 'tradearena:emit-locales',
    apply: 'build',
    generateBundle() {
      const summaries = [];
      for (const file of readdirSync(localesDir).filter((name) => name.endsWith('.json'))) {
        const source = readFileSync(`${localesDir}/${file}`, 'utf8');
        const { translations: _, ...summary } = JSON.parse(source) as Record<string, unknown>;
        summaries.push({ id: summary.isoCode, ...summary });
        this.emitFile({ type: 'asset', fileName: `locales/${file}`, source });
      }
      this.emitFile({ type: 'asset', fileName: 'locales/index.json', source: JSON.stringify(summaries) });
    },
  };
}

const productName = process.env.VITE_PRODUCT_NAME ?? 'TradeArena';

export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  build: {
    target: 'es2022',
    sourcemap: false,
    // Every browser the portal supports preloads modules natively.
    modulePreload: { polyfill: false },
    rollupOptions: {
      // The contract's schemas are built at module level; the portal needs its constants and messages only (the
      // platform validates). The contract is pure by rule (STYLE.md), schema builders count as pure, and TypeBox's
      // registries are never used here: so the schemas, and TypeBox with them, stay out of the portal's bundle.
      treeshake: {
        manualPureFunctions: ['Type', 'Nullable', 'Strict', 'Base64Url'],
        moduleSideEffects: [
          { test: /[\\/]src[\\/]contract[\\/]/, sideEffects: false },
          { test: /[\\/]@sinclair[\\/]typebox[\\/]/, sideEffects: false },
        ],
      },
      input: {
        portal: fileURLToPath(new URL('./index.html', import.meta.url)),
        terminal: fileURLToPath(new URL('./terminal.html', import.meta.url)),
      },
    },
  },
  server: {
    proxy: {
      '/api': 'http://127.0.0.1:8080',
      '/socket.io': { target: 'ws://127.0.0.1:8080', ws: true },
    },
  },
  plugins: [
    react(),
    tailwindcss(),
    emitLocales(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      injectManifest: {
        globPatterns: ['**/*.{js,css,html,svg,png,ico,woff2,json,webmanifest}'],
        maximumFileSizeToCacheInBytes: 500 * 1024,
      },
      manifest: {
        name: productName,
        short_name: productName,
        description: 'Trading competitions: join tournaments, trade, climb the leaderboard.',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        orientation: 'any',
        background_color: '#0b0f17',
        theme_color: '#0b0f17',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
  ],
});
