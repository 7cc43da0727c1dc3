import { proxy } from 'valtio';

/** Pending changes, for the header's indicator and the update prompt; apart from the queue so Dexie loads lazily. */
export const outboxState = proxy({ pending: 0, isPaused: false, lastError: null as string | null });
