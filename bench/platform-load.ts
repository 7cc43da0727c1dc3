/**
 * The platform figures of issue 10, each against its baseline measured in the same run:
 * - fan-out: latency p50/p95/p99 of one leaderboard update (50 rows) to 1,000 and 2,000 socket.io clients subscribed
 *   to one live tournament, against a raw `ws` broadcast of the same JSON to as many clients, from the same process;
 * - memory: the platform's RSS idle (against a bare Fastify process), with 2,000 sockets, then also with a 10,000-
 *   player live tournament, each player with an open position held by the engine (the market paused, see
 *   platform-process.ts); the embedded PostgreSQL's RSS and PSS;
 * - HTTP: rps and p50/p99 of the top-100 and of the whole board of that tournament, of the tournament list and of
 *   sign-in, against a bare Fastify answering a body of the same size (platform-http.ts).
 * The platform runs in a child process with production's clocks (platform-process.ts); the clients run here.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { API_PREFIX } from '../server/src/contract.ts';
import { fanOutFigures, socketAudience, wsAudience, type Audience, type Kind } from './fan-out.ts';
import type { CeilingCommands, CeilingRoute } from './platform-ceiling.ts';
import { httpFigures, type Target } from './platform-http.ts';
import { startChild } from './platform-ipc.ts';
import type { PlatformCommands } from './platform-process.ts';
import { summarize, type Figure } from './stats.ts';

const PLAYERS = 10_000;
const MB = 1024 * 1024;

const megabytes = (name: string, bytes: number, baseline?: { name: string; value: number }) =>
  summarize(name, 'MB', [bytes / MB], baseline && { name: baseline.name, value: baseline.value / MB });

export async function platformFigures(databaseUrl: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  const platform = await startChild<PlatformCommands>(new URL('./platform-process.ts', import.meta.url), [
    databaseUrl,
  ]);
  const ceiling = await startChild<CeilingCommands>(new URL('./platform-ceiling.ts', import.meta.url));
  const audiences: Audience[] = [];
  try {
    const url = await platform.call('url');
    await sleep(1_000);
    const idle = await platform.call('memory', true);
    figures.push(
      megabytes('platform: RSS idle', idle.platform.rss, {
        name: 'bare Fastify process',
        value: (await ceiling.call('memory')).rss,
      }),
    );

    // Fan-out, on a live tournament of its own: nothing else is sent to its room.
    const member = await platform.call('member');
    const tournamentId = await platform.call('liveTournament');
    const audience: Record<Kind, Audience> = {
      'socket.io': socketAudience(url, member.token, tournamentId),
      ws: wsAudience(await platform.call('wsStart')),
    };
    audiences.push(...Object.values(audience));
    figures.push(
      ...(await fanOutFigures(audience, (kind) => platform.call('broadcast', kind, tournamentId))),
    );
    audience.ws.close();
    await platform.call('wsStop');
    await sleep(1_000);
    const withSockets = await platform.call('memory', true);
    figures.push(megabytes('platform: RSS with 2,000 sockets', withSockets.platform.rss));

    const crowded = await platform.call('crowd', PLAYERS);
    if (crowded.players !== PLAYERS) throw new Error(`the crowded board has ${crowded.players} players`);
    await sleep(2_000); // the pulses that put the first valuations on the board
    const loaded = await platform.call('memory', true);
    figures.push(
      megabytes('platform: RSS with 2,000 sockets + 10,000-player live tournament', loaded.platform.rss),
      megabytes('platform: embedded PostgreSQL RSS (sum of processes)', loaded.postgres.rss),
      megabytes('platform: embedded PostgreSQL PSS (shared pages once)', loaded.postgres.pss),
    );
    audience['socket.io'].close();

    const authorization = { authorization: `Bearer ${member.token}` };
    const targets: Target[] = [
      {
        name: 'top-100 of 10,000',
        method: 'GET',
        path: `${API_PREFIX}/tournaments/${crowded.id}?leaderBoard=true`,
        headers: authorization,
      },
      {
        name: 'whole board of 10,000',
        method: 'GET',
        path: `${API_PREFIX}/tournaments/leaderBoard/${crowded.id}`,
        headers: authorization,
      },
      {
        name: 'tournament list',
        method: 'GET',
        path: `${API_PREFIX}/tournaments/activeTournaments`,
        headers: authorization,
      },
      {
        name: 'login',
        method: 'POST',
        path: `${API_PREFIX}/auth/login`,
        body: JSON.stringify({ email: member.email, password: member.password }),
      },
    ];
    const routes: CeilingRoute[] = [];
    for (const target of targets) {
      const response = await fetch(`${url}${target.path}`, {
        method: target.method,
        headers: { ...target.headers, ...(target.body ? { 'content-type': 'application/json' } : {}) },
        body: target.body,
      });
      const body = await response.text();
      if (!response.ok) throw new Error(`${target.name}: ${response.status} ${body.slice(0, 200)}`);
      routes.push({ method: target.method, path: target.path.split('?')[0] ?? target.path, body });
    }
    const ceilingUrl = await ceiling.call('listen', routes);
    for (const target of targets) figures.push(...(await httpFigures(url, ceilingUrl, target)));
    return figures;
  } finally {
    for (const audience of audiences) audience.close();
    await Promise.all([platform.close(), ceiling.close()]);
  }
}
