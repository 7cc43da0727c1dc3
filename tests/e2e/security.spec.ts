import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import en from '../../src/locales/en.json';
import { enteredMember, liveTournament } from '../support/trading.ts';
import { signIn } from './support/browser.ts';
import { startForeignOrigin } from './support/foreign-origin.ts';
import { everyFlowWithASecret, outbox } from './support/member-flows.ts';
import type { Platform } from './support/platform.ts';
import { startPlatformProcess, type PlatformProcess } from './support/platform-process.ts';
import {
  postForgedOnPage,
  postFromForeignWindow,
  shownNotices,
  TERMINAL_MESSAGES,
} from './support/post-message.ts';
import { leaksOf, recordTraffic } from './support/secret-trail.ts';
import {
  carries,
  isDesignedLink,
  isDevOutboxLine,
  loggedText,
  secretsInMessages,
} from './support/secrets.ts';
import {
  auditedRoutes,
  auditRoutes,
  cspConsoleErrors,
  headerProblems,
  isVisitorRoute,
  parseCsp,
  watchDocuments,
  watchedIn,
} from './support/security.ts';
import { openTradeScreen, TERMINAL, terminalFrame } from './support/terminal-frame.ts';
import { useE2E } from './support/use-e2e.ts';

/** The browser half of DECISIONS.md section 7: headers, CSP, the sandboxed terminal and postMessage. */
const e2e = useE2E();
let platform: Platform;
let foreign: Awaited<ReturnType<typeof startForeignOrigin>>;
let member: Awaited<ReturnType<typeof enteredMember>>;
let tournamentId: string;
let allianceId: string;

const tradeUrl = () => `/trade/${tournamentId}/${member.accountId}`;

beforeAll(async () => {
  platform = e2e.platform();
  foreign = await startForeignOrigin();
  tournamentId = (await liveTournament(platform.app)).id;
  member = await enteredMember(platform.app, platform.db, tournamentId);
  allianceId = (await platform.db.selectFrom('alliances').select('id').executeTakeFirstOrThrow()).id;
});
afterAll(() => foreign?.close());

async function newContext({
  isSignedIn,
  hasServiceWorker = false,
}: {
  isSignedIn: boolean;
  hasServiceWorker?: boolean;
}) {
  const context = await e2e.browser().newContext({
    baseURL: platform.url,
    serviceWorkers: hasServiceWorker ? 'allow' : 'block',
  });
  context.setDefaultTimeout(20_000);
  await watchDocuments(context);
  if (isSignedIn) await signIn(context, platform.url, member.token);
  return context;
}

describe('security headers and CSP', () => {
  it('every route of the route table has the headers, no inline script and no CSP violation', async () => {
    const routes = auditedRoutes({ tournamentId, accountId: member.accountId, allianceId });
    expect(routes.length).toBeGreaterThan(35);

    const visitor = await newContext({ isSignedIn: false });
    const visitorProblems = await auditRoutes(visitor, routes.filter(isVisitorRoute));
    await visitor.close();
    const signedIn = await newContext({ isSignedIn: true });
    const memberProblems = await auditRoutes(
      signedIn,
      routes.filter((route) => !isVisitorRoute(route)),
    );
    await signedIn.close();
    expect([...visitorProblems, ...memberProblems]).toEqual([]);
  }, 300_000);

  it('blocks and reports a script injected inline (the check above would see one)', async () => {
    const context = await newContext({ isSignedIn: false });
    const page = await context.newPage();
    await page.goto('/auth/login');
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true;';
      document.body.append(script);
    });
    await expect
      .poll(async () => (await watchedIn(page)).violations)
      .toEqual(['script-src-elem blocked inline']);
    expect(await page.evaluate(() => 'injected' in window)).toBe(false);
    await context.close();
  });

  it('the shell the service worker serves offline carries the same headers', async () => {
    const context = await newContext({ isSignedIn: true, hasServiceWorker: true });
    const page = await context.newPage();
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const response = await page.goto('/my-tournaments');
    expect(response?.fromServiceWorker()).toBe(true);
    expect(headerProblems(response?.headers() ?? {})).toEqual([]);
    await context.close();
  });
});

describe('the terminal frame', () => {
  it('is sandboxed to scripts and its own origin, and its document may be framed by the portal only', async () => {
    const context = await newContext({ isSignedIn: true });
    const page = await context.newPage();
    const terminal = await openTradeScreen(page, tradeUrl());
    const frame = page.locator(TERMINAL);
    const sandbox = (await frame.getAttribute('sandbox'))?.split(/\s+/).sort();
    // Scripts run the terminal; the same origin lets it call /api with its own session. No forms, popups,
    // modals, downloads or top navigation: the terminal uses none of them.
    expect(sandbox).toEqual(['allow-same-origin', 'allow-scripts']);
    expect(await frame.getAttribute('allow')).toBeNull();
    expect(headerProblems(terminal.headers())).toEqual([]);
    expect(parseCsp(terminal.headers()['content-security-policy']).get('frame-ancestors')).toEqual([
      "'self'",
    ]);
    expect((await watchedIn(terminalFrame(page))).violations).toEqual([]);
    await context.close();
  });

  it('refuses to be framed by another origin, and so does the portal', async () => {
    const context = await newContext({ isSignedIn: true });
    const page = await context.newPage();
    const consoleErrors = cspConsoleErrors(page);
    for (const path of ['/terminal.html', '/', tradeUrl()]) {
      await page.goto(`${foreign.url}/frame?src=${encodeURIComponent(`${platform.url}${path}`)}`);
      const child = page.mainFrame().childFrames()[0];
      await expect.poll(() => child?.url()).toMatch(/^chrome-error:/);
    }
    expect(consoleErrors.filter((error) => error.includes('frame-ancestors')).length).toBeGreaterThanOrEqual(
      3,
    );
    await context.close();
  });
});

describe('postMessage', () => {
  it('from another origin, another window or a forged event changes nothing; the terminal listens to none', async () => {
    const context = await newContext({ isSignedIn: true });
    const attacker = await context.newPage();
    await attacker.goto(`${foreign.url}/`);
    // The attacker's site opens the trade screen and holds a handle to its window.
    const [page] = await Promise.all([
      context.waitForEvent('page'),
      attacker.evaluate(
        (url) => Object.assign(window, { victim: window.open(url) }),
        `${platform.url}${tradeUrl()}`,
      ),
    ]);
    await page.frameLocator(TERMINAL).getByRole('button', { name: /^Buy/ }).first().waitFor();
    let tokenFetches = 0;
    page.on('request', (request) => {
      if (request.url().includes('/tournaments/tradeTournament/')) tokenFetches += 1;
    });
    const frameSrc = await page.locator(TERMINAL).getAttribute('src');

    // 1. Real messages from the foreign origin, through the window handle it holds (and its frames).
    const isSevered = await postFromForeignWindow(attacker, TERMINAL_MESSAGES);
    // COOP same-origin puts the portal in its own browsing context group: the opener's handle is cut off.
    expect(isSevered).toBe(true);

    // 2. The same messages from this origin but not from our frame, and forged events that claim to be our frame
    //    but come from another origin, or carry no source.
    await postForgedOnPage(page, TERMINAL_MESSAGES, foreign.url);
    // Let any (wrongly) accepted message take effect: a notice, or a reload of the terminal with a new token.
    await page.waitForTimeout(1_500);
    expect(await shownNotices(page)).toEqual([]);
    expect(tokenFetches).toBe(0);
    expect(await page.locator(TERMINAL).getAttribute('src')).toBe(frameSrc);

    // The terminal itself adds no message listener at all (the portal does: the counter works).
    expect((await watchedIn(terminalFrame(page))).messageListeners).toBe(0);
    expect((await watchedIn(page)).messageListeners).toBeGreaterThan(0);

    // Control: the same message from our own terminal frame is heard.
    await terminalFrame(page).evaluate(() =>
      window.parent.postMessage({ type: 'terminal:storage-blocked' }, location.origin),
    );
    await page.getByText(en.translations['trade.storageBlocked']).waitFor();
    await context.close();
  });
});

describe('no token or code in a URL or a log line', () => {
  let serving: PlatformProcess;
  beforeAll(async () => {
    serving = await startPlatformProcess(inject('databaseUrl'));
  });
  afterAll(() => serving?.close());

  it('through sign-up by code, email verification, password reset, sign-in and trading', async () => {
    // No service worker: every navigation (the mailed links too) reaches the platform and its request log.
    const context = await e2e.browser().newContext({ baseURL: serving.url, serviceWorkers: 'block' });
    context.setDefaultTimeout(30_000);
    const traffic = recordTraffic(context);
    const page = await context.newPage();
    traffic.watchSockets(page);
    const addresses = await everyFlowWithASecret(page, serving);
    await context.close();

    const messages = [];
    for (const address of addresses) messages.push(...(await outbox(serving.url, address)));
    const secrets = [...secretsInMessages(messages), ...(await traffic.answerSecrets())];
    const kinds = new Set(secrets.map(({ kind }) => kind));
    expect([...kinds].sort()).toEqual(['code', 'embed', 'reset', 'session', 'terminal', 'verification']);

    expect(leaksOf(secrets, traffic, serving.lines)).toEqual([]);
    // The checks can see: the designed links were followed, and the dev outbox printed every code and link.
    for (const kind of ['reset', 'verification'] as const) {
      const secret = secrets.find((candidate) => candidate.kind === kind);
      expect(traffic.urls.some(({ url }) => secret && isDesignedLink(url, secret))).toBe(true);
    }
    const printed = serving.lines.filter(isDevOutboxLine).map(loggedText).join('\n');
    for (const secret of secrets.filter(({ kind }) => ['code', 'reset', 'verification'].includes(kind)))
      expect(carries(printed, secret)).toBe(true);
  }, 240_000);
});
