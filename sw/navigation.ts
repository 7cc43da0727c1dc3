import { createHandlerBoundToURL } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';

/** Paths that are never answered with the shell: the API, the socket and the terminal's own page. */
export const NAVIGATION_DENYLIST = [/^\/api(\/|$)/, /^\/socket\.io(\/|$)/, /^\/terminal\.html$/];

/** Deep links open the right screen offline: every other navigation gets the precached index.html. */
export function registerShellNavigation() {
  registerRoute(
    new NavigationRoute(createHandlerBoundToURL('/index.html'), { denylist: NAVIGATION_DENYLIST }),
  );
}
