import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { Files } from './plugins/files.ts';
import type { Notifier } from './plugins/notifier.ts';
import type { Realtime } from './plugins/realtime.ts';
import type { Sessions } from './plugins/auth.ts';
import type { TerminalGrant } from './repositories/terminal-tokens.ts';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    db: Db;
    sessions: Sessions;
    notifier: Notifier;
    realtime: Realtime;
    files: Files;
    requireAuth: (request: FastifyRequest) => Promise<void>;
    /** Every route registered so far, with its options and schema (in registration order). */
    routeTable: readonly RouteOptions[];
    /** The platform's clock; tests pass a controllable one. */
    now: () => Date;
  }
  interface FastifyRequest {
    /** Set by the auth plugin when a valid bearer token came with the request. */
    auth: { userId: string; sessionId: string } | null;
    /** The body as received, where a signature covers it (payment webhooks). */
    rawBody?: string;
    /** Set on the terminal's routes: the one account its session may trade. */
    terminal: TerminalGrant | null;
  }
}
