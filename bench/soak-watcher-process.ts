/**
 * The watchers of `npm run test:soak` in a child process of their own (forked through platform-ipc.ts), so that
 * reading 2,000 sockets does not delay the traders' requests, whose latency the soak reports.
 */
import { serve } from './platform-ipc.ts';
import { watchers, type Watchers } from './soak-watchers.ts';

let audience: Watchers | undefined;
const started = () => audience ?? Promise.reject(new Error('start the watchers first'));

const commands = {
  start(url: string, tournamentId: string) {
    audience = watchers(url, tournamentId);
  },
  open: async (...args: Parameters<Watchers['open']>) => (await started()).open(...args),
  reach: async (...args: Parameters<Watchers['reach']>) => (await started()).reach(...args),
  summary: async (...args: Parameters<Watchers['summary']>) => (await started()).summary(...args),
  close: async () => audience?.close(),
};
export type WatcherCommands = typeof commands;

serve(commands, async () => audience?.close());
