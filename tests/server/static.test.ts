// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../support/use-test-app.ts';

const root = mkdtempSync(join(tmpdir(), 'tradearena-static-'));
mkdirSync(join(root, 'assets'));
writeFileSync(join(root, 'index.html'), '<!doctype html><title>shell</title>');
writeFileSync(join(root, 'sw.js'), 'self.x = 1;');
writeFileSync(join(root, 'assets', 'portal-abc123.js'), 'console.log(1);');
const testApp = useTestApp({ staticDir: root });

const get = (url: string) => testApp().app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

describe('static portal', () => {
  it('answers deep links with the shell, never cached', async () => {
    for (const url of ['/', '/tournaments/master/42', '/auth/login?x=1']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(200);
      expect(response.body).toContain('<title>shell</title>');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('caches hashed assets for a year and the service worker not at all', async () => {
    expect((await get('/assets/portal-abc123.js')).headers['cache-control']).toBe(
      'public, max-age=31536000, immutable',
    );
    expect((await get('/sw.js')).headers['cache-control']).toBe('no-cache');
  });

  it('gives no shell for the API, the socket path or a missing file', async () => {
    for (const url of ['/api/v1/nothing', '/api', '/missing.js', '/assets/gone-123.css']) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json().message).toContain('Nothing at GET');
    }
  });
});
