import type { TerminalMessage } from '../contract/trading.ts';

export type EmbedParams = {
  embedToken: string | null;
  lang: string;
  theme: 'dark' | 'light';
  dir: 'ltr' | 'rtl';
};

/** Reads what the portal put in the fragment (#embed=…&lang=…&theme=…&dir=…); unknown values get defaults. */
export function parseFragment(hash: string): EmbedParams {
  const params = new URLSearchParams(hash.replace(/^#/, ''));
  const lang = params.get('lang') ?? 'en';
  return {
    embedToken: params.get('embed') || null,
    lang: /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})?$/.test(lang) ? lang : 'en',
    theme: params.get('theme') === 'light' ? 'light' : 'dark',
    dir: params.get('dir') === 'rtl' ? 'rtl' : 'ltr',
  };
}

/**
 * Takes the fragment out of the address at once: the embed token must not stay in the URL, the history, a
 * bookmark or a screenshot of the frame's location. Then applies language, direction and theme.
 */
export function takeEmbedParams(): EmbedParams {
  const params = parseFragment(window.location.hash);
  history.replaceState(history.state, '', window.location.pathname + window.location.search);
  const html = document.documentElement;
  html.dataset.theme = params.theme;
  html.lang = params.lang;
  html.dir = params.dir;
  return params;
}

/**
 * Tells the portal something happened. The portal is same-origin, so the message goes to that origin only:
 * '*' would hand it to whatever page framed us.
 */
export function postToParent(message: TerminalMessage) {
  if (window.parent === window) return;
  window.parent.postMessage(message, window.location.origin);
}

/**
 * Browsers that block third-party storage in frames (Safari, strict modes) can break the terminal; the portal
 * then offers to open it in its own tab. Our token is in memory, so this is a warning, not a failure.
 */
export async function isStorageBlocked(): Promise<boolean> {
  if (navigator.cookieEnabled === false) return true;
  if (typeof document.hasStorageAccess !== 'function') return false;
  try {
    return !(await document.hasStorageAccess());
  } catch {
    return false;
  }
}
