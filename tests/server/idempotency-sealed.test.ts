// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { conflict, unprocessable } from '../../server/src/errors.ts';
import { sealOf } from '../../server/src/plugins/idempotency.ts';
import { useTestApp } from '../support/use-test-app.ts';

type Probe = { refuse?: boolean; failAfterCommit?: boolean; tag: string };

let runs = 0;
let bothArrived: (() => void) | null = null;
let arrivals: Promise<void> = Promise.resolve();

/**
 * A sealed probe route on the real app: its change is a row in `idempotency_keys` itself (the seal), so what
 * committed is exactly what the table holds. `runs` counts how often the handler really ran.
 */
const testApp = useTestApp({}, async ({ app }) => {
  app.post('/api/v1/sealed-probe', { config: { idempotency: 'sealed' } }, async (request, reply) => {
    runs += 1;
    const body = request.body as Probe;
    if (body.refuse) throw unprocessable('Refused, as asked');
    bothArrived?.();
    await arrivals;
    const answer = { run: runs, tag: body.tag };
    await app.db.transaction().execute((trx) => sealOf(request, reply)?.(trx, answer) ?? Promise.resolve());
    if (body.failAfterCommit) throw conflict('never seen');
    return answer;
  });
  await app.ready();
});

const post = (key: string, body: Probe) =>
  testApp().app.inject({
    method: 'POST',
    url: '/api/v1/sealed-probe',
    headers: { 'idempotency-key': key },
    payload: body,
  });

const stored = (key: string) =>
  testApp()
    .app.db.selectFrom('idempotencyKeys')
    .select(['state', 'responseBody'])
    .where('key', '=', key)
    .execute();

describe('Idempotency-Key on a sealed route', () => {
  it('stores the answer with the change and replays it', async () => {
    const before = runs;
    const first = await post('sealed-repeat-1', { tag: 'a' });
    const again = await post('sealed-repeat-1', { tag: 'a' });
    expect(first.statusCode).toBe(200);
    expect([again.statusCode, again.headers['idempotent-replayed'], again.body]).toEqual([
      200,
      'true',
      first.body,
    ]);
    expect(runs - before).toBe(1);
    expect(await stored('sealed-repeat-1')).toEqual([{ state: 'done', responseBody: first.body }]);
  });

  it('keeps nothing of a refusal, so the retry runs again', async () => {
    const before = runs;
    expect((await post('sealed-refuse-1', { tag: 'b', refuse: true })).statusCode).toBe(422);
    expect(await stored('sealed-refuse-1')).toEqual([]);
    expect((await post('sealed-refuse-1', { tag: 'b', refuse: true })).statusCode).toBe(422);
    expect(runs - before).toBe(2);
  });

  it('lets one of two concurrent requests with one key commit; the other answers 409 and then the replay', async () => {
    arrivals = new Promise<void>((resolve) => {
      let count = 0;
      bothArrived = () => {
        count += 1;
        if (count === 2) resolve();
      };
    });
    const answers = await Promise.all([
      post('sealed-race-001', { tag: 'c' }),
      post('sealed-race-001', { tag: 'c' }),
    ]);
    bothArrived = null;
    arrivals = Promise.resolve();

    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const lost = answers.find((answer) => answer.statusCode === 409);
    expect(lost?.headers['retry-after']).toBe('1');
    const won = answers.find((answer) => answer.statusCode === 200);
    expect(await stored('sealed-race-001')).toEqual([{ state: 'done', responseBody: won?.body }]);
    expect((await post('sealed-race-001', { tag: 'c' })).body).toBe(won?.body);
  });

  it('refuses the same key with another body with 422', async () => {
    await post('sealed-body-001', { tag: 'd' });
    const response = await post('sealed-body-001', { tag: 'e' });
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toMatch(/different request/);
  });

  it('keeps the sealed answer when the handler refuses after the commit', async () => {
    const refused = await post('sealed-after-01', { tag: 'f', failAfterCommit: true });
    expect(refused.statusCode).toBe(409);
    const [row] = await stored('sealed-after-01');
    expect(row?.state).toBe('done');
    const replay = await post('sealed-after-01', { tag: 'f', failAfterCommit: true });
    expect([replay.statusCode, replay.headers['idempotent-replayed']]).toEqual([200, 'true']);
  });
});
