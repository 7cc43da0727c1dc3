/// <reference lib="WebWorker" />
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, precacheAndRoute } from 'workbox-precaching';
import { registerShellNavigation } from './navigation.ts';
import { registerMessages } from './messages.ts';
import { registerNotifications } from './notifications.ts';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

// The app shell, the terminal shell and every translation (/locales/*.json) are precached at install.
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
registerShellNavigation();
registerMessages(self);
registerNotifications(self);
clientsClaim();
