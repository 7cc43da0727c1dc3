import { existsSync } from 'node:fs';
import { extname } from 'node:path';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';

const NO_CACHE = new Set([
  '/index.html',
  '/terminal.html',
  '/sw.js',
  '/manifest.webmanifest',
  '/registerSW.js',
]);

/**
 * Serves the built portal: hashed assets cached for a year, the shell, service worker and manifest never cached,
 * and an SPA fallback to index.html for extension-less navigations outside /api and /socket.io.
 */
export default fp(async (app) => {
  const root = app.config.staticDir;
  const hasPortal = existsSync(`${root}/index.html`);
  if (hasPortal) {
    await app.register(fastifyStatic, {
      root,
      wildcard: true,
      index: 'index.html',
      setHeaders: (res, path) => {
        const url = path.slice(root.length);
        if (url.startsWith('/assets/')) res.header('cache-control', 'public, max-age=31536000, immutable');
        else if (NO_CACHE.has(url)) res.header('cache-control', 'no-cache');
        else res.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isNavigation =
      request.method === 'GET' && !/^\/(api|socket\.io)(\/|$)/.test(path) && extname(path) === '';
    if (hasPortal && isNavigation) {
      return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
    }
    return reply.status(404).send({ message: `Nothing at ${request.method} ${path}` });
  });
});
