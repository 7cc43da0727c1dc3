import fp from 'fastify-plugin';
import { TERMINAL_NAMESPACE } from '../contract.ts';
import { listenTo } from '../db/listener.ts';
import { UUID } from '../validation.ts';

/** Announced by the database (migrations/0011-member-revoked.ts) with the member's id as the payload. */
const CHANNEL = 'member_revoked';

/**
 * Closes the open sockets (portal and terminal) of a member whose approval is taken away or who is deleted,
 * whichever process or operator made the change: HTTP and reconnects already refuse their tokens, but an open
 * socket is not asked again. Every platform process hears the database's notice, so this holds with several
 * processes on one database.
 */
export default fp(async (app) => {
  const { realtime } = app;

  const revoke = (userId: string) =>
    realtime
      .disconnectMember(userId)
      .then(() => app.log.info({ userId }, 'member access revoked: their open sockets are closed'))
      .catch((error: unknown) =>
        app.log.error({ err: error, userId }, 'could not close a revoked member’s sockets'),
      );

  /** Notices sent while the connection was down are lost: every member connected here is checked instead. */
  const revokeMissed = async () => {
    const sockets = [
      // This process's own: every process hears the notices and checks its own sockets.
      ...(await realtime.io.local.fetchSockets()),
      ...(await realtime.io.of(TERMINAL_NAMESPACE).local.fetchSockets()),
    ];
    const connected = [...new Set(sockets.map((socket) => socket.data.userId))];
    if (connected.length === 0) return;
    const allowed = await app.db
      .selectFrom('users')
      .select('id')
      .where('id', 'in', connected)
      .where('isApproved', '=', true)
      .execute();
    const stillAllowed = new Set(allowed.map((row) => row.id));
    await Promise.all(connected.filter((userId) => !stillAllowed.has(userId)).map(revoke));
  };

  let listener: ReturnType<typeof listenTo> | undefined;
  let isLost = false;
  // Started once the app is ready (not while plugins load): a tool that builds the app without serving it
  // holds no connection.
  app.addHook('onReady', async () => {
    listener = listenTo(app.db, CHANNEL, {
      onMessage(payload) {
        // Anyone connected to the database may NOTIFY: only a member id is acted on (or logged).
        if (UUID.test(payload)) void revoke(payload);
        else app.log.warn(`ignored a ${CHANNEL} notice that is not a member id`);
      },
      async onListening() {
        await revokeMissed();
        if (isLost) app.log.info(`${CHANNEL} listener: listening again`);
        isLost = false;
      },
      onLost(error, retryMs) {
        isLost = true;
        app.log.warn(`${CHANNEL} listener: ${error.message}; connecting again in ${retryMs} ms`);
      },
    });
    await listener.started;
  });
  app.addHook('onClose', async () => {
    await listener?.close();
  });
});
