import { proxy } from 'valtio';
import type { OutboxStatus } from './db.ts';

export type QueuedChange = {
  seq: number;
  label: string;
  status: OutboxStatus;
  attempts: number;
  lastError: string | null;
  lastStatus: number | null;
};

/** Pending changes, for the header's indicator and the update prompt; apart from the queue so Dexie loads lazily. */
export const outboxState = proxy({
  pending: 0,
  /** The platform refused the session (401): sending waits until the member signs in again. */
  isPaused: false,
  entries: [] as QueuedChange[],
});
