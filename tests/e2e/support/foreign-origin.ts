import { createServer } from 'node:http';

/**
 * Another origin on the loopback (its own port): the attacker's site. `GET /frame?src=<url>` answers a page that
 * tries to frame `src`; every other path answers an empty page to run script in.
 */
export async function startForeignOrigin() {
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://foreign.invalid');
    const src = url.pathname === '/frame' ? (url.searchParams.get('src') ?? '') : '';
    const body = src
      ? `<!doctype html><title>framing</title><iframe src="${encodeURI(src)}" width="800" height="600"></iframe>`
      : '<!doctype html><title>foreign</title><p>another site</p>';
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(body);
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    // `localhost`, not the platform's 127.0.0.1: another host as well as another port, so another origin.
    url: `http://localhost:${port}`,
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
}
