import type { BrowserContext, Page } from 'playwright-core';
import { paths, PROFILE_TABS, TOURNAMENT_SLUGS } from '../../../src/config/paths.ts';

/** A Content-Security-Policy header as directive -> its sources. */
export function parseCsp(header: string | undefined) {
  const policy = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

/** The inline scripts (with content) and inline event handler attributes of an HTML document. */
export function inlineCode(html: string) {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi)]
    .filter(([, attributes = '']) => !/\bsrc\s*=/i.test(attributes))
    .map(([, , body = '']) => body.trim())
    .filter((body) => body !== '');
  const handlers = [...html.matchAll(/<[a-z][^>]*\s(on[a-z]+)\s*=/gi)].map(([, name = '']) => name);
  return { scripts, handlers };
}

type Watched = { violations: string[]; messageListeners: number };

/**
 * Runs in every document and frame before the page's own scripts: records CSP violations, and counts the
 * `message` listeners the page adds (so a test can tell whether a frame listens to postMessage at all).
 */
export async function watchDocuments(context: BrowserContext) {
  await context.addInitScript(() => {
    const watched: Watched = { violations: [], messageListeners: 0 };
    Object.assign(window, { __watched: watched });
    document.addEventListener('securitypolicyviolation', (event) => {
      watched.violations.push(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'}`);
    });
    const add = EventTarget.prototype.addEventListener;
    EventTarget.prototype.addEventListener = function (this: EventTarget, ...args) {
      if (this === window && args[0] === 'message') watched.messageListeners += 1;
      return add.apply(this, args);
    } as typeof add;
    const onmessage = Object.getOwnPropertyDescriptor(window, 'onmessage');
    Object.defineProperty(window, 'onmessage', {
      configurable: true,
      get: () => onmessage?.get?.call(window),
      set: (value: unknown) => {
        if (value) watched.messageListeners += 1;
        onmessage?.set?.call(window, value);
      },
    });
  });
}

export const watchedIn = (target: Pick<Page, 'evaluate'>) =>
  target.evaluate(
    () =>
      (Reflect.get(window, '__watched') as Watched | undefined) ?? {
        violations: ['not watched'],
        messageListeners: -1,
      },
  );

/** The console errors a page logs that speak of the Content Security Policy (also for blocked frames). */
export function cspConsoleErrors(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) errors.push(message.text());
  });
  return errors;
}

type Builder = (...args: never[]) => string;

/**
 * Every route of the route table (src/config/paths.ts) as a URL to load: plain paths as they are, and each href
 * builder called with every sample argument list given for it. A builder with no samples fails, so a route added
 * to the table cannot be forgotten here.
 */
export function everyRoute(samples: Record<string, unknown[][]>) {
  const urls: Array<{ name: string; url: string }> = [];
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const name = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') urls.push({ name, url: value });
      else if (typeof value === 'function') {
        const lists = samples[name];
        if (!lists?.length) throw new Error(`No sample arguments for the route builder paths.${name}`);
        for (const args of lists) urls.push({ name, url: (value as Builder)(...(args as never[])) });
      } else if (value && typeof value === 'object') walk(value, name);
    }
  };
  walk(paths, '');
  return urls;
}

/**
 * Every route of the route table with sample arguments from the seeded platform: its live tournament, the
 * member's account there and an alliance. A transaction id that matches no payment is enough for the payment
 * result screens.
 */
export function auditedRoutes(ids: { tournamentId: string; accountId: string; allianceId: string }) {
  const { tournamentId, accountId, allianceId } = ids;
  const slugs = TOURNAMENT_SLUGS.map((slug) => [slug]);
  const transaction = '00000000-0000-4000-8000-000000000000';
  return everyRoute({
    'auth.forgotPasswordFor': [['someone@example.com']],
    verifyEmail: [['AAAAAAAAAAAAAAAAAAAAAA']],
    profile: [[], ...PROFILE_TABS.map((tab) => [tab])],
    tournaments: [[], ...slugs],
    tournament: TOURNAMENT_SLUGS.map((slug) => [slug, tournamentId]),
    tournamentById: [[tournamentId]],
    paymentSuccessFor: [[transaction]],
    paymentCancelFor: [[transaction]],
    trade: [[tournamentId], [tournamentId, accountId]],
    leaderBoard: [[], [tournamentId]],
    alliances: [[], [allianceId]],
  });
}

/** Sign-in screens and links from mail are for visitors (logout too: it ends the session, so it goes last). */
export const isVisitorRoute = ({ name }: { name: string }) =>
  name.startsWith('auth.') || ['verifyEmail', 'logout'].includes(name);

const SAFE_REFERRER = ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'];

/** What is wrong with a document's security headers, as readable lines (none when all is well). */
export function headerProblems(headers: Record<string, string>) {
  const problems: string[] = [];
  const csp = parseCsp(headers['content-security-policy']);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  if (!scripts) problems.push('no script-src');
  for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", '*', 'data:', 'http:', 'https:', 'blob:'])
    if (scripts?.includes(unsafe)) problems.push(`script-src allows ${unsafe}`);
  const ancestors = csp.get('frame-ancestors')?.join(' ');
  if (ancestors !== "'self'" && ancestors !== "'none'") problems.push(`frame-ancestors is ${ancestors}`);
  if (csp.get('object-src')?.join(' ') !== "'none'") problems.push('object-src is not none');
  if (!["'self'", "'none'"].includes(csp.get('base-uri')?.join(' ') ?? '')) problems.push('base-uri open');
  if (headers['x-content-type-options'] !== 'nosniff') problems.push('no X-Content-Type-Options: nosniff');
  if (!SAFE_REFERRER.includes(headers['referrer-policy'] ?? '')) problems.push('Referrer-Policy leaks paths');
  if (!['SAMEORIGIN', 'DENY'].includes(headers['x-frame-options'] ?? '')) problems.push('X-Frame-Options');
  if (headers['cross-origin-opener-policy'] !== 'same-origin') problems.push('no COOP same-origin');
  return problems;
}

/** Loads a route and lists what is wrong with it: headers, inline code, CSP violations in any of its frames. */
async function auditRoute(page: Page, url: string, consoleErrors: string[]) {
  const seen = consoleErrors.length;
  const response = await page.goto(url);
  if (!response) return ['no document response'];
  const problems = headerProblems(response.headers());
  const { scripts, handlers } = inlineCode(await response.text());
  if (scripts.length) problems.push(`inline script: ${scripts[0]?.slice(0, 60)}`);
  if (handlers.length) problems.push(`inline handlers: ${handlers.join(', ')}`);
  await page.locator('#root > *').first().waitFor();
  // Lazy routes and their first requests run; anything the CSP blocks is reported by then.
  await page.waitForLoadState('networkidle', { timeout: 3_000 }).catch(() => undefined);
  for (const frame of page.frames()) problems.push(...(await watchedIn(frame)).violations);
  problems.push(...consoleErrors.slice(seen));
  return problems;
}

export async function auditRoutes(context: BrowserContext, urls: Array<{ name: string; url: string }>) {
  const page = await context.newPage();
  const consoleErrors = cspConsoleErrors(page);
  const problems: string[] = [];
  for (const { name, url } of urls)
    for (const problem of await auditRoute(page, url, consoleErrors))
      problems.push(`${name} ${url}: ${problem}`);
  await page.close();
  return problems;
}
