import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../server/src/app.ts';
import { hashPassword } from '../../server/src/lib/passwords.ts';
import { createMember } from './build-app.ts';

/** A verified (by default approved) member who signs in with this password. */
export async function memberWithPassword(app: App, password: string, fields: { isApproved?: boolean } = {}) {
  const member = await createMember(app);
  await app.db
    .updateTable('users')
    .set({ passwordHash: await hashPassword(password), isApproved: fields.isApproved ?? true })
    .where('id', '=', member.user.id)
    .execute();
  return member;
}

/** Headers that differ between any two answers (the clock, the rate-limit window's countdown). */
const TIMING_HEADERS = new Set(['date', 'x-ratelimit-reset', 'retry-after']);

/**
 * What an attacker sees of an answer, apart from the clock: status, body and headers, with the seconds to
 * wait (which follow the clock too) blanked. Two answers with equal shapes tell nothing apart.
 */
export function answerShape(response: LightMyRequestResponse) {
  const headers = Object.fromEntries(
    Object.entries(response.headers).filter(([name]) => !TIMING_HEADERS.has(name.toLowerCase())),
  );
  return { status: response.statusCode, body: response.body.replace(/\d+ seconds/g, 'N seconds'), headers };
}

/** The seconds to wait that a refusal names, to check that two refusals name about the same. */
export const secondsIn = (response: LightMyRequestResponse) =>
  Number(/(\d+) seconds/.exec(response.body)?.[1] ?? Number.NaN);

let counter = 0;
/** An address no member has. */
export const unknownEmail = (label = 'ghost') =>
  `${label}-${Date.now().toString(36)}-${(counter += 1)}@example.com`;
