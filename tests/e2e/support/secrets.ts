import { codeIn, tokenIn } from '../../support/build-app.ts';

export type SecretKind = 'session' | 'code' | 'reset' | 'verification' | 'embed' | 'terminal';
export type Secret = { kind: SecretKind; value: string };

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Whether `text` carries the secret: a code as a whole 5-digit number, a token as it is or URL-encoded. */
export function carries(text: string, { kind, value }: Secret) {
  if (kind === 'code') return new RegExp(`(?<![0-9A-Za-z])${escape(value)}(?![0-9A-Za-z])`).test(text);
  return text.includes(value) || text.includes(encodeURIComponent(value));
}

/**
 * The URLs that carry a token by design (docs/api.md, spec section 7): the mailed links and the API calls they
 * make, each with a single-use token (tests/server/auth-*.test.ts refuse a used one). Nothing else may.
 */
export function isDesignedLink(url: string, { kind, value }: Secret) {
  const { pathname, searchParams } = new URL(url);
  if (kind === 'reset')
    return (
      ['/auth/new-password', '/api/v1/auth/reset-password'].includes(pathname) &&
      searchParams.get('token') === value
    );
  if (kind === 'verification')
    return pathname === `/verify-email/${value}` || pathname === `/api/v1/auth/verify-email/${value}`;
  return false;
}

/** The codes and tokens in the mail and SMS the dev outbox kept. */
export function secretsInMessages(messages: Array<{ text: string }>) {
  const secrets: Secret[] = [];
  for (const { text } of messages) {
    const token = tokenIn(text);
    if (token)
      secrets.push({ kind: text.includes('/verify-email/') ? 'verification' : 'reset', value: token });
    else if (codeIn(text)) secrets.push({ kind: 'code', value: codeIn(text) });
  }
  return secrets;
}

/** The tokens in an API answer: a session (sign-in), an embed token (trade screen) or a terminal session. */
export function secretsInAnswer(path: string, body: unknown): Secret[] {
  if (typeof body !== 'object' || body === null) return [];
  const answer = body as {
    tokens?: { access?: { token?: unknown } };
    embedToken?: { token?: unknown };
    token?: unknown;
  };
  const found: Array<[SecretKind, unknown]> = [
    ['session', answer.tokens?.access?.token],
    ['embed', answer.embedToken?.token],
    ['terminal', path.endsWith('/terminal/session') ? answer.token : undefined],
  ];
  return found.flatMap(([kind, value]) => (typeof value === 'string' && value ? [{ kind, value }] : []));
}

/** The dev outbox printout (server/src/plugins/notifier.ts): the one log line allowed to carry a code or a link. */
export function isDevOutboxLine(line: string) {
  try {
    const entry = JSON.parse(line) as Record<string, unknown>;
    const keys = Object.keys(entry).sort().join(',');
    return (
      keys === 'hostname,level,msg,pid,time' &&
      entry.level === 30 &&
      typeof entry.msg === 'string' &&
      /^\[dev outbox\] (email|sms) to \S+: /.test(entry.msg)
    );
  } catch {
    return false;
  }
}

const strings = (value: unknown): string[] =>
  typeof value === 'string'
    ? [value]
    : typeof value === 'object' && value !== null
      ? Object.values(value).flatMap(strings)
      : [];

/** What a log line says in words: the string values of a JSON line (a pid or a port is a number, not a code). */
export function loggedText(line: string) {
  try {
    return strings(JSON.parse(line)).join('\n');
  } catch {
    return line;
  }
}
