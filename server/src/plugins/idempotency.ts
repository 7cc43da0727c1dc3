import { createHash } from 'node:crypto';
import fp from 'fastify-plugin';
import { sql } from 'kysely';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { IDEMPOTENCY_HEADER, IDEMPOTENT_REPLAY_HEADER } from '../contract.ts';
import type { Seal } from '../db/connect.ts';
import { badRequest, conflict, unprocessable } from '../errors.ts';

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,128}$/;
export const KEY_LIFETIME_DAYS = 7;

type Claim = { scope: string; key: string; fingerprint: string; sealed?: { answer?: string } };

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: Claim;
  }
  interface FastifyContextConfig {
    /** The route stores its answer in its change's own transaction through `sealOf` (see below). */
    idempotency?: 'sealed';
  }
}

const IN_PROGRESS = 'This request is already being processed; retry in a moment';

const fingerprintOf = (method: string, url: string, body: unknown) =>
  createHash('sha256')
    .update(`${method} ${url}\n${JSON.stringify(body ?? null)}`)
    .digest('hex');

/**
 * Idempotency-Key on every mutating route (DECISIONS.md section 3): a repeat after completion gets the stored
 * answer, a concurrent repeat 409, the same key with another body 422. Keys are scoped to the member.
 * A 5xx answer releases the key so the client's retry runs again.
 *
 * On most routes the claim is committed before the handler runs, apart from the change. A process that dies
 * mid-request (a crash, SIGKILL, an OOM kill) leaves its claim `in_progress` with nothing to release it; the change
 * it was making either rolled back with its transaction or committed without an answer. A claim older than the
 * lease (longer than any request runs) is therefore a dead request's: the client's retry takes it over and runs the
 * request again, which applies a change that rolled back, and repeats a whole-value change (profile, names,
 * preferences, an alliance join, leave or cancel) harmlessly.
 *
 * A change that must never run twice (an order, a close, a checkout) is `sealed`: nothing is claimed up front, and
 * the handler's transaction inserts the key with its answer (`sealOf`). The change and its answer commit together,
 * in one commit instead of three; a crash leaves both or neither. Two concurrent requests with one key both run,
 * and the second to insert the key rolls back with 409. Refusals (4xx) are not stored: they changed nothing, so a
 * retry runs again.
 */
/**
 * The seal of a `sealed` route's request, for its change's transaction to call last: it stores the answer with the
 * change, or rolls the change back with 409 when a concurrent request with the same key committed first. None
 * when the request carries no key.
 */
export function sealOf(request: FastifyRequest, reply: FastifyReply): Seal | undefined {
  const claim = request.idempotency;
  const sealed = claim?.sealed;
  if (!claim || !sealed) return undefined;
  return async (trx, answer) => {
    const body = String(reply.serialize(answer));
    const stored = await trx
      .insertInto('idempotencyKeys')
      .values({
        scope: claim.scope,
        key: claim.key,
        fingerprint: claim.fingerprint,
        state: 'done',
        responseStatus: reply.statusCode,
        responseBody: body,
        responseType: 'application/json; charset=utf-8',
      })
      .onConflict((oc) => oc.doNothing())
      .returning('key')
      .executeTakeFirst();
    if (!stored) {
      reply.header('retry-after', '1');
      throw conflict(IN_PROGRESS);
    }
    sealed.answer = body;
  };
}

export default fp(async (app) => {
  const release = (claim: { scope: string; key: string }) =>
    app.db
      .deleteFrom('idempotencyKeys')
      .where('scope', '=', claim.scope)
      .where('key', '=', claim.key)
      .execute();

  // Takes over the claim of a request that died: still in progress long after it was claimed (database clock).
  const takeOver = (scope: string, key: string, fingerprint: string) =>
    app.db
      .updateTable('idempotencyKeys')
      .set({ createdAt: sql<Date>`now()` })
      .where('scope', '=', scope)
      .where('key', '=', key)
      .where('fingerprint', '=', fingerprint)
      .where('state', '=', 'in_progress')
      .where(
        'createdAt',
        '<',
        sql<Date>`now() - make_interval(secs => ${app.config.idempotencyLeaseSeconds})`,
      )
      .returning('key')
      .executeTakeFirst();

  const claimKey = async (scope: string, key: string, fingerprint: string) =>
    (await app.db
      .insertInto('idempotencyKeys')
      .values({ scope, key, fingerprint, state: 'in_progress' })
      .onConflict((oc) => oc.doNothing())
      .returning('key')
      .executeTakeFirst()) ?? (await takeOver(scope, key, fingerprint));

  app.addHook('preHandler', async (request, reply) => {
    const key = request.headers[IDEMPOTENCY_HEADER];
    if (!MUTATING.has(request.method) || key === undefined) return;
    if (typeof key !== 'string' || !KEY_PATTERN.test(key)) {
      throw badRequest('Idempotency-Key must be 8 to 128 letters, digits or -_.:');
    }
    const scope = request.auth?.userId ?? 'anonymous';
    const fingerprint = fingerprintOf(request.method, request.url, request.body);
    const sealed = request.routeOptions.config.idempotency === 'sealed';
    if (!sealed && (await claimKey(scope, key, fingerprint))) {
      request.idempotency = { scope, key, fingerprint };
      return;
    }
    const stored = await app.db
      .selectFrom('idempotencyKeys')
      .selectAll()
      .where('scope', '=', scope)
      .where('key', '=', key)
      .executeTakeFirst();
    if (!stored && sealed) {
      request.idempotency = { scope, key, fingerprint, sealed: {} };
      return;
    }
    const inProgress = () => {
      reply.header('retry-after', '1');
      return conflict(IN_PROGRESS);
    };
    if (!stored) throw inProgress();
    if (stored.fingerprint !== fingerprint) {
      throw unprocessable('This Idempotency-Key was already used for a different request');
    }
    if (stored.state === 'in_progress') throw inProgress();
    reply.header(IDEMPOTENT_REPLAY_HEADER, 'true').status(stored.responseStatus ?? 200);
    if (stored.responseType) reply.type(stored.responseType);
    await reply.send(stored.responseBody ?? '');
    return reply;
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const claim = request.idempotency;
    if (!claim) return payload;
    request.idempotency = undefined;
    // A sealed route that stored nothing refused the request or changed nothing: there is nothing to keep.
    if (claim.sealed && claim.sealed.answer === undefined) return payload;
    // Streams are not replayable, and a 5xx must let the client's retry run again (a checkout whose provider
    // failed after the seal has failed its payment, so running it again is right).
    if (reply.statusCode >= 500 || (payload != null && typeof payload !== 'string')) {
      await release(claim);
      return payload;
    }
    // A sealed answer stands unless the handler finished it after the commit (a checkout's provider link).
    if (claim.sealed && (reply.statusCode >= 400 || payload === claim.sealed.answer)) return payload;
    const type = reply.getHeader('content-type');
    try {
      await app.db
        .updateTable('idempotencyKeys')
        .where('scope', '=', claim.scope)
        .where('key', '=', claim.key)
        .set({
          state: 'done',
          responseStatus: reply.statusCode,
          responseBody: payload ?? '',
          responseType: typeof type === 'string' ? type : null,
        })
        .execute();
    } catch (error) {
      // The change is made (an order placed, say): its answer must go out. Failing here answered 503, and the
      // member's retry, with a new key, made it twice. The key stays in progress: a repeat within the lease gets 409.
      request.log.error({ err: error }, 'idempotency: the answer could not be stored for replays');
    }
    return payload;
  });

  // A request that failed before onSend (aborted connection) must not leave its key stuck in progress.
  app.addHook('onResponse', async (request) => {
    const claim = request.idempotency;
    if (claim && !claim.sealed) await release(claim);
  });

  const sweep = setInterval(() => {
    const cutoff = new Date(Date.now() - KEY_LIFETIME_DAYS * 86_400_000);
    app.db
      .deleteFrom('idempotencyKeys')
      .where('createdAt', '<', cutoff)
      .execute()
      .catch(() => undefined);
  }, 3_600_000);
  sweep.unref();
  app.addHook('onClose', async () => clearInterval(sweep));
});
