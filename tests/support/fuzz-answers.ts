import type { LightMyRequestResponse } from 'fastify';
import { nameOf, type FuzzRoute } from './fuzz-routes.ts';

/** The provider's hosted pages answer a missing payment with an HTML page, as a provider's checkout would. */
const HTML_PAGES = new Set(['GET /api/v1/payments/sandbox/:id', 'POST /api/v1/payments/sandbox/:id/:action']);

/** Markers of internals in an answer: a stack frame, a source path, PostgreSQL's own words. */
const LEAKS = [
  /\n\s+at \S+ \(|\bat async\b/,
  /node:internal|node_modules|server\/src|\/work\/|\.ts:\d+/,
  /syntax error at or near|invalid input syntax|violates \S+ constraint|relation "|out of range for type/i,
  /invalid byte sequence|unsupported Unicode escape|current transaction is aborted|kysely|pg_catalog/i,
];

const messageOf = (body: string) => {
  try {
    const parsed: unknown = JSON.parse(body);
    const message = (parsed as { message?: unknown } | null)?.message;
    return typeof message === 'string' ? message : null;
  } catch {
    return null;
  }
};

/**
 * What is wrong with the route's answer to a fuzzed request (empty when nothing is): a 5xx, input its schema
 * refuses taken, internals that `sent` did not carry, a refusal without a message a person can read.
 */
export function problemsOf(
  route: FuzzRoute,
  sent: string,
  response: LightMyRequestResponse,
  mustRefuse: boolean,
) {
  const problems: string[] = [];
  const status = response.statusCode;
  if (status >= 500) problems.push(`answered ${status}`);
  if (mustRefuse && (status < 400 || status >= 500))
    problems.push(`accepted input its schema refuses (${status})`);
  for (const leak of LEAKS) {
    if (leak.test(response.body) && !leak.test(sent)) problems.push(`leaks internals (${leak.source})`);
  }
  if (status >= 400) {
    const isPage =
      HTML_PAGES.has(nameOf(route)) && String(response.headers['content-type']).startsWith('text/html');
    const message = isPage ? 'page' : messageOf(response.body);
    if (message === null) problems.push('has no JSON body with a message');
    else if (!isPage && (!/[A-Za-z]{2,}\s+\S/.test(message) || /^(FST_|ERR_)/.test(message))) {
      problems.push(`message is not for a person: ${message}`);
    }
  }
  return problems;
}
