import { ApiError, onSessionLost, setToken } from './api.ts';
import { loadLanguage, t } from './i18n.ts';
import { startRealtime } from './realtime.ts';
import { createSession, getState } from './requests.ts';
import { isStorageBlocked, postToParent, takeEmbedParams } from './session.ts';
import { applyState, stop, store } from './store.ts';

let disconnect: (() => void) | null = null;
/** What "Try again" and the browser's `online` event redo while the terminal is offline. */
let resume: (() => Promise<void>) | null = null;

const isNetworkFailure = (error: unknown) => error instanceof ApiError && error.status === 0;

/** No network: a full-frame notice instead of a broken terminal, until the connection is back. */
function goOffline(retry: () => Promise<void>) {
  resume = retry;
  store.phase = 'offline';
}

/** Tries again what failed for want of a network; the opening panel shows meanwhile. */
export function resumeOnline() {
  const retry = resume;
  if (store.phase !== 'offline' || !retry) return;
  resume = null;
  store.phase = 'starting';
  void retry();
}

/** Any 401: the session is over for good. The portal is told so it can offer to reopen the terminal. */
function endSession() {
  if (store.phase === 'ended' || store.phase === 'failed') return;
  setToken(null);
  disconnect?.();
  disconnect = null;
  stop('ended', t('platform.trading.sessionExpired'));
  postToParent({ type: 'terminal:session-ended' });
}

/** Reloads everything the terminal shows; after a reconnect, events may have been missed. */
export async function refreshState() {
  const state = await getState();
  applyState(state, Date.now());
}

/**
 * Start-up, in the order the embed contract asks: take the fragment out of the URL, trade the one-time embed token
 * for a session, load the state, then go live. The language loads alongside the exchange.
 */
export async function boot() {
  const params = takeEmbedParams();
  onSessionLost(endSession);
  window.addEventListener('online', resumeOnline);
  void isStorageBlocked().then((isBlocked) => {
    if (isBlocked) postToParent({ type: 'terminal:storage-blocked' });
  });
  await openSession(params.embedToken, loadLanguage(params.lang));
}

/**
 * Offline, the embed token waits in memory for the connection rather than going out on a request that cannot
 * arrive. A link that expired meanwhile is refused on the next try, and the portal then mends it with a fresh one.
 */
async function openSession(embedToken: string | null, languageLoaded: Promise<void>) {
  const retry = () => openSession(embedToken, Promise.resolve());
  if (embedToken && !navigator.onLine) {
    await languageLoaded;
    return goOffline(retry);
  }
  try {
    if (!embedToken) throw new ApiError(t('platform.trading.embedInvalid'), 401);
    const session = await createSession(embedToken);
    setToken(session.token);
  } catch (error) {
    await languageLoaded;
    if (isNetworkFailure(error)) return goOffline(retry);
    // The server's words when it gave some (an expired link).
    stop('failed', error instanceof ApiError ? error.message : t('platform.trading.embedInvalid'));
    postToParent({ type: 'terminal:session-ended' });
    return;
  }
  await goLive(languageLoaded);
}

/** Loads the state and connects; also the "Try again" of a failed load (the session is still valid then). */
export async function goLive(before: Promise<void> = Promise.resolve()) {
  try {
    const [state] = await Promise.all([getState(), before]);
    applyState(state, Date.now());
  } catch (error) {
    if (store.phase === 'ended') return;
    if (isNetworkFailure(error)) goOffline(() => goLive());
    else stop('failed', error instanceof Error ? error.message : String(error));
    return;
  }
  postToParent({ type: 'terminal:ready' });
  if (disconnect) return;
  const close = await startRealtime({ refresh: refreshState });
  // The session may have ended while socket.io-client was loading.
  if (store.phase === 'ended') close();
  else disconnect = close;
}
