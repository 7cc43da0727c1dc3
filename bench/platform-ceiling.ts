/**
 * The HTTP baseline of the platform figures, the "ceiling" of this machine: a bare Fastify (no plugins, no
 * database, no logger) in a child process of the same kind as the platform's, answering each route with a fixed
 * JSON body as large as the platform's answer. What the platform does beyond that is its own work.
 *
 * Usage (by platform-load.ts): fork, then `listen(routes)` answers the URL.
 */
import Fastify from 'fastify';
import { processMemory } from './platform-memory.ts';
import { serve } from './platform-ipc.ts';

export type CeilingRoute = { method: 'GET' | 'POST'; path: string; body: string };

const app = Fastify({ logger: false });

const commands = {
  async listen(routes: CeilingRoute[]) {
    for (const route of routes)
      app.route({
        method: route.method,
        url: route.path,
        handler: (_request, reply) => reply.type('application/json; charset=utf-8').send(route.body),
      });
    return app.listen({ host: '127.0.0.1', port: 0 });
  },
  /** RSS and PSS after a full GC, in bytes. */
  memory() {
    globalThis.gc?.();
    return processMemory(process.pid);
  },
};
export type CeilingCommands = typeof commands;

serve(commands, () => app.close());
