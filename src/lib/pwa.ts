import { proxy, ref } from 'valtio';

type InstallPromptEvent = Event & { prompt: () => Promise<void>; userChoice: Promise<{ outcome: string }> };

/** PWA state of spec section 3: the deferred install event, whether installing is supported, standalone mode. */
export const pwaState = proxy({
  deferredPrompt: null as InstallPromptEvent | null,
  isPWASupported: false,
  isStandalone: false,
  /** A new version is waiting; the member is asked before it is applied. */
  needsRefresh: false,
});

let applyWaiting: (() => void) | null = null;

/** Installs the PWA from the header button; the browser's own prompt decides. */
export async function installPwa() {
  const prompt = pwaState.deferredPrompt;
  if (!prompt) return;
  await prompt.prompt();
  await prompt.userChoice;
  pwaState.deferredPrompt = null;
}

/** A new version is waiting: the member is offered it ("new version, reload"). */
export function offerUpdate(apply: () => void) {
  applyWaiting = apply;
  pwaState.needsRefresh = true;
}

/**
 * Applies a waiting update, unless queued changes are still unsent (DECISIONS.md section 6): then it answers
 * false and the caller says why.
 */
export function applyUpdate(hasPendingChanges: boolean): boolean {
  if (hasPendingChanges || !applyWaiting) return false;
  applyWaiting();
  return true;
}

export async function initPwa() {
  const standalone = window.matchMedia('(display-mode: standalone)');
  pwaState.isStandalone =
    standalone.matches || (navigator as Navigator & { standalone?: boolean }).standalone === true;
  standalone.addEventListener('change', (event) => {
    pwaState.isStandalone = event.matches;
  });
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    pwaState.deferredPrompt = ref(event as InstallPromptEvent);
    pwaState.isPWASupported = true;
  });
  window.addEventListener('appinstalled', () => {
    pwaState.deferredPrompt = null;
  });

  if (!('serviceWorker' in navigator) || !import.meta.env.PROD) return;
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () =>
    offerUpdate(() => {
      workbox.addEventListener('controlling', () => window.location.reload());
      workbox.messageSkipWaiting();
    }),
  );
  // Registration can be refused (private mode, blocked by policy): the portal then runs without offline support.
  await workbox.register().catch(() => undefined);
}
