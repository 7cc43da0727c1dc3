import type { FastifyInstance } from 'fastify';
import { listenTo } from '../db/listener.ts';
import { UUID } from '../validation.ts';
import { ACCOUNT_CHANGED, PROCESS_ID } from './book.ts';

type Transitions = {
  /** This process now leads: load the book and compute the boards. */
  elected: () => Promise<void>;
  /** It no longer does: stop computing. */
  deposed: () => void;
};

/**
 * With several platform processes (REDIS_URL, issue 12): the leader sends its boards and the others mirror them;
 * an account changed by one process is reloaded by the others that hold it, as the database announces on commit.
 */
export function followOtherProcesses(app: FastifyInstance, { elected, deposed }: Transitions) {
  const { book, boards, realtime, leadership } = app;
  if (!app.redis) return;

  const sendBoards = () => realtime.toOthers('boards', boards.computed(realtime.sequence));
  leadership.onChange((isLeader) => {
    if (!isLeader) return deposed();
    void elected()
      .then(sendBoards)
      .catch((error: unknown) => app.log.error({ err: error }, 'leadership: taking over the boards failed'));
  });
  realtime.fromOthers('stateWanted', () => leadership.isLeader() && sendBoards());
  realtime.fromOthers('boards', (snapshots) => {
    if (!leadership.isLeader()) for (const snapshot of snapshots) boards.mirror(snapshot);
  });
  realtime.fromOthers('tournamentEvent', (kind, event) => {
    if (leadership.isLeader()) return;
    if (kind === 'leaderboardUpdate' && 'removed' in event) boards.mirrorUpdate(event);
    if (kind !== 'tournamentClose') return;
    boards.dropMirror(event.tournamentId);
    // Its accounts were closed in the leader's transaction: copies held here would show open positions.
    const ended = [...book.heldAccounts()].filter(
      (account) => account.tournamentId === event.tournamentId && account.mode === 'live',
    );
    book.forget(ended.map((account) => account.accountId));
  });
  realtime.fromOthers('renamed', (tournamentId, accountId, profileName) => {
    if (leadership.isLeader()) boards.rename(tournamentId, accountId, profileName);
  });

  const reload = (accountId: string) => {
    book
      .changedElsewhere(accountId, leadership.isLeader())
      .catch((error: unknown) =>
        app.log.warn({ err: error, accountId }, 'reloading a changed account failed'),
      );
  };
  let isFirst = true;
  let listener: ReturnType<typeof listenTo> | undefined;
  app.addHook('onReady', async () => {
    listener = listenTo(app.db, ACCOUNT_CHANGED, {
      onMessage(payload) {
        const [origin, accountId] = payload.split(':');
        if (origin !== PROCESS_ID && accountId && UUID.test(accountId)) reload(accountId);
      },
      async onListening() {
        // Notices sent while the connection was down are lost: every account held here is read again.
        if (!isFirst) for (const account of [...book.heldAccounts()]) reload(account.accountId);
        isFirst = false;
      },
      onLost(error, retryMs) {
        app.log.warn(`${ACCOUNT_CHANGED} listener: ${error.message}; connecting again in ${retryMs} ms`);
      },
    });
    await listener.started;
  });
  app.addHook('onClose', async () => listener?.close());
}
