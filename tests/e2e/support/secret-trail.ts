import type { BrowserContext, Page } from 'playwright-core';
import {
  carries,
  isDesignedLink,
  isDevOutboxLine,
  loggedText,
  secretsInAnswer,
  type Secret,
} from './secrets.ts';

/**
 * Where a secret could leak from the browser's side, recorded from `context`: every address asked for (with its
 * Referer), the secrets in the JSON answers of /api, and the console. `watchSockets` adds a page's WebSockets.
 */
export function recordTraffic(context: BrowserContext) {
  const urls: Array<{ url: string; referer: string }> = [];
  const answers: Array<Promise<Secret[]>> = [];
  const consoleLines: string[] = [];
  context.on('request', (request) =>
    urls.push({ url: request.url(), referer: request.headers()['referer'] ?? '' }),
  );
  context.on('response', (response) => {
    const { pathname } = new URL(response.url());
    if (!pathname.startsWith('/api/') || !response.headers()['content-type']?.includes('json')) return;
    answers.push(
      response.json().then(
        (body: unknown) => secretsInAnswer(pathname, body),
        () => [],
      ),
    );
  });
  context.on('console', (message) => consoleLines.push(message.text()));
  return {
    urls,
    consoleLines,
    /** socket.io's polling requests are requests above; its WebSocket is not, so its address is taken here. */
    watchSockets: (page: Page) =>
      page.on('websocket', (socket) => urls.push({ url: socket.url(), referer: '' })),
    answerSecrets: async () => (await Promise.all(answers)).flat(),
  };
}

/** Each place one of `secrets` stands where it must not: a URL (but its designed link), a Referer, a log line. */
export function leaksOf(secrets: Secret[], traffic: ReturnType<typeof recordTraffic>, logLines: string[]) {
  const leaks: string[] = [];
  for (const secret of secrets) {
    for (const { url, referer } of traffic.urls) {
      if (carries(url, secret) && !isDesignedLink(url, secret)) leaks.push(`${secret.kind} in URL ${url}`);
      if (carries(referer, secret)) leaks.push(`${secret.kind} in Referer ${referer} of ${url}`);
    }
    for (const line of logLines)
      if (!isDevOutboxLine(line) && carries(loggedText(line), secret))
        leaks.push(`${secret.kind} in log: ${line}`);
    for (const line of traffic.consoleLines)
      if (carries(line, secret)) leaks.push(`${secret.kind} in console: ${line}`);
  }
  return leaks;
}
