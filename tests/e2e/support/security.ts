import type { BrowserContext, Page } from 'playwright-core';
import { paths } from '../../../src/config/paths.ts';

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
