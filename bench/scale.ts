/**
 * npm run bench:scale: what the Redis hop of issue 12 costs. Two platform processes, the leader and a follower,
 * on Debian's PostgreSQL and Redis (as tests/server/scale does), with production's market tick and a 250 ms pulse.
 * Watchers on each process follow one live board while traders order and close through both in turn. Prints the
 * board's fan-out lag at the leader's sockets and at the follower's, and the order latency through each, with the
 * follower's ratio to the leader's. Asserts nothing: these are timings of this machine.
 *
 * Other sizes: `npx tsx bench/scale.ts <traders> <watchers per process> <seconds>`.
 */
import { setTimeout as sleep } from 'node:timers/promises';
import { eventName, type LeaderboardUpdate } from '../server/src/contract.ts';
import { createMember } from '../tests/support/build-app.ts';
import { missingServices } from '../tests/support/external-services.ts';
import { platformProcess, type PlatformProcess } from '../tests/support/platform-process.ts';
import {
  eventually,
  isLeader,
  liveOnLeader,
  RUNNING,
  sharedServices,
  terminalOn,
} from '../tests/support/scale.ts';
import { socketClients } from '../tests/support/sockets.ts';
import { enteredMember } from '../tests/support/trading.ts';
import { percentile, summarize, table, type Figure } from './stats.ts';

const [traders = 40, watchers = 500, seconds = 30] = process.argv.slice(2).map(Number);
const missing = missingServices();
if (missing.length > 0) {
  console.error(`bench:scale needs ${missing.join('; ')}`);
  process.exit(1);
}

type Side = 'leader' | 'follower';
const lags: Record<Side, number[]> = { leader: [], follower: [] };
const orders: Record<Side, number[]> = { leader: [], follower: [] };
const refused: Record<Side, number> = { leader: 0, follower: 0 };

const services = await sharedServices();
const started: PlatformProcess[] = [];
try {
  const env = { REDIS_URL: services.redis.url, ...RUNNING };
  const leader = await platformProcess(services.data.url, env);
  started.push(leader);
  await eventually('the first process is elected', async () => ((await isLeader(leader)) ? true : undefined));
  const follower = await platformProcess(services.data.url, env);
  started.push(follower);
  const urls: Record<Side, string> = { leader: leader.url, follower: follower.url };

  const { app, db } = services.data;
  const tournament = await liveOnLeader(db);
  const players = [];
  for (let index = 0; index < traders; index += 1) players.push(await enteredMember(app, db, tournament.id));
  const watcher = await createMember(app);

  const audiences = (['leader', 'follower'] as const).map((side) => {
    const clients = socketClients(() => urls[side]);
    return { side, clients };
  });
  for (const { side, clients } of audiences) {
    for (let index = 0; index < watchers; index += 1) {
      const socket = clients.open(watcher.token);
      socket.on(eventName('leaderboardUpdate', tournament.id), (update: LeaderboardUpdate) =>
        lags[side].push(Date.now() - update.at),
      );
      await clients.connected(socket);
      await clients.subscribe(socket, tournament.id);
    }
  }
  console.error(`${traders} traders, ${watchers} watchers on each process, ${seconds} s`);

  const until = Date.now() + seconds * 1000;
  await Promise.all(
    players.map(async (player, index) => {
      const side: Side = index % 2 === 0 ? 'leader' : 'follower';
      const terminal = await terminalOn(urls[side], player.token, tournament.id, player.accountId);
      while (Date.now() < until) {
        await sleep(500 + Math.random() * 1_500);
        const sent = Date.now();
        const opened = await terminal.order(0.01);
        if (opened.status !== 200) {
          refused[side] += 1;
          continue;
        }
        orders[side].push(Date.now() - sent);
        await terminal.close(opened.body.id as string);
      }
    }),
  );
  await sleep(2_000);
  for (const { clients } of audiences) clients.closeAll();

  const spread = (name: string, unit: string, values: Record<Side, number[]>): Figure[] =>
    [0.5, 0.99].flatMap((share) => {
      const label = `p${share * 100}`;
      const atLeader = percentile(values.leader, share);
      return [
        summarize(`${name} ${label}, leader`, unit, [atLeader]),
        summarize(`${name} ${label}, follower`, unit, [percentile(values.follower, share)], {
          name: 'leader',
          value: atLeader,
        }),
      ];
    });
  console.log(
    table([
      ...spread('board fan-out lag', 'ms', lags),
      ...spread('order latency', 'ms', orders),
      summarize('board updates received, leader', 'updates', [lags.leader.length]),
      summarize('board updates received, follower', 'updates', [lags.follower.length]),
      summarize('orders answered, leader', 'orders', [orders.leader.length]),
      summarize('orders answered, follower', 'orders', [orders.follower.length]),
      summarize('orders refused (not 200)', 'orders', [refused.leader + refused.follower]),
    ]),
  );
} finally {
  await Promise.all(started.map((platform) => platform.stop()));
  await services.stop();
}
process.exit(0);
