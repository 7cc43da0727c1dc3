import { once } from 'node:events';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { defaultConfig, desktopConfig, type Result } from 'lighthouse';
import WebSocket from 'ws';
import { ACCESS_TOKEN_COOKIE } from '../src/contract/api.ts';
import { CHROMIUM_ARGS, chromePath } from '../tests/e2e/support/browser.ts';

export type Preset = 'mobile' | 'desktop';

/** What one Lighthouse run reports: scores 0-100, LCP and TBT in ms, CLS unitless. */
export type Audit = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  lcp: number;
  tbt: number;
  cls: number;
  benchmarkIndex: number;
  /** Lighthouse's own "good" TBT for the preset: the p10 of its scoring curve (200 ms mobile, 150 ms desktop). */
  tbtGood: number;
  /** Accessibility and best-practices audits that did not pass, with where. */
  failing: string[];
};

const CATEGORIES = ['performance', 'accessibility', 'best-practices'];

/**
 * The performance audits that weigh nothing in any score (diagnostics, insights), skipped with the full-page
 * screenshot to save time: the scores and metrics are computed exactly as in a full run.
 */
function unweightedAudits() {
  const categories = defaultConfig.categories ?? {};
  const performance = categories.performance?.auditRefs ?? [];
  const kept = new Set(
    [...(categories.accessibility?.auditRefs ?? []), ...(categories['best-practices']?.auditRefs ?? [])]
      .concat(performance.filter((ref) => ref.weight > 0))
      .map((ref) => ref.id),
  );
  return performance.map((ref) => ref.id).filter((id) => !kept.has(id));
}

/** Signs the member in the way the portal does (the accessToken cookie), over the browser's DevTools socket. */
async function setTokenCookie(port: number, url: string, token: string) {
  const version = await fetch(`http://127.0.0.1:${port}/json/version`);
  const { webSocketDebuggerUrl } = (await version.json()) as { webSocketDebuggerUrl: string };
  const socket = new WebSocket(webSocketDebuggerUrl);
  try {
    await once(socket, 'open');
    const cookie = {
      name: ACCESS_TOKEN_COOKIE,
      value: token,
      url,
      path: '/',
      secure: true,
      sameSite: 'Strict',
    };
    socket.send(JSON.stringify({ id: 1, method: 'Storage.setCookies', params: { cookies: [cookie] } }));
    const [data] = (await once(socket, 'message')) as [Buffer];
    const reply = JSON.parse(data.toString()) as { error?: { message: string } };
    if (reply.error) throw new Error(`Could not set the access token cookie: ${reply.error.message}`);
  } finally {
    socket.close();
  }
}

const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? NaN) * 100);
const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? NaN;

/** Where a failing audit item is: its element's selector, or its message or URL. */
function where(item: unknown): string {
  if (typeof item !== 'object' || item === null) return '';
  const record = item as Record<string, unknown>;
  const node = record.node;
  if (typeof node === 'object' && node !== null && 'selector' in node) return String(node.selector);
  const text = [record.description, record.url, record.source].find((value) => typeof value === 'string');
  return typeof text === 'string' ? text.slice(0, 120) : '';
}

function describe(category: string, audit: Result['audits'][string]) {
  const details = audit.details;
  const items = details && 'items' in details && Array.isArray(details.items) ? details.items : [];
  const places = items.map(where).filter(Boolean);
  return `${category} ${audit.id}${places.length ? `: ${places.join(' | ')}` : ''}`;
}

/** The accessibility and best-practices audits that did not pass, with where. */
function failingAudits(lhr: Result): string[] {
  return ['accessibility', 'best-practices'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? []).flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      return audit && audit.score !== null && audit.score < 1 ? [describe(category, audit)] : [];
    }),
  );
}

/** The audits that errored (an unfinished trace, no paint...), for the message of a failed run. */
const errorsOf = (lhr: Result) =>
  Object.values(lhr.audits)
    .filter((audit) => audit.errorMessage)
    .map((audit) => `${audit.id}: ${audit.errorMessage}`)
    .join('; ') || lhr.runWarnings.join('; ');

/**
 * One Lighthouse run in a fresh Chromium (a fresh profile: a first visit), on the mobile (default) or desktop
 * preset, signed in when a token is given. Throws when the page ended elsewhere (a redirect to sign-in).
 */
export async function lighthouseRun(url: string, preset: Preset, token?: string): Promise<Audit> {
  const chrome = await chromeLauncher.launch({
    chromePath: chromePath(),
    chromeFlags: ['--headless=new', ...CHROMIUM_ARGS],
    handleSIGINT: false,
    logLevel: 'silent',
  });
  try {
    if (token) await setTokenCookie(chrome.port, new URL(url).origin, token);
    const flags = {
      port: chrome.port,
      logLevel: 'error' as const,
      onlyCategories: CATEGORIES,
      skipAudits: unweightedAudits(),
      disableFullPageScreenshot: true,
    };
    const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== new URL(url).pathname)
      throw new Error(`Lighthouse on ${url} ended on ${lhr.finalDisplayedUrl}`);
    const audit: Audit = {
      performance: score(lhr, 'performance'),
      accessibility: score(lhr, 'accessibility'),
      bestPractices: score(lhr, 'best-practices'),
      lcp: numeric(lhr, 'largest-contentful-paint'),
      tbt: numeric(lhr, 'total-blocking-time'),
      cls: numeric(lhr, 'cumulative-layout-shift'),
      benchmarkIndex: lhr.environment.benchmarkIndex,
      tbtGood: lhr.audits['total-blocking-time']?.scoringOptions?.p10 ?? NaN,
      failing: failingAudits(lhr),
    };
    const missing = Object.entries(audit).filter(([, value]) => Number.isNaN(value));
    if (missing.length > 0)
      throw new Error(`Lighthouse on ${url}: no ${missing.map(([key]) => key)}: ${errorsOf(lhr)}`);
    return audit;
  } finally {
    chrome.kill();
  }
}
