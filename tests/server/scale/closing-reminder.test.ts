// @vitest-environment node
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../../server/src/app.ts';
import { connect, type Db } from '../../../server/src/db/connect.ts';
import type { Notification } from '../../../src/contract/index.ts';
import { callApi } from '../../support/api.ts';
import { createMember } from '../../support/build-app.ts';
import { createTournament } from '../../support/tournaments.ts';
import { useTestApp } from '../../support/use-test-app.ts';

/*
 * Issue 12: the registration-closing reminder is sent once per tournament, whichever platform process runs the
 * clock, and however often the leadership moves. Two apps share one database, each with its own memory, as two
 * processes do.
 */
let time = Date.UTC(2026, 10, 22, 12);
const now = () => new Date(time);
const testApp = useTestApp({}, undefined, now);
const one = () => testApp().app;
const others: Array<{ app: App; db: Db }> = [];
afterAll(async () => {
  for (const { app, db } of others) {
    await app.close();
    await db.destroy();
  }
});

/** Another platform process on the same database: the same code, its own memory. */
async function anotherProcess() {
  const db = connect(testApp().url, 4);
  const app = await buildApp({ config: one().config, db, logger: false, now });
  others.push({ app, db });
  return app;
}

const call = callApi(one);
const remindersOf = async (token: string, tournamentId: string) => {
  const { items } = (await call('GET', '/notifications', token)).json() as { items: Notification[] };
  return items.filter((item) => item.kind === 'registrationClosing' && item.tournamentId === tournamentId);
};
const watch = async (token: string, tournamentId: string) =>
  expect(
    (await call('PUT', `/tournaments/${tournamentId}/watch`, token, { isWatching: true })).statusCode,
  ).toBe(200);

/** The processes look for closing registrations at once, as their clocks would. */
const remind = async (processes: App[]) => {
  await Promise.all(processes.map((app) => app.notifications.registrationClosing()));
  await Promise.all(processes.map((app) => app.notifications.settled()));
};

describe('the registration-closing reminder across processes', () => {
  it('is sent once, by one process, and not again by a process that starts later', async () => {
    const other = await anotherProcess();
    const tournament = await createTournament(
      testApp().db,
      { registrationEndAt: new Date(time + 30 * 60_000), startAt: new Date(time + 2 * 3_600_000) },
      now(),
    );
    const fans = [await createMember(one()), await createMember(one())];
    for (const fan of fans) await watch(fan.token, tournament.id);

    await remind([one(), other]);

    for (const fan of fans)
      expect(await remindersOf(fan.token, tournament.id)).toEqual([
        expect.objectContaining({ params: { tournament: tournament.title, minutes: 30 } }),
      ]);

    // Someone starts watching after the reminder went out. A process that has never reminded anyone (a new
    // leader after a crash, a restart) runs the clock: the tournament was announced already, by the others.
    const late = await createMember(one());
    await watch(late.token, tournament.id);
    time += 10 * 60_000;
    await remind([await anotherProcess(), one(), other]);

    expect(await remindersOf(late.token, tournament.id)).toEqual([]);
    for (const fan of fans) expect(await remindersOf(fan.token, tournament.id)).toHaveLength(1);
  });
});
