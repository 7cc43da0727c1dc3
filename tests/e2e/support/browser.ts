import { existsSync } from 'node:fs';
import { chromium, type Browser, type BrowserContext } from 'playwright-core';

const CANDIDATES = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

export const chromePath = () => {
  const path = CANDIDATES.find((candidate) => candidate && existsSync(candidate));
  if (!path)
    throw new Error('No Chromium found: install it (apt-get install -y chromium) or set CHROME_PATH');
  return path;
};

/** Flags that keep headless Chromium quiet on a closed network and working as root (STACK.md). */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const launchBrowser = (): Promise<Browser> =>
  chromium.launch({ executablePath: chromePath(), headless: true, args: CHROMIUM_ARGS });

export const VIEWPORTS = {
  mobile: { width: 360, height: 740 },
  tablet: { width: 768, height: 1024 },
  desktop: { width: 1280, height: 800 },
} as const;

/** Signs a member in the way the portal does: the access token in the accessToken cookie. */
export async function signIn(context: BrowserContext, baseUrl: string, token: string) {
  await context.addCookies([
    { name: 'accessToken', value: token, url: baseUrl, secure: true, sameSite: 'Strict' },
  ]);
}
